import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  title: string;
  /** The failed query: its message is shown, and the button fetches it again. */
  query: { error: Error; isFetching: boolean; refetch: () => unknown };
  retryLabel?: 'Retry' | 'Try again';
}

/** What a page shows when its data could not be loaded: the reason and a button to try again. */
export function LoadError({ title, query, retryLabel = 'Retry' }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-3">
        <span>{query.error.message}</span>
        <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
