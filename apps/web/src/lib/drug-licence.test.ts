import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../test/products';
import { licensedRetailer, retailerAccount } from '../test/profiles';
import { drugNotice, retailerDrugLicence } from './drug-licence';

const TODAY = '2026-11-24';
const medicine = catalogProduct();
const scheduleC = catalogProduct({ name: 'Insulin glargine pen', drug_schedule: 'C' });
const rice = catalogProduct({ name: 'Basmati rice 25 kg', regulation: 'food', drug_schedule: 'none' });
const retailer = (profile: Parameters<typeof retailerDrugLicence>[0]) =>
  ({ kind: 'retailer', licence: retailerDrugLicence(profile) }) as const;

describe('the notice on a medicine', () => {
  it('shows visitors the notice with a way to sign in', () => {
    expect(drugNotice(medicine, { kind: 'visitor' }, TODAY)).toEqual({ link: '/login' });
  });

  it('shows sellers and administrators the notice without a link', () => {
    expect(drugNotice(medicine, { kind: 'other' }, TODAY)).toEqual({ link: null });
  });

  it('points a retailer without a usable licence to Settings', () => {
    for (const profile of [
      retailerAccount(),
      licensedRetailer({ licence_status: 'pending' }),
      licensedRetailer({ licence_status: 'rejected' }),
      licensedRetailer({ licence_status: 'expired' }),
      licensedRetailer({ drug_licence_valid_to: '2026-11-23' }),
    ]) {
      expect(drugNotice(medicine, retailer(profile), TODAY)).toEqual({ link: '/settings#licences' });
    }
    expect(drugNotice(medicine, { kind: 'retailer', licence: null }, TODAY)).toEqual({ link: '/settings#licences' });
  });

  it('is not shown to a retailer whose approved licence covers the product', () => {
    expect(drugNotice(medicine, retailer(licensedRetailer()), TODAY)).toBeNull();
    expect(drugNotice(medicine, retailer(licensedRetailer({ drug_licence_valid_to: TODAY })), TODAY)).toBeNull();
    expect(drugNotice(scheduleC, retailer(licensedRetailer()), TODAY)).toBeNull();
  });

  it('is shown for a Schedule C drug to a retailer approved in Form 20 only', () => {
    const form20Only = licensedRetailer({ drug_licence_21: null });
    expect(drugNotice(medicine, retailer(form20Only), TODAY)).toBeNull();
    expect(drugNotice(scheduleC, retailer(form20Only), TODAY)).toEqual({ link: '/settings#licences' });
  });

  it('is never shown for goods other than medicines', () => {
    expect(drugNotice(rice, { kind: 'visitor' }, TODAY)).toBeNull();
    expect(drugNotice(rice, retailer(retailerAccount()), TODAY)).toBeNull();
  });
});
