import { Link, useParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { parseRouteId } from '@marketplace/contract';
import { isApiError } from '../../../lib/api-error';
import { useProduct } from '../api/get-product';
import { ProductGallery } from '../components/product-gallery';
import { ProductLoadError, ProductNotFound, ProductPageSkeleton } from '../components/product-page-states';
import { ProductSummary } from '../components/product-summary';
import { ProductTabs } from '../components/product-tabs';

/** /product/{productId}: gallery, details, buying, specifications and reviews (spec section 2). */
export function ProductPage() {
  const productId = parseRouteId(useParams().productId);
  const query = useProduct(productId ?? 0, productId !== null);

  if (productId === null || (isApiError(query.error) && query.error.status === 404)) return <ProductNotFound />;
  if (query.isPending) return <ProductPageSkeleton />;
  if (query.isError) {
    const message = isApiError(query.error) ? query.error.message : 'An unexpected error occurred.';
    return <ProductLoadError message={message} onRetry={() => void query.refetch()} />;
  }

  const detail = query.data;
  const product = detail.products;
  return (
    <article className="grid gap-10">
      <title>{`${product.name} · Wholesale Marketplace`}</title>
      <div className="grid gap-5">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-600">
            <li>
              <Link to="/products" className="hover:text-primary-700 hover:underline">
                Products
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="truncate font-medium text-neutral-900">
              {product.name}
            </li>
          </ol>
        </nav>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery key={product.id} images={product.images} productName={product.name} />
          <ProductSummary key={product.id} product={product} rating={detail.rating} />
        </div>
      </div>
      <ProductTabs detail={detail} />
    </article>
  );
}
