import type { PRODUCT_TYPES } from '@marketplace/contract';

export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface CategoryDefinition {
  name: string;
  /** A lucide icon name, drawn by the web app on the featured categories. */
  icon: string;
  productType: ProductType;
  /** The middle part of a demo sku, e.g. STC-ELE-0012. */
  skuCode: string;
}

/** One category per product type of the specification. */
export const CATEGORIES: readonly CategoryDefinition[] = [
  { name: 'Medicine', icon: 'pill', productType: 'medicine', skuCode: 'MED' },
  { name: 'Mobiles', icon: 'smartphone', productType: 'mobile', skuCode: 'MOB' },
  { name: 'Home Appliances', icon: 'refrigerator', productType: 'home_appliance', skuCode: 'HAP' },
  { name: 'Clothing', icon: 'shirt', productType: 'clothing', skuCode: 'CLO' },
  { name: 'Electronics', icon: 'cpu', productType: 'electronics', skuCode: 'ELE' },
  { name: 'Furniture', icon: 'sofa', productType: 'furniture', skuCode: 'FUR' },
  { name: 'Toys', icon: 'toy-brick', productType: 'toys', skuCode: 'TOY' },
  { name: 'Other', icon: 'package', productType: 'other', skuCode: 'OTH' },
];
