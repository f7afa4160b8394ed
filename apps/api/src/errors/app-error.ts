import type { ErrorCode, FieldErrors } from '@marketplace/contract';

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

/** A refusal that ends at a known moment (a locked delivery code): the handler sends `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found.`);
export const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { [field]: [message] });
