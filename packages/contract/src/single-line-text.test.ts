import { describe, expect, it } from 'vitest';
import { registerRequest } from './auth.js';
import { createOrderRequest } from './orders.js';
import { updateRetailerProfileRequest, updateWholesalerProfileRequest } from './profile.js';
import { singleLineMessage, singleLineText } from './single-line-text.js';
import { createProductRequest, editProductRequest } from './wholesaler.js';

const issuesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a single-line name', () => {
  it.each([
    'Acme\r\nBcc: victim@example.com',
    'Acme\nTraders',
    'Tab\there',
    'Bell\u0007',
    'Esc\u001b[31m',
    'DEL\u007f',
    'Next\u0085',
    'Line\u2028sep',
  ])('refuses %j with a field message', (value) => {
    const result = singleLineText('Name is required').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(singleLineMessage);
  });

  it('takes names in any script, with punctuation, and trims the ends as before', () => {
    for (const name of ['Mehta & Sons (Pvt.) Ltd.', 'श्री गणेश किराना', 'Café “Chai”', '  Nair Provisions \n'])
      expect(singleLineText('Name is required').safeParse(name).success).toBe(true);
  });
});

describe('the forms that take names refuse control characters in them', () => {
  const bad = 'Evil\r\nCorp';

  it('registration: first and last name, company name and shop name', () => {
    const result = registerRequest.safeParse({ firstName: bad, lastName: bad, companyName: bad, shop_name: bad });
    expect(issuesAt(result)).toMatchObject({
      firstName: singleLineMessage,
      lastName: singleLineMessage,
      companyName: singleLineMessage,
      shop_name: singleLineMessage,
    });
  });

  it('profiles: company name and shop name', () => {
    expect(issuesAt(updateWholesalerProfileRequest.safeParse({ company_name: bad }))).toMatchObject({
      company_name: singleLineMessage,
    });
    expect(issuesAt(updateRetailerProfileRequest.safeParse({ shop_name: bad }))).toMatchObject({
      shop_name: singleLineMessage,
    });
  });

  it('products: the name, when created and when edited', () => {
    expect(issuesAt(createProductRequest.safeParse({ name: bad }))).toMatchObject({ name: singleLineMessage });
    expect(issuesAt(editProductRequest.safeParse({ name: bad }))).toMatchObject({ name: singleLineMessage });
  });

  it('checkout: the name and city printed on the invoice', () => {
    expect(issuesAt(createOrderRequest.safeParse({ name: bad, city: bad }))).toMatchObject({
      name: singleLineMessage,
      city: singleLineMessage,
    });
  });
});
