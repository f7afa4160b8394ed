import type { ClaimResponse } from '@marketplace/contract';

const deadline = (claim: Pick<ClaimResponse, 'respond_by'>) =>
  claim.respond_by ? Date.parse(claim.respond_by) : Number.POSITIVE_INFINITY;

/** Open claims first, the nearest deadline first; the newest of the rest after them. */
export function claimsInAnswerOrder<T extends Pick<ClaimResponse, 'status' | 'respond_by' | 'created_at'>>(
  claims: readonly T[],
): T[] {
  return [...claims].sort((a, b) => {
    const openFirst = Number(b.status === 'open') - Number(a.status === 'open');
    if (openFirst !== 0) return openFirst;
    const byDeadline = deadline(a) - deadline(b);
    if (byDeadline !== 0 && !Number.isNaN(byDeadline)) return byDeadline;
    return Date.parse(b.created_at) - Date.parse(a.created_at);
  });
}
