import { describe, expect, it } from 'vitest';
import type { CheckoutForm } from '@marketplace/contract';
import { buildCreateOrderRequest, checkoutKey, paymentDescription } from './checkout-payload';

const form: CheckoutForm = {
  firstName: ' Ravi ',
  lastName: 'Kumar',
  email: 'retailer@example.com',
  address: '12 MG Road',
  city: 'Pune',
  postalCode: '411001',
  state: 'Maharashtra',
  orderNotes: '  Deliver before noon ',
};

const lines = [
  { id: 150, price: 5499, price_tiers: [], quantity: 2 },
  { id: 149, price: 1529.5, price_tiers: [], quantity: 1 },
];

const biscuitSlabs = [
  { min_quantity: 72, price: 100 },
  { min_quantity: 144, price: 95.55 },
];

describe('checkout payload', () => {
  it('joins first and last name into name and sends the postal code as portal_code', () => {
    const request = buildCreateOrderRequest(form, lines);
    expect(request.name).toBe('Ravi Kumar');
    expect(request.portal_code).toBe('411001');
    expect(request).not.toHaveProperty('postalCode');
    expect(request.order_notes).toBe('Deliver before noon');
  });

  it('sends each cart line as product, quantity and price per item', () => {
    expect(buildCreateOrderRequest(form, lines).order_items).toEqual([
      { product: 150, quantity: 2, price_per_item: 5499 },
      { product: 149, quantity: 1, price_per_item: 1529.5 },
    ]);
  });

  it('includes the 3 % shipping and platform charge in total_price, in rupees', () => {
    // 10,998 + 1,529.50 = 12,527.50; 3 % = 375.825 -> 375.83 (half up to the paisa)
    expect(buildCreateOrderRequest(form, lines).total_price).toBe(12903.33);
  });

  it('uses the charge percent the server is configured with', () => {
    expect(buildCreateOrderRequest(form, [{ id: 1, price: 100, price_tiers: [], quantity: 1 }], 5).total_price).toBe(
      105,
    );
  });

  it('sends empty order notes when none were written', () => {
    expect(buildCreateOrderRequest({ ...form, orderNotes: undefined }, lines).order_notes).toBe('');
  });

  it('gives the same key to the same checkout and another to a changed cart', () => {
    const first = checkoutKey(buildCreateOrderRequest(form, lines));
    expect(checkoutKey(buildCreateOrderRequest(form, lines))).toBe(first);
    expect(
      checkoutKey(buildCreateOrderRequest(form, [{ id: 150, price: 5499, price_tiers: [], quantity: 3 }])),
    ).not.toBe(first);
  });

  it('sends each line at the price of the slab its quantity reaches, and counts the total with it', () => {
    const request = buildCreateOrderRequest(form, [
      { id: 7, price: 110, price_tiers: biscuitSlabs, quantity: 48 },
      { id: 8, price: 110, price_tiers: biscuitSlabs, quantity: 96 },
      { id: 9, price: 110, price_tiers: biscuitSlabs, quantity: 168 },
    ]);
    expect(request.order_items).toEqual([
      { product: 7, quantity: 48, price_per_item: 110 },
      { product: 8, quantity: 96, price_per_item: 100 },
      { product: 9, quantity: 168, price_per_item: 95.55 },
    ]);
    // 5,280 + 9,600 + 16,052.40 = 30,932.40; 3 % = 927.972 -> 927.97; total 31,860.37
    expect(request.total_price).toBe(31860.37);
  });
});

describe('payment description', () => {
  it('counts items and, for a split checkout, the wholesalers', () => {
    expect(paymentDescription(1, 1)).toBe('1 item');
    expect(paymentDescription(1, 3)).toBe('3 items');
    expect(paymentDescription(2, 3)).toBe('3 items from 2 wholesalers');
  });
});
