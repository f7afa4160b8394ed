import type { ORDER_STATUSES } from '../constants.js';
import { indiaDate } from '../gst/financial-year.js';

/** What selling a category's goods needs: nothing, a drug licence on both sides, or the seller's FSSAI licence. */
export const REGULATIONS = ['none', 'drug', 'food'] as const;
export type Regulation = (typeof REGULATIONS)[number];

/** Schedules a drug product may carry here; Schedule X (Form 20F/20G) is not sold at all. */
export const DRUG_SCHEDULES = ['none', 'H', 'H1', 'C', 'C1'] as const;
export type DrugSchedule = (typeof DRUG_SCHEDULES)[number];

/** Stored review states of a retailer's drug licence; `expired` is derived from its validity date. */
export const STORED_LICENCE_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type StoredLicenceStatus = (typeof STORED_LICENCE_STATUSES)[number];
export const LICENCE_STATUSES = [...STORED_LICENCE_STATUSES, 'expired'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** A medicine must have at least this many days left before its expiry date on the day it ships. */
export const MIN_DRUG_SHELF_DAYS = 90;
/** The longest batch number an order line keeps. */
export const BATCH_NO_MAX_LENGTH = 40;

/** From `shipped` on the goods have left: medicines and food need their batch and expiry by then. */
export const shipsGoods = (status: (typeof ORDER_STATUSES)[number]) => status === 'shipped' || status === 'delivered';

export const regulationMessages = {
  notice: 'For licensed pharmacies only',
  noticeLink: 'Add your drug licence in Settings',
  needsForm20: (name: string) => `A valid drug licence (Form 20) is needed to buy ${name}.`,
  needsForm21: (name: string) => `A valid drug licence in Form 21 is needed to buy ${name}.`,
  licensedPremises: (pin: string) => `Medicines can only be delivered to the licensed premises (PIN ${pin}).`,
  scheduleX: 'Schedule X drugs cannot be sold on this marketplace.',
  scheduleInvalid: `Drug schedule must be one of ${DRUG_SCHEDULES.join(', ')}.`,
  scheduleOnlyForDrugs: 'Only products of a medicine category have a drug schedule.',
  sellerNeeds20B: 'Add your drug licence in Form 20B in Settings before listing medicines.',
  sellerNeeds21B: 'Add your drug licence in Form 21B in Settings before listing Schedule C or C1 drugs.',
  sellerNeedsFssai: 'Add your FSSAI licence in Settings before listing food products.',
  batchRequired: (name: string) => `Enter the batch number of ${name}.`,
  expiryRequired: (name: string) => `Enter the expiry date of ${name}.`,
  drugShelfLife: (name: string, expiry: string) =>
    `${name} expires on ${expiry}: a medicine needs at least ${MIN_DRUG_SHELF_DAYS} days before its expiry when it ships.`,
  foodExpired: (name: string, expiry: string) => `${name} expires on ${expiry}: food past its expiry cannot ship.`,
} as const;

/** The drug licence a retailer holds, as stored or as its profile shows it. */
export interface RetailerDrugLicence {
  form20: string | null;
  form21: string | null;
  validTo: string | null;
  pin: string | null;
  status: LicenceStatus;
}

export interface RegulatedProduct {
  name: string;
  regulation: Regulation;
  drugSchedule: DrugSchedule;
}

/** An approved licence is valid through its `validTo` date and expired from the day after (India's calendar). */
export function licenceStatusOn(
  licence: Pick<RetailerDrugLicence, 'status' | 'validTo'>,
  today: string = indiaDate(new Date()),
): LicenceStatus {
  if (licence.status === 'approved' && licence.validTo !== null && licence.validTo < today) return 'expired';
  return licence.status;
}

export const needsForm21 = (schedule: DrugSchedule) => schedule === 'C' || schedule === 'C1';

/** Why this retailer may not buy this product, or null when it may. Non-drug products are open to everyone. */
export function purchaseRefusal(
  product: RegulatedProduct,
  licence: RetailerDrugLicence | null,
  today: string = indiaDate(new Date()),
): string | null {
  if (product.regulation !== 'drug') return null;
  const usable = licence !== null && licenceStatusOn(licence, today) === 'approved';
  if (needsForm21(product.drugSchedule)) {
    return usable && licence.form21 ? null : regulationMessages.needsForm21(product.name);
  }
  return usable && licence.form20 ? null : regulationMessages.needsForm20(product.name);
}

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/** Why a regulated line cannot ship with this expiry date on `shipDay`, or null when it can. */
export function shelfLifeProblem(
  product: Pick<RegulatedProduct, 'name' | 'regulation'>,
  expiryDate: string,
  shipDay: string = indiaDate(new Date()),
): string | null {
  const daysLeft = dayNumber(expiryDate) - dayNumber(shipDay);
  if (product.regulation === 'drug' && daysLeft < MIN_DRUG_SHELF_DAYS)
    return regulationMessages.drugShelfLife(product.name, expiryDate);
  if (product.regulation === 'food' && daysLeft < 0) return regulationMessages.foodExpired(product.name, expiryDate);
  return null;
}

export const needsBatch = (regulation: Regulation) => regulation !== 'none';
