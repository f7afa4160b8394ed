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

  it('sends an emptied licence field as empty text, which clears it', () => {
    const body = toProfileFormData({ fields: { drug_licence_21: null, drug_licence_20: 'KA-B12-20-123456' } });
    expect(body.get('drug_licence_21')).toBe('');
    expect(body.get('drug_licence_20')).toBe('KA-B12-20-123456');
  });

  it('leaves out fields without a value', () => {
    expect(toProfileFormData({ fields: { contact_number: undefined } }).has('contact_number')).toBe(false);
  });
});
