import { Spinner } from '../components/ui/spinner';

/** Shown while a page's code or data arrives. */
export function PageLoader() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
