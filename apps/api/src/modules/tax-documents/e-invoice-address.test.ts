import { describe, expect, it } from 'vitest';
import { portalAddress, samePlace } from './e-invoice-address.js';

const kerala = { state_code: '32', state_name: 'Kerala' };
const chandigarh = { state_code: '04', state_name: 'Chandigarh' };

describe('an address typed as free text, split as the e-invoice schema asks', () => {
  it('takes the PIN code, and the last part before it that is not the state as the location', () => {
    expect(portalAddress('12 Broadway, Kochi, Kerala 682031', kerala)).toEqual({
      Addr1: '12 Broadway, Kochi, Kerala',
      Loc: 'Kochi',
      Pin: 682031,
    });
    expect(portalAddress('Door 4/112, MG Road\nErnakulam - 682 035', kerala)).toEqual({
      Addr1: 'Door 4/112, MG Road, Ernakulam',
      Loc: 'Ernakulam',
      Pin: 682035,
    });
  });

  it('falls back to the state’s name for a location it cannot find, and omits a PIN the text lacks', () => {
    expect(portalAddress('Chandigarh 160022', chandigarh)).toEqual({
      Addr1: 'Chandigarh',
      Loc: 'Chandigarh',
      Pin: 160022,
    });
    expect(portalAddress('Kerala', kerala)).toEqual({ Addr1: 'Kerala', Loc: 'Kerala' });
  });

  it('uses the location and PIN the order keeps apart, and a second line for a long address', () => {
    const long = `${'Warehouse 7, Industrial Development Area, '.repeat(3)}Kakkanad, Kochi 682030`;
    const split = portalAddress(long, kerala, { loc: 'Kochi', pin: '682030' });
    expect(split.Addr1.length).toBeLessThanOrEqual(100);
    expect(split.Addr2?.length).toBeLessThanOrEqual(100);
    expect(`${split.Addr1}, ${split.Addr2}`).toBe(long.replace(' 682030', ''));
    expect(split).toMatchObject({ Loc: 'Kochi', Pin: 682030 });
  });

  it('knows the same place written with and without its state', () => {
    const registered = { address: '12 Broadway, Kochi, Kerala 682031', ...kerala };
    expect(samePlace({ address: '12 Broadway, Kochi 682031', ...kerala }, registered)).toBe(true);
    expect(samePlace({ address: '14 Broadway, Kochi 682031', ...kerala }, registered)).toBe(false);
  });
});
