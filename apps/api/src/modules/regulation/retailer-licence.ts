import { eq } from 'drizzle-orm';
import {
  purchaseRefusal,
  regulationMessages,
  type RegulatedProduct,
  type RetailerDrugLicence,
} from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { retailerProfiles } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

type Licensed = Pick<
  typeof retailerProfiles.$inferSelect,
  'drugLicence20' | 'drugLicence21' | 'drugLicenceValidTo' | 'drugLicencePin' | 'licenceStatus'
>;

export const toDrugLicence = (row: Licensed): RetailerDrugLicence => ({
  form20: row.drugLicence20,
  form21: row.drugLicence21,
  validTo: row.drugLicenceValidTo,
  pin: row.drugLicencePin,
  status: row.licenceStatus,
});

/** The retailer's drug licence as stored, or null for an account without a retailer profile. */
export async function retailerDrugLicence(db: Database | Tx, retailerId: number) {
  const [row] = await db
    .select({
      drugLicence20: retailerProfiles.drugLicence20,
      drugLicence21: retailerProfiles.drugLicence21,
      drugLicenceValidTo: retailerProfiles.drugLicenceValidTo,
      drugLicencePin: retailerProfiles.drugLicencePin,
      licenceStatus: retailerProfiles.licenceStatus,
    })
    .from(retailerProfiles)
    .where(eq(retailerProfiles.userId, retailerId))
    .limit(1);
  return row ? toDrugLicence(row) : null;
}

/** Refuses a drug product to a retailer whose licence does not cover it (400, on `field`). */
export function assertMayBuy(product: RegulatedProduct, licence: RetailerDrugLicence | null, field: string) {
  const refusal = purchaseRefusal(product, licence);
  if (refusal) throw new AppError('validation', refusal, { [field]: [refusal] });
}

/** Medicines travel only to the PIN code of the licensed premises. */
export function assertLicensedPremises(
  products: RegulatedProduct[],
  licence: RetailerDrugLicence | null,
  shippingPin: string,
) {
  if (!products.some((product) => product.regulation === 'drug')) return;
  const pin = licence?.pin;
  if (pin && pin !== shippingPin) {
    const message = regulationMessages.licensedPremises(pin);
    throw new AppError('validation', message, { portal_code: [message] });
  }
}
