import { describe, expect, it } from 'vitest';
import { registerRequest, type RegisterRequest } from '@marketplace/contract';

/** The messages the registration form shows come from the contract, the same ones the server sends. */
function messagesFor(form: Partial<RegisterRequest>): Record<string, string> {
  const result = registerRequest.safeParse(form);
  const messages: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  }
  return messages;
}

const retailer: RegisterRequest = {
  firstName: 'Asha',
  lastName: 'Gupta',
  email: 'Asha@GuptaKirana.in',
  password: 'kirana-2025',
  confirmPassword: 'kirana-2025',
  userType: 'retailer',
  gstNumber: '27aapfu0939f1zv',
  contactNumber: '98200 12345',
  address: '12 MG Road, Pune',
  shop_name: 'Gupta Kirana',
  licenseNumber: 'MH-PUNE-4411',
  panCard: 'aapfu0939f',
};

describe('registration validation', () => {
  it('accepts a complete retailer form and normalises it', () => {
    const result = registerRequest.safeParse(retailer);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: 'asha@guptakirana.in', gstNumber: '27AAPFU0939F1ZV' });
  });

  it('names every missing field of an empty form with the spec text', () => {
    expect(messagesFor({ userType: 'retailer', confirmPassword: '' })).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      password: 'Password is required',
      gstNumber: 'GST Number is required',
      contactNumber: 'Contact Number is required',
      address: 'Address is required',
    });
  });

  it('rejects an email that is not address-shaped', () => {
    expect(messagesFor({ ...retailer, email: 'asha-at-kirana' }).email).toBe('Email address is invalid');
  });

  it('requires the confirmation to match', () => {
    expect(messagesFor({ ...retailer, confirmPassword: 'something-else' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('requires the retailer fields of a retailer', () => {
    expect(messagesFor({ ...retailer, shop_name: '', licenseNumber: '', panCard: '' })).toEqual({
      shop_name: 'Shop Name is required',
      licenseNumber: 'License Number is required',
      panCard: 'PAN Card Number is required',
    });
  });

  it('requires the wholesaler fields of a wholesaler', () => {
    expect(messagesFor({ ...retailer, userType: 'wholesaler', yearsInBusiness: '' })).toEqual({
      companyName: 'Company Name is required',
      companyDescription: 'Company Description is required',
      yearsInBusiness: 'Years in Business is required',
    });
  });
});
