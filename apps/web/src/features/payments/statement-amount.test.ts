import { describe, expect, it } from 'vitest';
import { formatStatementAmount } from './statement-amount';

describe("a statement line's amount", () => {
  it('shows money coming in with a plus, in Indian digit grouping', () => {
    expect(formatStatementAmount(123456.5)).toBe('+Rs. 1,23,456.50');
  });

  it('shows money withheld or paid out with a minus sign', () => {
    expect(formatStatementAmount(-5.9)).toBe('\u2212Rs. 5.90');
    expect(formatStatementAmount(-1180)).toBe('\u2212Rs. 1,180.00');
  });

  it('shows a line that moves nothing (a release) without a sign', () => {
    expect(formatStatementAmount(0)).toBe('Rs. 0.00');
    expect(formatStatementAmount(-0)).toBe('Rs. 0.00');
  });
});
