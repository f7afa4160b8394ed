import { z } from 'zod';
import { requiredText } from './indian-formats.js';

/**
 * Control characters: C0 (CR, LF, TAB, NUL, ESC …), DEL, C1, and the Unicode line and paragraph separators.
 * A name holding one can split an e-mail header, a CSV row or an invoice line.
 */
const isControl = (code: number) =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

export const singleLineMessage = 'Must be one line, without line breaks or control characters';

export function isSingleLine(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) if (isControl(value.charCodeAt(index))) return false;
  return true;
}

/** A name that must be present and fit on one line: a person's, a shop's, a company's, a product's. */
export function singleLineText(message: string, max = 200) {
  return requiredText(message, max).refine(isSingleLine, singleLineMessage);
}

/** The same for an optional name (blank is allowed; the caller decides when it is needed). */
export function optionalSingleLineText(max = 200) {
  return z.string().trim().max(max).refine(isSingleLine, singleLineMessage).optional();
}
