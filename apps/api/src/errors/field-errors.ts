import type { FieldErrors } from '@marketplace/contract';

/** Messages grouped by field (dotted path); one about the input as a whole goes under `non_field_errors`. */
export function fieldErrorsOf(issues: Iterable<{ path: readonly PropertyKey[]; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const { path, message } of issues)
    (fields[path.map(String).join('.') || 'non_field_errors'] ??= []).push(message);
  return fields;
}
