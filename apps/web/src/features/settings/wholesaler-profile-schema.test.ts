import { describe, expect, it } from 'vitest';
import { toProfileFormData } from './api/update-profile';
import { wholesalerProfileForm } from './wholesaler-profile-schema';

const profile = {
  company_name: 'Shah Trading Company',
  gst_number: '27AAPFU0939F1ZV',
  address: '14 Masjid Bunder Road, Mumbai',
  company_description: 'Rice, pulses and spices in bulk.',
  years_in_business: 12,
};

const minimumOf = (typed: unknown) => wholesalerProfileForm.safeParse({ ...profile, min_order_value: typed });
const messageOf = (typed: unknown) =>
  minimumOf(typed).error?.issues.find((issue) => issue.path[0] === 'min_order_value')?.message;

describe('the minimum order value of the wholesaler profile', () => {
  it('is sent in rupees as the digits typed', () => {
    const parsed = wholesalerProfileForm.parse({ ...profile, min_order_value: '2500.50' });
    expect(parsed.min_order_value).toBe(2500.5);
    expect(toProfileFormData({ fields: parsed }).get('min_order_value')).toBe('2500.5');
  });

  it('is sent as 0, no minimum, when the field is emptied', () => {
    const parsed = wholesalerProfileForm.parse({ ...profile, min_order_value: '  ' });
    expect(toProfileFormData({ fields: parsed }).get('min_order_value')).toBe('0');
  });

  it('keeps the saved value the form starts from', () => {
    expect(minimumOf(5000).data?.min_order_value).toBe(5000);
    expect(minimumOf(0).data?.min_order_value).toBe(0);
  });

  it('refuses a negative amount, more than 2 decimals and text', () => {
    expect(messageOf('-1')).toBe('Minimum order value cannot be negative');
    expect(messageOf('99.999')).toBe('Minimum order value can have at most 2 decimals');
    expect(messageOf('five thousand')).toBe('Minimum order value must be a number of rupees');
  });
});
