import { PRODUCT_TYPES } from '@marketplace/contract';

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Readable names of the product type enumeration (spec section 3). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  medicine: 'Medicine',
  mobile: 'Mobile',
  home_appliance: 'Home Appliance',
  clothing: 'Clothing',
  electronics: 'Electronics',
  furniture: 'Furniture',
  toys: 'Toys',
  other: 'Other',
};

export const productTypeOptions = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));
