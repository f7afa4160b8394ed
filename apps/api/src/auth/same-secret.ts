import { timingSafeEqual } from 'node:crypto';

/** Compares in constant time, so response timing tells an attacker nothing about the right secret or signature. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
