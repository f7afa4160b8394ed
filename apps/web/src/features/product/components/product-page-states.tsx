import { Link } from 'react-router';
import { PackageX, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-lg py-8">
      <title>Product not found · Wholesale Marketplace</title>
      <EmptyState
        icon={<PackageX aria-hidden="true" />}
        title={
          <span role="heading" aria-level={1}>
            Product not found
          </span>
        }
        description="This product does not exist or is no longer sold."
        action={
          <Button asChild>
            <Link to="/products">Browse products</Link>
          </Button>
        }
      />
    </div>
  );
}

export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<RotateCcw aria-hidden="true" />}
      title="The product could not be loaded."
      description={message}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}

export function ProductPageSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-36" />
        <Skeleton className="h-16 w-full" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-12 w-56" />
      </div>
    </div>
  );
}
