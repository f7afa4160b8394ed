import { describe, expect, it } from 'vitest';
import {
  findGstState,
  formatGstState,
  GST_STATES,
  gstStateByCode,
  SHIPPING_STATE_MESSAGE,
  stateCodeOfGstin,
  usesUtgst,
} from './states.js';
import { shippingState } from './shipping-state.js';
import { issueMessages } from './issue-messages.js';

describe('GST states', () => {
  it('lists 01 to 38 and 97 without 25, each code and name once', () => {
    const codes = GST_STATES.map((state) => state.state_code);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'];
    expect(codes).toEqual(expected.filter((code) => code !== '25'));
    expect(new Set(GST_STATES.map((state) => state.state_name)).size).toBe(GST_STATES.length);
  });

  it('names 26 after the merged union territory and keeps both Andhra Pradesh codes apart', () => {
    expect(gstStateByCode('26')?.state_name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(gstStateByCode('25')).toBeUndefined();
    expect(gstStateByCode('37')?.state_name).toBe('Andhra Pradesh');
    expect(gstStateByCode('28')?.state_name).toBe('Andhra Pradesh (Before Division)');
  });

  it('finds a state by code or by a name typed in any case and spacing', () => {
    expect(findGstState('27')).toEqual({ state_code: '27', state_name: 'Maharashtra' });
    expect(findGstState(' maharashtra ')?.state_code).toBe('27');
    expect(findGstState('TAMIL   NADU')?.state_code).toBe('33');
    expect(findGstState('Jammu & Kashmir')?.state_code).toBe('01');
    expect(findGstState('andhra pradesh')?.state_code).toBe('37');
    expect(findGstState('Bombay')).toBeUndefined();
    expect(findGstState('25')).toBeUndefined();
    expect(findGstState('')).toBeUndefined();
  });

  it('names a state with its code, as documents and forms show it', () => {
    expect(formatGstState({ state_code: '27', state_name: 'Maharashtra' })).toBe('Maharashtra (27)');
  });

  it('reads the state code from the start of a GSTIN', () => {
    expect(stateCodeOfGstin('27AAPFU0939F1ZV')).toBe('27');
  });

  it('charges UTGST only in union territories without a legislature', () => {
    expect(['04', '26', '31', '35', '38'].every(usesUtgst)).toBe(true);
    expect(usesUtgst('07')).toBe(false);
    expect(usesUtgst('34')).toBe(false);
    expect(usesUtgst('27')).toBe(false);
  });
});

describe('shipping state at checkout', () => {
  it('turns a listed name or code into the GST state', () => {
    expect(shippingState.parse('gujarat')).toEqual({ state_code: '24', state_name: 'Gujarat' });
    expect(shippingState.parse('38')).toEqual({ state_code: '38', state_name: 'Ladakh' });
  });

  it('refuses anything outside the list with one message', () => {
    for (const input of ['Atlantis', '', '99', 27, null]) {
      expect(issueMessages(shippingState, input)).toEqual([SHIPPING_STATE_MESSAGE]);
    }
  });
});
