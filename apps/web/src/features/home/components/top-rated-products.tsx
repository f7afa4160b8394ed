import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Product } from '@marketplace/contract';
import { ProductCard } from '../../../components/commerce/product-card';
import { CardAddToCartButton } from '../../cart';
import { SectionHeading } from './section-heading';

/** The best-rated products in stock, with a short description and the add-to-cart control. */
export function TopRatedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="top-rated-heading" className="grid gap-5">
      <SectionHeading
        id="top-rated-heading"
        title="Top-rated products"
        action={
          <Link
            to="/products"
            className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-primary-700 hover:underline"
          >
            See all products
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="grid">
            <ProductCard product={product} showDescription action={<CardAddToCartButton product={product} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
