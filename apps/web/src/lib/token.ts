import type { AccessTokenClaims } from '@marketplace/contract';

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

function decodeBase64Url(input: string): string {
  let base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  switch (base64.length % 4) {
    case 0:
      break;
    case 2:
      base64 += '==';
      break;
    case 3:
      base64 += '=';
      break;
    default:
      throw new Error('base64 string is not of the correct length');
  }
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the payload of a JWT without checking its signature (only the server can do that). */
export function decodeToken<T = AccessTokenClaims>(token: unknown): T {
  if (typeof token !== 'string') {
    throw new InvalidTokenError('Invalid token specified: must be a string');
  }
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') {
    throw new InvalidTokenError('Invalid token specified: missing part #2');
  }
  let json: string;
  try {
    json = decodeBase64Url(payload);
  } catch (error) {
    throw new InvalidTokenError(`Invalid token specified: invalid base64 for part #2 (${reason(error)})`);
  }
  try {
    return JSON.parse(json) as T;
  } catch (error) {
    throw new InvalidTokenError(`Invalid token specified: invalid json for part #2 (${reason(error)})`);
  }
}

/**
 * True when the token's `exp` (seconds) is at or before now, or within `withinMs` of now.
 * A token without `exp` never expires. Throws `InvalidTokenError` for a malformed token.
 */
export function isExpired(token: string, withinMs = 0): boolean {
  const { exp } = decodeToken<{ exp?: unknown }>(token);
  if (typeof exp !== 'number') return false;
  return exp * 1000 <= Date.now() + withinMs;
}
