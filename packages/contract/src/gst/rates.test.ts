import { describe, expect, it } from 'vitest';
import { issueMessages } from './issue-messages.js';
import { gstRate, gstRatesInForce } from './rates.js';

const RATE_MESSAGE = 'GST rate must be one of 0, 5, 18, 40 %.';

describe('GST rates in force', () => {
  it('are 0, 5, 18 and 40 % from 22 September 2025', () => {
    expect(gstRatesInForce(new Date('2025-09-22T00:00:00+05:30'))).toEqual([0, 5, 18, 40]);
    expect(gstRatesInForce()).toEqual([0, 5, 18, 40]);
  });

  it('were 0, 5, 12, 18 and 28 % until 21 September 2025, in India', () => {
    expect(gstRatesInForce(new Date('2025-09-21T23:59:59+05:30'))).toEqual([0, 5, 12, 18, 28]);
    expect(gstRatesInForce(new Date('2025-09-21T18:30:00Z'))).toEqual([0, 5, 18, 40]);
  });
});

describe('GST rate of a new product', () => {
  it('accepts a rate in force', () => {
    for (const rate of [0, 5, 18, 40]) expect(gstRate().parse(rate)).toBe(rate);
  });

  it('refuses the withdrawn 12 and 28 % slabs and anything else, naming the rates in force', () => {
    for (const input of [12, 28, 3, 18.5, -5, '18', null])
      expect(issueMessages(gstRate(), input)).toEqual([RATE_MESSAGE]);
  });

  it('checks against the rates of the date it is given', () => {
    const beforeRationalisation = gstRate(new Date('2025-01-01T00:00:00Z'));
    expect(issueMessages(beforeRationalisation, 12)).toEqual([]);
    expect(issueMessages(beforeRationalisation, 40)).toEqual(['GST rate must be one of 0, 5, 12, 18, 28 %.']);
  });
});
