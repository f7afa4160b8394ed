import type { PRODUCT_TYPES, Regulation } from '@marketplace/contract';

export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface CategoryDefinition {
  name: string;
  /** A lucide icon name, drawn by the web app on the featured categories. */
  icon: string;
  productType: ProductType;
  /** The middle part of a demo sku, e.g. STC-ELE-0012. */
  skuCode: string;
  /** Defaults for the category's products: the HSN heading most of them fall under and its GST rate. */
  hsnCode: string;
  gstRate: number;
  regulation: Regulation;
}

/** One category per product type of the specification. */
export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    name: 'Medicine',
    icon: 'pill',
    productType: 'medicine',
    skuCode: 'MED',
    hsnCode: '300490',
    gstRate: 5,
    regulation: 'drug',
  },
  {
    name: 'Mobiles',
    icon: 'smartphone',
    productType: 'mobile',
    skuCode: 'MOB',
    hsnCode: '851713',
    gstRate: 18,
    regulation: 'none',
  },
  {
    name: 'Home Appliances',
    icon: 'refrigerator',
    productType: 'home_appliance',
    skuCode: 'HAP',
    hsnCode: '850940',
    gstRate: 18,
    regulation: 'none',
  },
  {
    name: 'Clothing',
    icon: 'shirt',
    productType: 'clothing',
    skuCode: 'CLO',
    hsnCode: '610910',
    gstRate: 5,
    regulation: 'none',
  },
  {
    name: 'Electronics',
    icon: 'cpu',
    productType: 'electronics',
    skuCode: 'ELE',
    hsnCode: '851830',
    gstRate: 18,
    regulation: 'none',
  },
  {
    name: 'Furniture',
    icon: 'sofa',
    productType: 'furniture',
    skuCode: 'FUR',
    hsnCode: '940360',
    gstRate: 18,
    regulation: 'none',
  },
  {
    name: 'Toys',
    icon: 'toy-brick',
    productType: 'toys',
    skuCode: 'TOY',
    hsnCode: '950300',
    gstRate: 5,
    regulation: 'none',
  },
  {
    name: 'Other',
    icon: 'package',
    productType: 'other',
    skuCode: 'OTH',
    hsnCode: '392690',
    gstRate: 18,
    regulation: 'none',
  },
];
