import {
  defaultInvoicePrefix,
  licenceStatusOn,
  gstStateByCode,
  stateCodeOfGstin,
  toRupees,
  reviewedChangePaths,
  type PendingProfileChanges,
  type ProfileResponse,
  type RetailerProfile,
  type WholesalerProfile,
  type PayoutDetails,
} from '@marketplace/contract';
import type { retailerProfiles, users, wholesalerProfiles } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';

type UserRow = typeof users.$inferSelect;
type WholesalerRow = typeof wholesalerProfiles.$inferSelect;
type RetailerRow = typeof retailerProfiles.$inferSelect;

export const isVerified = (user: Pick<UserRow, 'verificationStatus'>) => user.verificationStatus === 'verified';

export function toWholesalerProfile(user: UserRow, profile: WholesalerRow, storage: MediaStorage): WholesalerProfile {
  return {
    company_name: profile.companyName,
    logo: profile.logo ? storage.url(profile.logo) : null,
    gst_number: profile.gstNumber,
    address: profile.address,
    company_description: profile.companyDescription,
    years_in_business: profile.yearsInBusiness,
    contact_number: user.contactNumber,
    state_code: stateCodeOfGstin(profile.gstNumber),
    state_name: gstStateByCode(stateCodeOfGstin(profile.gstNumber))?.state_name ?? '',
    invoice_prefix: profile.invoicePrefix ?? defaultInvoicePrefix(profile.companyName),
    turnover_above_5_crore: profile.turnoverAbove5Crore,
    min_order_value: toRupees(profile.minOrderValuePaise),
    drug_licence_20b: profile.drugLicence20b,
    drug_licence_21b: profile.drugLicence21b,
    fssai_licence: profile.fssaiLicence,
  };
}

export function toRetailerProfile(user: UserRow, profile: RetailerRow): RetailerProfile {
  return {
    shop_name: profile.shopName,
    contact_number: user.contactNumber,
    address: profile.address,
    gst_number: profile.gstNumber,
    license_number: profile.licenseNumber,
    pan_card: profile.panCard,
    drug_licence_20: profile.drugLicence20,
    drug_licence_21: profile.drugLicence21,
    drug_licence_valid_to: profile.drugLicenceValidTo,
    drug_licence_pin: profile.drugLicencePin,
    fssai_licence: profile.fssaiLicence,
    licence_status: licenceStatusOn({ status: profile.licenceStatus, validTo: profile.drugLicenceValidTo }),
    licence_scan: profile.licenceScan ? reviewedChangePaths.licenceScan(user.id) : null,
  };
}

export function toProfileResponse(
  user: UserRow,
  wholesaler: WholesalerRow | null,
  retailer: RetailerRow | null,
  storage: MediaStorage,
  pendingChanges: PendingProfileChanges = null,
  payoutDetails: PayoutDetails | null = null,
): ProfileResponse {
  const account = {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    verified: isVerified(user),
  };
  if (user.userType === 'wholesaler' && wholesaler) {
    return {
      ...account,
      user_type: 'wholesaler',
      verification_status: user.verificationStatus,
      ...toWholesalerProfile(user, wholesaler, storage),
      pending_changes: pendingChanges,
      payout_details: payoutDetails,
    };
  }
  if (user.userType === 'retailer' && retailer) {
    return {
      ...account,
      user_type: 'retailer',
      ...toRetailerProfile(user, retailer),
      pending_changes: pendingChanges,
    };
  }
  return { ...account, user_type: 'admin' };
}
