import { z } from 'zod';

/**
 * Units of quantity as GST returns and e-invoices name them (the UQC master of the GST portal and of the
 * Invoice Registration Portal), with what each means.
 */
export const QUANTITY_UNIT_NAMES = {
  BAG: 'Bags',
  BAL: 'Bale',
  BDL: 'Bundles',
  BKL: 'Buckles',
  BOU: 'Billion of units',
  BOX: 'Box',
  BTL: 'Bottles',
  BUN: 'Bunches',
  CAN: 'Cans',
  CBM: 'Cubic metres',
  CCM: 'Cubic centimetres',
  CMS: 'Centimetres',
  CTN: 'Cartons',
  DOZ: 'Dozens',
  DRM: 'Drums',
  GGK: 'Great gross',
  GMS: 'Grams',
  GRS: 'Gross',
  GYD: 'Gross yards',
  KGS: 'Kilograms',
  KLR: 'Kilolitres',
  KME: 'Kilometres',
  LTR: 'Litres',
  MLT: 'Millilitres',
  MTR: 'Metres',
  MTS: 'Metric tonnes',
  NOS: 'Numbers',
  OTH: 'Others',
  PAC: 'Packs',
  PCS: 'Pieces',
  PRS: 'Pairs',
  QTL: 'Quintals',
  ROL: 'Rolls',
  SET: 'Sets',
  SQF: 'Square feet',
  SQM: 'Square metres',
  SQY: 'Square yards',
  TBS: 'Tablets',
  TGM: 'Ten grams',
  THD: 'Thousands',
  TON: 'Tonnes',
  TUB: 'Tubes',
  UGS: 'US gallons',
  UNT: 'Units',
  YDS: 'Yards',
} as const;

export type QuantityUnit = keyof typeof QUANTITY_UNIT_NAMES;
export const QUANTITY_UNITS = Object.keys(QUANTITY_UNIT_NAMES) as [QuantityUnit, ...QuantityUnit[]];
/** What a product is counted in unless its seller says otherwise. */
export const DEFAULT_QUANTITY_UNIT: QuantityUnit = 'NOS';

export const QUANTITY_UNIT_MESSAGE = 'Unit must be one of the GST unit codes (NOS, PCS, BOX, KGS, LTR, PAC, SET, …).';

/** A unit as a form or a client sends it: any case, surrounding spaces ignored. */
export const quantityUnit = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(QUANTITY_UNITS, { error: QUANTITY_UNIT_MESSAGE }),
);
