import { describe, expect, it } from 'vitest';
import { licenceFieldMessages } from '@marketplace/contract';
import { licensedRetailer, retailerAccount } from '../../test/profiles';
import { retailerLicenceValues, retailerProfileChanges, retailerProfileForm } from './retailer-licence-form';
import { shownLicenceStatus } from './licence-texts';

const TODAY = '2026-11-24';
const shopFields = {
  shop_name: 'Rao Medicals',
  contact_number: '9876543210',
  address: '12 MG Road, Bengaluru',
  gst_number: '29ABCDE1234F1Z5',
  license_number: 'TL-1234',
  pan_card: 'ABCDE1234F',
};
const noLicence = {
  drug_licence_20: '',
  drug_licence_21: '',
  drug_licence_valid_to: '',
  drug_licence_pin: '',
  fssai_licence: '',
};

function problemsOf(result: ReturnType<ReturnType<typeof retailerProfileForm>['safeParse']>) {
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('licences on the retailer settings form', () => {
  it('reads empty licence boxes as no licence', () => {
    const result = retailerProfileForm(retailerAccount(), TODAY).safeParse({ ...shopFields, ...noLicence });
    expect(result.success && result.data).toMatchObject({ drug_licence_20: null, drug_licence_pin: null });
  });

  it('asks for the validity date and the premises PIN once a licence number is typed', () => {
    const result = retailerProfileForm(retailerAccount(), TODAY).safeParse({
      ...shopFields,
      ...noLicence,
      drug_licence_20: 'ka-b12-20-123456',
    });
    expect(problemsOf(result)).toEqual({
      drug_licence_valid_to: licenceFieldMessages.validTo,
      drug_licence_pin: licenceFieldMessages.pinRequired,
    });
  });

  it('asks for a licence number when only the date or PIN is given', () => {
    const result = retailerProfileForm(retailerAccount(), TODAY).safeParse({
      ...shopFields,
      ...noLicence,
      drug_licence_pin: '560001',
    });
    expect(problemsOf(result)).toEqual({ drug_licence_20: licenceFieldMessages.licenceNeeded });
  });

  it('refuses a newly typed validity date in the past, but not the stored one', () => {
    const stored = licensedRetailer({ drug_licence_valid_to: '2026-01-31', licence_status: 'expired' });
    const form = retailerProfileForm(stored, TODAY);
    const values = { ...shopFields, ...retailerLicenceValues(stored) };
    expect(problemsOf(form.safeParse(values))).toEqual({});
    expect(problemsOf(form.safeParse({ ...values, drug_licence_valid_to: '2026-02-28' }))).toEqual({
      drug_licence_valid_to: licenceFieldMessages.validToPast,
    });
  });

  it('shows the contract’s message for a malformed PIN or FSSAI number', () => {
    const result = retailerProfileForm(retailerAccount(), TODAY).safeParse({
      ...shopFields,
      ...noLicence,
      drug_licence_20: 'KA-B12-20-123456',
      drug_licence_valid_to: '2027-03-31',
      drug_licence_pin: '56001',
      fssai_licence: '1234',
    });
    expect(problemsOf(result)).toEqual({
      drug_licence_pin: licenceFieldMessages.pin,
      fssai_licence: licenceFieldMessages.fssai,
    });
  });

  it('sends only the licence fields the retailer changed, an emptied one as a clearing null', () => {
    const stored = licensedRetailer({ fssai_licence: '12345678901234' });
    const values = retailerProfileForm(stored, TODAY).parse({
      ...shopFields,
      ...retailerLicenceValues(stored),
      drug_licence_21: 'KA-B12-21-654321',
      fssai_licence: '',
    });
    const changes = retailerProfileChanges(values, stored);
    expect(changes).toEqual({ ...shopFields, drug_licence_21: 'KA-B12-21-654321', fssai_licence: null });
  });
});

describe('licence status shown in settings', () => {
  it('shows an approved licence past its date as expired', () => {
    expect(shownLicenceStatus({ licence_status: 'approved', drug_licence_valid_to: '2026-11-23' }, TODAY)).toBe(
      'expired',
    );
    expect(shownLicenceStatus({ licence_status: 'approved', drug_licence_valid_to: TODAY }, TODAY)).toBe('approved');
    expect(shownLicenceStatus({ licence_status: 'expired', drug_licence_valid_to: '2026-11-23' }, TODAY)).toBe(
      'expired',
    );
    expect(shownLicenceStatus({ licence_status: 'pending', drug_licence_valid_to: '2020-01-01' }, TODAY)).toBe(
      'pending',
    );
  });
});
