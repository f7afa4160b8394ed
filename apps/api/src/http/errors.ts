import type { ErrorCode } from '@marketplace/contract';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  invalid_credentials: 401,
  token_not_valid: 401,
  not_authenticated: 401,
  forbidden: 403,
  not_verified: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  payment_failed: 400,
  rate_limited: 429,
  payload_too_large: 413,
  server_error: 500,
};

export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into a status and body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

/** Messages grouped by field (dotted path); one about the input as a whole goes under `non_field_errors`. */
export function fieldErrorsOf(issues: Iterable<{ path: readonly PropertyKey[]; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const { path, message } of issues)
    (fields[path.map(String).join('.') || 'non_field_errors'] ??= []).push(message);
  return fields;
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found.`);
export const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { [field]: [message] });

export function errorResponse(code: ErrorCode, detail: string, fields?: FieldErrors) {
  return { ...fields, detail, code, error: detail };
}
