import { describe, expect, it } from 'vitest';
import { HSN_CODE_PATTERN, hsnCode, hsnMessages } from './hsn.js';
import { issueMessages } from './issue-messages.js';

const messagesOf = (turnoverAbove5Crore: boolean, input: unknown) => issueMessages(hsnCode(turnoverAbove5Crore), input);

describe('HSN code of a product', () => {
  it('is 4, 6 or 8 digits', () => {
    for (const code of ['8517', '851712', '85171300']) {
      expect(code).toMatch(HSN_CODE_PATTERN);
      expect(hsnCode(false).parse(code)).toBe(code);
    }
    expect(hsnCode(false).parse(' 8517 ')).toBe('8517');
  });

  it('refuses other lengths and anything but digits', () => {
    for (const input of ['851', '85171', '8517123', '851713001', '85A7', '8517 12', '', 8517, null]) {
      expect(messagesOf(false, input)).toEqual([hsnMessages.invalid]);
      expect(messagesOf(true, input)).toEqual([hsnMessages.invalid]);
    }
  });

  it('needs at least 6 digits for a turnover above Rs. 5 crore', () => {
    expect(messagesOf(true, '8517')).toEqual([hsnMessages.tooShortForTurnover]);
    expect(messagesOf(true, '851712')).toEqual([]);
    expect(messagesOf(true, '85171300')).toEqual([]);
  });
});
