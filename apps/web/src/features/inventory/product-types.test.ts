import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@marketplace/contract';
import { productTypeOptions } from './product-types';

describe('product type labels', () => {
  it('offers every product type of the contract with a readable name', () => {
    expect(productTypeOptions.map((option) => option.value)).toEqual([...PRODUCT_TYPES]);
    expect(productTypeOptions.find((option) => option.value === 'home_appliance')?.label).toBe('Home Appliance');
    for (const option of productTypeOptions) expect(option.label).not.toContain('_');
  });
});
