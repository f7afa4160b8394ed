import { CLAIM_ACTOR_LABELS, CLAIM_STATUS_LABELS, type ClaimResponse } from '@marketplace/contract';
import { formatClaimDateTime } from '../claim-times';

/** Each step of the claim with who took it and what they wrote: both sides' words in one place. */
export function ClaimHistory({ history }: { history: ClaimResponse['history'] }) {
  return (
    <ol className="grid gap-3 border-l-2 border-neutral-200 pl-4">
      {history.map((step, index) => (
        <li key={`${step.at}-${index}`} className="grid gap-0.5 text-sm">
          <p className="flex flex-wrap gap-x-2 text-neutral-900">
            <span className="font-medium">{CLAIM_STATUS_LABELS[step.status]}</span>
            <span className="text-neutral-600">by {CLAIM_ACTOR_LABELS[step.by]}</span>
          </p>
          <p className="text-xs text-neutral-500">
            <time dateTime={step.at}>{formatClaimDateTime(step.at)}</time>
          </p>
          {step.note && (
            <p className="rounded-md bg-neutral-50 px-3 py-2 break-words whitespace-pre-line text-neutral-800">
              {step.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
