import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id.js';

describe('ids in the address', () => {
  it('accepts only whole positive ids', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('1e3')).toBeNull();
    expect(parseRouteId('99999999999')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });
});
