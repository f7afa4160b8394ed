import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api-error';
import { describeAddProductFailure } from './add-product-outcome';

describe('add product failures', () => {
  it('reports a refused request as "Failed to add product" with the server reason', () => {
    const refused = new ApiError(400, 'validation', 'You already have a product with this SKU.', {
      sku: ['You already have a product with this SKU.'],
    });
    expect(describeAddProductFailure(refused)).toEqual({
      title: 'Failed to add product',
      detail: 'You already have a product with this SKU.',
    });
  });

  it('says only wholesalers can add products when the server refuses the role', () => {
    const refused = new ApiError(403, 'forbidden', 'This is for wholesalers only.');
    expect(describeAddProductFailure(refused).title).toBe('Only wholesalers can add products.');
  });

  it('reports an unreachable server or an exception as the generic error text', () => {
    expect(describeAddProductFailure(networkError()).title).toBe('An error occurred while adding the product');
    expect(describeAddProductFailure(new Error('boom'))).toEqual({
      title: 'An error occurred while adding the product',
      detail: 'boom',
    });
    expect(describeAddProductFailure('odd').title).toBe('An error occurred while adding the product');
  });
});
