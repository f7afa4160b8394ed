import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';

/** Puts the server's `{field: [messages]}` under the matching fields; returns how many it placed. */
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
    setError(name, { type: 'server', message });
    placed += 1;
  }
  return placed;
}

export const errorDetail = (error: unknown) => (error instanceof Error ? error.message : undefined);
