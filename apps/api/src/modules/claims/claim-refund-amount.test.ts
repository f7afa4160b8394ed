import { describe, expect, it } from 'vitest';
import { claimRefundPaise } from './claim-refund-amount.js';

/** Rs. 120.36 of goods (12 × Rs. 10.03) and its 3 % charge, Rs. 3.61: a charge three equal claims cannot split evenly. */
const LADLES = { subtotalPaise: 12_036, chargePaise: 361, totalPaise: 12_397 };

/** Accepts claims of these goods values one after the other, as the settlement does, with no other refunds. */
function acceptInTurn(order: typeof LADLES, goods: number[], earlierRefundsPaise = 0) {
  let accepted = 0;
  let refunded = earlierRefundsPaise;
  return goods.map((acceptedGoodsPaise) => {
    const result = claimRefundPaise({
      acceptedGoodsPaise,
      earlierAcceptedGoodsPaise: accepted,
      order,
      earlierRefundsPaise: refunded,
    });
    accepted += acceptedGoodsPaise;
    refunded += result.refundPaise;
    return result;
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A small repeatable sequence of numbers, so a failure names the case that broke. */
function* sequence(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state;
  }
}

describe('what an accepted claim refunds', () => {
  it('is the accepted goods plus their share of the charge, rounded down to the paisa', () => {
    // 2 × Rs. 100 of Rs. 1,200 goods with a Rs. 36 charge: a sixth of it.
    expect(
      claimRefundPaise({
        acceptedGoodsPaise: 20_000,
        earlierAcceptedGoodsPaise: 0,
        order: { subtotalPaise: 120_000, chargePaise: 3_600, totalPaise: 123_600 },
        earlierRefundsPaise: 0,
      }),
    ).toEqual({ chargeSharePaise: 600, refundPaise: 20_600 });
    // 2 of 12 ladles: 361 × 2006 / 12036 = 60.17 paise of the charge.
    expect(acceptInTurn(LADLES, [2_006])).toEqual([{ chargeSharePaise: 60, refundPaise: 2_066 }]);
  });

  it('gives three claims of 4 of 12 units shares that add up to the charge exactly', () => {
    const results = acceptInTurn(LADLES, [4_012, 4_012, 4_012]);
    expect(results.map((result) => result.chargeSharePaise)).toEqual([120, 120, 121]);
    expect(results.map((result) => result.refundPaise)).toEqual([4_132, 4_132, 4_133]);
    expect(sum(results.map((result) => result.refundPaise))).toBe(LADLES.totalPaise);
  });

  it('gives the dropped paisa to the claim that crosses it, one unit at a time', () => {
    const shares = acceptInTurn(
      LADLES,
      Array.from({ length: 12 }, () => 1_003),
    ).map((result) => result.chargeSharePaise);
    // 361 / 12 = 30.08 a unit: the running total reaches each next whole paisa on the 12th unit only.
    expect(shares).toEqual([30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 31]);
    expect(sum(shares)).toBe(361);
  });

  it('never lets shares exceed the charge, and makes them reach it exactly once everything is accepted', () => {
    const random = sequence(54);
    for (let round = 0; round < 300; round++) {
      const subtotalPaise = 1 + (random.next().value! % 5_000_000);
      const chargePaise = random.next().value! % 150_001;
      const order = { subtotalPaise, chargePaise, totalPaise: subtotalPaise + chargePaise };
      const parts: number[] = [];
      let left = subtotalPaise;
      while (left > 0) {
        const part = Math.min(left, 1 + (random.next().value! % Math.max(1, Math.ceil(subtotalPaise / 3))));
        parts.push(part);
        left -= part;
      }
      const results = acceptInTurn(order, parts);
      const shares = results.map((result) => result.chargeSharePaise);
      let running = 0;
      for (const [index, share] of shares.entries()) {
        running += share;
        expect(share, `round ${round}, claim ${index}`).toBeGreaterThanOrEqual(0);
        expect(running, `round ${round}, claim ${index}`).toBeLessThanOrEqual(chargePaise);
      }
      expect(running, `round ${round}`).toBe(chargePaise);
      expect(sum(results.map((result) => result.refundPaise)), `round ${round}`).toBe(order.totalPaise);
    }
  });

  it('never refunds more than the order paid less the refunds it already had', () => {
    const capped = claimRefundPaise({
      acceptedGoodsPaise: LADLES.subtotalPaise,
      earlierAcceptedGoodsPaise: 0,
      order: LADLES,
      earlierRefundsPaise: LADLES.totalPaise - 1_000,
    });
    expect(capped).toEqual({ chargeSharePaise: 361, refundPaise: 1_000 });
    const nothingLeft = claimRefundPaise({
      acceptedGoodsPaise: 4_012,
      earlierAcceptedGoodsPaise: 0,
      order: LADLES,
      earlierRefundsPaise: LADLES.totalPaise + 500,
    });
    expect(nothingLeft.refundPaise).toBe(0);
    // Claims on top of an earlier refund stop at the payment, however many there are.
    const results = acceptInTurn(LADLES, [4_012, 4_012, 4_012], 5_000);
    expect(results.map((result) => result.refundPaise)).toEqual([4_132, 3_265, 0]);
  });

  it('takes no share of a charge when there is none, nor of an order without goods', () => {
    expect(acceptInTurn({ subtotalPaise: 10_000, chargePaise: 0, totalPaise: 10_000 }, [2_500])).toEqual([
      { chargeSharePaise: 0, refundPaise: 2_500 },
    ]);
    expect(
      claimRefundPaise({
        acceptedGoodsPaise: 0,
        earlierAcceptedGoodsPaise: 0,
        order: { subtotalPaise: 0, chargePaise: 0, totalPaise: 0 },
        earlierRefundsPaise: 0,
      }),
    ).toEqual({ chargeSharePaise: 0, refundPaise: 0 });
  });

  it('stays exact to the paisa for amounts beyond what floating point multiplies safely', () => {
    const order = { subtotalPaise: 2_000_000_000, chargePaise: 60_000_007, totalPaise: 2_060_000_007 };
    const results = acceptInTurn(order, [666_666_667, 666_666_667, 666_666_666]);
    // Running shares: 60,000,007 × 666,666,667 / 2,000,000,000 = 20,000,002.43…, then 40,000,004.87…, then all of it.
    expect(results.map((result) => result.chargeSharePaise)).toEqual([20_000_002, 20_000_002, 20_000_003]);
    expect(sum(results.map((result) => result.chargeSharePaise))).toBe(order.chargePaise);
  });
});
