/** Field messages of a 400 body: `{ email: ['Email is required'] }`. */
export type FieldErrors = Record<string, string[]>;

/** The one error type the API client throws. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
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

/** Builds the error of a non-OK response from its body `{detail, code, error, <field>: [messages]}`. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const raw = await response.text();
    body = raw === '' ? null : JSON.parse(raw);
  } catch {
    body = null;
  }
  const fallback = `Request failed with status ${response.status}.`;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return new ApiError(response.status, 'http_error', fallback);
  }
  const record = body as Record<string, unknown>;
  const message = text(record.detail) ?? text(record.error) ?? fallback;
  return new ApiError(response.status, text(record.code) ?? 'http_error', message, fieldErrorsOf(record));
}

export function networkError(): ApiError {
  return new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
}

export const noAccessTokenError = () => new ApiError(401, 'not_authenticated', 'No access token found');
