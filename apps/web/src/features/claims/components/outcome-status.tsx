import { CircleCheck } from 'lucide-react';

/**
 * The outcome of the last step, in a live region that stays in the page (so it is read out when the text comes) and
 * shows a message only once there is something to say.
 */
export function OutcomeStatus({ message }: { message: string }) {
  return (
    <div role="status">
      {message && (
        <p className="flex items-start gap-2 rounded-lg border border-success-200 bg-success-50 px-3 py-2 text-sm font-medium text-success-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
