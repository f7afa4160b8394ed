import { describe, expect, it } from 'vitest';
import { claimsInAnswerOrder } from './claim-order';

const claim = (
  id: number,
  status: 'open' | 'accepted' | 'rejected',
  respond_by: string | null,
  created_at: string,
) => ({
  id,
  status,
  respond_by,
  created_at,
});

describe('claims in the order they are answered', () => {
  it('puts open claims first, the nearest deadline first, then the rest newest first', () => {
    const claims = [
      claim(1, 'accepted', null, '2026-11-20T00:00:00Z'),
      claim(2, 'open', '2026-12-03T00:00:00Z', '2026-11-30T00:00:00Z'),
      claim(3, 'rejected', '2026-12-02T00:00:00Z', '2026-11-29T00:00:00Z'),
      claim(4, 'open', '2026-12-01T00:00:00Z', '2026-11-28T00:00:00Z'),
      claim(5, 'accepted', null, '2026-11-27T00:00:00Z'),
    ];
    expect(claimsInAnswerOrder(claims).map((each) => each.id)).toEqual([4, 2, 3, 5, 1]);
  });
});
