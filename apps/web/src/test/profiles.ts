import type { ProfileResponse, RetailerProfile } from '@marketplace/contract';

type RetailerAccount = Extract<ProfileResponse, { user_type: 'retailer' }>;

/** A retailer's own profile as GET /api/profile answers it; without a drug licence unless `licence` says so. */
export function retailerAccount(licence: Partial<RetailerProfile> = {}): RetailerAccount {
  return {
    id: 7,
    email: 'shop@example.com',
    first_name: 'Asha',
    last_name: 'Rao',
    verified: true,
    user_type: 'retailer',
    shop_name: 'Rao Medicals',
    contact_number: '9876543210',
    address: '12 MG Road, Bengaluru',
    gst_number: '29ABCDE1234F1Z5',
    license_number: 'TL-1234',
    pan_card: 'ABCDE1234F',
    drug_licence_20: null,
    drug_licence_21: null,
    drug_licence_valid_to: null,
    drug_licence_pin: null,
    fssai_licence: null,
    licence_status: 'none',
    licence_scan: null,
    pending_changes: null,
    ...licence,
  };
}

/** A retailer holding an approved Form 20 and Form 21 licence valid for years to come. */
export const licensedRetailer = (licence: Partial<RetailerProfile> = {}) =>
  retailerAccount({
    drug_licence_20: 'KA-B12-20-123456',
    drug_licence_21: 'KA-B12-21-123456',
    drug_licence_valid_to: '2099-12-31',
    drug_licence_pin: '560001',
    licence_status: 'approved',
    ...licence,
  });
