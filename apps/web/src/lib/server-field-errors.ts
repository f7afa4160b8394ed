import type { FieldError } from './form/errors';
import { isApiError } from './api-error';

/** Puts the server's `{field: [messages]}` under the matching form fields; returns how many it placed. */
export function applyServerFieldErrors<Name extends string>(
  error: unknown,
  setError: (name: Name, error: FieldError, options: { shouldFocus: boolean }) => void,
  fieldNames: readonly Name[],
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const name of fieldNames) {
    const message = error.fieldErrors[name]?.[0];
    if (!message) continue;
    // The first field at fault takes the focus, so a keyboard or screen-reader user lands on it.
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/** The message of a failed request, to show under a form's general error. */
export const errorDetail = (error: unknown) => (error instanceof Error ? error.message : undefined);
