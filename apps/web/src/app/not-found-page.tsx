import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center sm:py-24">
      <title>Page not found · Wholesale Marketplace</title>
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">Error 404</p>
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">Page not found</h1>
      <p className="text-neutral-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">Browse products</Link>
        </Button>
      </div>
    </div>
  );
}
