import type { ErrorBody, ErrorCode, FieldErrors } from '@marketplace/contract';

/** The body of every error response: the fields at fault, then `detail`, `code` and `error` (= detail). */
export function errorResponse(code: ErrorCode, detail: string, fields?: FieldErrors): ErrorBody {
  // Object.assign keeps the field index signature that an object spread would drop from the type.
  return Object.assign({}, fields, { detail, code, error: detail });
}
