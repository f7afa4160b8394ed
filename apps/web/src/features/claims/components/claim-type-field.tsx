import { CLAIM_TYPES, CLAIM_TYPE_LABELS, type ClaimType } from '@marketplace/contract';

interface ClaimTypeFieldProps {
  id: string;
  value: ClaimType;
  /** Types this order cannot be claimed for, with the reason shown beside each. */
  unavailable: Partial<Record<ClaimType, string>>;
  onChange: (type: ClaimType) => void;
  error: string | undefined;
}

/** What went wrong, as radio buttons: all five choices stay in sight on a phone. */
export function ClaimTypeField({ id, value, unavailable, onChange, error }: ClaimTypeFieldProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">What went wrong?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CLAIM_TYPES.map((type) => {
          const reason = unavailable[type];
          const reasonId = `${id}-${type}-unavailable`;
          return (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-2.5 rounded-md border border-neutral-200 px-3 py-2 text-sm text-neutral-800 has-checked:border-primary-600 has-checked:bg-primary-50 has-disabled:cursor-not-allowed has-disabled:bg-neutral-50 has-disabled:text-neutral-500"
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={type}
                checked={value === type}
                disabled={reason !== undefined}
                aria-describedby={reason ? reasonId : undefined}
                onChange={() => onChange(type)}
                className="mt-0.5 size-4 shrink-0 accent-primary-700"
              />
              <span className="grid gap-0.5">
                {CLAIM_TYPE_LABELS[type]}
                {reason && (
                  <span id={reasonId} className="text-xs">
                    {reason}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
