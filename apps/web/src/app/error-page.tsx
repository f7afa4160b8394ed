import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data.trim() !== '') return error.data;
    return error.statusText || 'An unexpected error occurred.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}

/** The generic error page of every route (spec section 2). */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <title>Something went wrong · Wholesale Marketplace</title>
      <div className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">Oops, something went wrong!</h1>
      <p className="text-neutral-600">{messageOf(error)}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  );
}
