import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';

/** Puts the server's `{field: [messages]}` under the matching form fields; returns how many it placed. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
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

/** Messages the server gave for the images (`images.0.image`), which have no form field of their own. */
export function imageFieldErrors(error: unknown): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([name]) => name === 'images' || name.startsWith('images.'))
    .flatMap(([name, messages]) => {
      const index = /^images\.(\d+)/.exec(name)?.[1];
      return messages.map((message) => (index === undefined ? message : `Image ${Number(index) + 1}: ${message}`));
    });
}
