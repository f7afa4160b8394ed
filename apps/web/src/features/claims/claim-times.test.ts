import { describe, expect, it } from 'vitest';
import { timeLeft } from './claim-times';

const now = Date.parse('2026-12-01T00:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('time left before a claim deadline', () => {
  it('counts days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(at(2 * 24 * HOUR + 4 * HOUR + 5 * MINUTE), now)).toBe('2 days 4 hours left');
    expect(timeLeft(at(24 * HOUR), now)).toBe('1 day left');
    expect(timeLeft(at(3 * HOUR + 12 * MINUTE), now)).toBe('3 hours 12 minutes left');
    expect(timeLeft(at(HOUR), now)).toBe('1 hour left');
    expect(timeLeft(at(5 * MINUTE + 30_000), now)).toBe('5 minutes left');
    expect(timeLeft(at(20_000), now)).toBe('1 minute left');
  });

  it('says nothing is left once the deadline has passed', () => {
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-HOUR), now)).toBeNull();
  });
});
