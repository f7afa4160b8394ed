import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amount in words on a tax invoice', () => {
  it('spells rupees in lakhs and crores, with paise after "and"', () => {
    expect(amountInWords(12345678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(123456789_99)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Ninety-Nine Paise Only',
    );
  });

  it('leaves out paise on whole rupees', () => {
    expect(amountInWords(100000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(10010)).toBe('Rupees One Hundred and Ten Paise Only');
  });

  it('says Zero rupees when there are only paise, or nothing', () => {
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('skips empty groups and hyphenates only the tens', () => {
    expect(amountInWords(1_00_01_100_00)).toBe('Rupees One Crore One Thousand One Hundred Only');
    expect(amountInWords(90_00)).toBe('Rupees Ninety Only');
    expect(amountInWords(10_00_000_00)).toBe('Rupees Ten Lakh Only');
    expect(amountInWords(1719_00)).toBe('Rupees One Thousand Seven Hundred Nineteen Only');
    expect(amountInWords(1_00_00_020_00)).toBe('Rupees One Crore Twenty Only');
  });

  it('keeps counting crores above 99 crore', () => {
    expect(amountInWords(123_00_00_000_00)).toBe('Rupees One Hundred Twenty-Three Crore Only');
    expect(amountInWords(1_00_000_00_00_000_00)).toBe('Rupees One Lakh Crore Only');
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
