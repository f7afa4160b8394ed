import { ERROR_CODES, type ErrorCode, type FieldErrors } from '@marketplace/contract';

/** The server's codes, and two of the client's own: a response that is no error body, and no response at all. */
export type ApiErrorCode = ErrorCode | 'http_error' | 'network_error';

/** The one error type the API client throws. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const GENERAL_KEYS = new Set(['detail', 'code', 'error']);

function fieldErrorsOf(body: Record<string, unknown>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(body)) {
    if (GENERAL_KEYS.has(name)) continue;
    if (typeof value === 'string') fields[name] = [value];
    else if (Array.isArray(value)) fields[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

async function bodyOf(response: Response): Promise<unknown> {
  try {
    const raw = await response.text();
    return raw === '' ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);

/**
 * Builds the error of a non-OK response from its body `{detail, code, error, <field>: [messages]}` (the
 * contract's `errorBody`), or from whatever a proxy or an older server answered instead. Read without the
 * schema: parsing it would put zod on every page.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await bodyOf(response);
  const fallback = `Request failed with status ${response.status}.`;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return new ApiError(response.status, 'http_error', fallback);
  }
  const record = body as Record<string, unknown>;
  const message = text(record.detail) ?? text(record.error) ?? fallback;
  const code = isErrorCode(record.code) ? record.code : 'http_error';
  return new ApiError(response.status, code, message, fieldErrorsOf(record));
}

export function networkError(): ApiError {
  return new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
}

export const noAccessTokenError = () => new ApiError(401, 'not_authenticated', 'No access token found');
