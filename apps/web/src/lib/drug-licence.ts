import { purchaseRefusal, type Product, type RetailerDrugLicence, type RetailerProfile } from '@marketplace/contract';

/** The retailer's drug licence as the contract's rules read it; they expire it from the day after its validity date. */
export const retailerDrugLicence = (profile: RetailerProfile): RetailerDrugLicence => ({
  form20: profile.drug_licence_20,
  form21: profile.drug_licence_21,
  validTo: profile.drug_licence_valid_to,
  pin: profile.drug_licence_pin,
  status: profile.licence_status,
});

export type NoticeProduct = Pick<Product, 'name' | 'regulation' | 'drug_schedule'>;

/** Who looks at a product: a visitor, a retailer with its licence (null if unknown), or a seller or administrator. */
export type ProductViewer =
  { kind: 'visitor' } | { kind: 'retailer'; licence: RetailerDrugLicence | null } | { kind: 'other' };

/** The settings page opens its profile tab at the licences when its address ends with this fragment. */
export const LICENCES_SECTION_ID = 'licences';
const licenceSettingsPath = `/settings#${LICENCES_SECTION_ID}` as const;

/** Where the notice's link leads: visitors sign in first, retailers add the licence in Settings. */
export type DrugNoticeLink = '/login' | typeof licenceSettingsPath | null;

/**
 * The "For licensed pharmacies only" notice of a medicine, or null when there is none: other goods have
 * none, and neither has a medicine the retailer's licence allows it to buy. Sellers and administrators
 * see the notice without a link, as they do not buy.
 */
export function drugNotice(
  product: NoticeProduct,
  viewer: ProductViewer,
  today?: string,
): { link: DrugNoticeLink } | null {
  if (product.regulation !== 'drug') return null;
  if (viewer.kind === 'visitor') return { link: '/login' };
  if (viewer.kind === 'other') return { link: null };
  const refusal = purchaseRefusal(
    { name: product.name, regulation: product.regulation, drugSchedule: product.drug_schedule },
    viewer.licence,
    today,
  );
  return refusal === null ? null : { link: licenceSettingsPath };
}
