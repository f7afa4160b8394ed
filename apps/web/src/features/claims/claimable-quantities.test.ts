import { describe, expect, it } from 'vitest';
import { claimableQuantities } from './claimable-quantities';
import { claimItem, openClaim } from './test/claim-fixture';

describe('units that can still be claimed', () => {
  it('takes from each line the units of every earlier claim, whatever became of it', () => {
    const lines = [
      { id: 1, quantity: 12 },
      { id: 2, quantity: 5 },
      { id: 3, quantity: 4 },
    ];
    const claims = [
      openClaim({ status: 'rejected', items: [claimItem({ id: 1, quantity: 2 }), claimItem({ id: 2, quantity: 5 })] }),
      openClaim({ status: 'accepted', items: [claimItem({ id: 1, quantity: 8 })] }),
    ];
    expect(claimableQuantities(lines, claims)).toEqual(
      new Map([
        [1, 2],
        [2, 0],
        [3, 4],
      ]),
    );
  });

  it('never goes below 0', () => {
    const claims = [openClaim({ items: [claimItem({ id: 1, quantity: 9 })] })];
    expect(claimableQuantities([{ id: 1, quantity: 6 }], claims).get(1)).toBe(0);
  });
});
