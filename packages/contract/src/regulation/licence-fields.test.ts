import { describe, expect, it } from 'vitest';
import { drugLicenceProblems, isoDate, licenceFieldMessages, retailerLicenceFields } from './licence-fields.js';

describe('isoDate', () => {
  const date = isoDate('Enter a date.');
  it.each(['2027-03-31', '2028-02-29'])('accepts %s', (value) => expect(date.safeParse(value).success).toBe(true));
  it.each(['', 'abc', '2027-02-30', '2027-13-01', '31-03-2027', '2027-3-31'])(
    'refuses "%s" with its message',
    (value) => {
      const parsed = date.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Enter a date.');
    },
  );
});

describe('licence fields', () => {
  it('reads an empty box as cleared and an absent field as unchanged', () => {
    expect(retailerLicenceFields.fssai_licence.parse('  ')).toBeNull();
    expect(retailerLicenceFields.fssai_licence.parse(undefined)).toBeUndefined();
  });

  it('upper-cases licence numbers and checks FSSAI and PIN formats', () => {
    expect(retailerLicenceFields.drug_licence_20.parse(' mh-pz1-20-154321 ')).toBe('MH-PZ1-20-154321');
    expect(retailerLicenceFields.fssai_licence.safeParse('1234567890123').error?.issues[0]?.message).toBe(
      licenceFieldMessages.fssai,
    );
    expect(retailerLicenceFields.drug_licence_pin.safeParse('011030').success).toBe(false);
    expect(retailerLicenceFields.drug_licence_20.safeParse('ABCDE').success).toBe(false);
  });
});

describe('drugLicenceProblems', () => {
  const empty = { drug_licence_20: null, drug_licence_21: null, drug_licence_valid_to: null, drug_licence_pin: null };
  const today = '2026-11-24';

  it('needs a validity date and premises PIN with a licence number', () => {
    expect(
      drugLicenceProblems({ ...empty, drug_licence_21: 'KA-B12-21-1234' }, { validToChanged: true, today }),
    ).toEqual({
      drug_licence_valid_to: [licenceFieldMessages.validTo],
      drug_licence_pin: [licenceFieldMessages.pinRequired],
    });
  });

  it('refuses a newly entered date in the past but keeps a stored one', () => {
    const licence = {
      ...empty,
      drug_licence_20: 'KA-B12-20-1234',
      drug_licence_valid_to: '2026-11-23',
      drug_licence_pin: '560001',
    };
    expect(drugLicenceProblems(licence, { validToChanged: true, today })).toEqual({
      drug_licence_valid_to: [licenceFieldMessages.validToPast],
    });
    expect(drugLicenceProblems(licence, { validToChanged: false, today })).toEqual({});
    expect(drugLicenceProblems({ ...licence, drug_licence_valid_to: today }, { validToChanged: true, today })).toEqual(
      {},
    );
  });

  it('refuses a date or PIN without a licence number', () => {
    expect(drugLicenceProblems({ ...empty, drug_licence_pin: '560001' }, { validToChanged: false, today })).toEqual({
      drug_licence_20: [licenceFieldMessages.licenceNeeded],
    });
  });
});
