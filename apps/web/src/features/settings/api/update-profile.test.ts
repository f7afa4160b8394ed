import { describe, expect, it } from 'vitest';
import { toProfileFormData } from './update-profile';

describe('profile form data', () => {
  it('sends numbers as digits and yes/no answers as true or false', () => {
    const body = toProfileFormData({
      fields: { company_name: 'Shah Trading Company', years_in_business: 12, turnover_above_5_crore: false },
    });
    expect(body.get('company_name')).toBe('Shah Trading Company');
    expect(body.get('years_in_business')).toBe('12');
    expect(body.get('turnover_above_5_crore')).toBe('false');
    expect(toProfileFormData({ fields: { turnover_above_5_crore: true } }).get('turnover_above_5_crore')).toBe('true');
  });

  it('leaves out fields without a value', () => {
    expect(toProfileFormData({ fields: { contact_number: undefined } }).has('contact_number')).toBe(false);
  });
});
