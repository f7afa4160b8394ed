import type { Tx } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import type { ProductType } from './categories.js';
import { renderMonogramLogo, type LogoStyle } from './monogram-logo.js';

interface BrandDefinition {
  name: string;
  slug: string;
  logo: LogoStyle;
  productTypes: readonly ProductType[];
}

/** Invented names that sound at home in an Indian market without borrowing anyone's trademark. */
const BRANDS: readonly BrandDefinition[] = [
  {
    name: 'Nirmaya Wellness',
    slug: 'nirmaya-wellness',
    logo: { background: '#0f766e', foreground: '#ecfdf5', shape: 'circle' },
    productTypes: ['medicine'],
  },
  {
    name: 'Dhanvi Pharma',
    slug: 'dhanvi-pharma',
    logo: { background: '#1d4ed8', foreground: '#eff6ff', shape: 'rounded-square' },
    productTypes: ['medicine', 'other'],
  },
  {
    name: 'Tarang Telecom',
    slug: 'tarang-telecom',
    logo: { background: '#7c3aed', foreground: '#f5f3ff', shape: 'diamond' },
    productTypes: ['mobile', 'electronics'],
  },
  {
    name: 'Voltika',
    slug: 'voltika',
    logo: { background: '#f59e0b', foreground: '#1c1917', shape: 'circle' },
    productTypes: ['mobile', 'electronics', 'home_appliance'],
  },
  {
    name: 'Himsheetal Appliances',
    slug: 'himsheetal-appliances',
    logo: { background: '#0284c7', foreground: '#f0f9ff', shape: 'rounded-square' },
    productTypes: ['home_appliance'],
  },
  {
    name: 'Kavach Electricals',
    slug: 'kavach-electricals',
    logo: { background: '#b91c1c', foreground: '#fef2f2', shape: 'diamond' },
    productTypes: ['electronics', 'home_appliance'],
  },
  {
    name: 'Rangoli Threads',
    slug: 'rangoli-threads',
    logo: { background: '#db2777', foreground: '#fdf2f8', shape: 'circle' },
    productTypes: ['clothing'],
  },
  {
    name: 'Saanjh Apparel',
    slug: 'saanjh-apparel',
    logo: { background: '#ea580c', foreground: '#fff7ed', shape: 'rounded-square' },
    productTypes: ['clothing'],
  },
  {
    name: 'Lakdi Craft',
    slug: 'lakdi-craft',
    logo: { background: '#92400e', foreground: '#fef3c7', shape: 'rounded-square' },
    productTypes: ['furniture'],
  },
  {
    name: 'Shilpkar Interiors',
    slug: 'shilpkar-interiors',
    logo: { background: '#44403c', foreground: '#fafaf9', shape: 'diamond' },
    productTypes: ['furniture'],
  },
  {
    name: 'Khilona Junction',
    slug: 'khilona-junction',
    logo: { background: '#16a34a', foreground: '#fefce8', shape: 'circle' },
    productTypes: ['toys'],
  },
  {
    name: 'Gharelu Essentials',
    slug: 'gharelu-essentials',
    logo: { background: '#4d7c0f', foreground: '#f7fee7', shape: 'rounded-square' },
    productTypes: ['other', 'toys'],
  },
];

export interface SeededBrand {
  id: number;
  name: string;
  productTypes: readonly ProductType[];
}

/** Inserts the brands with their monogram logos; returns them for the product generator. */
export async function seedBrands(tx: Tx, storage: MediaStorage): Promise<SeededBrand[]> {
  const values = await Promise.all(
    BRANDS.map(async (brand) => {
      const icon = `brands/${brand.slug}.webp`;
      await storage.put(icon, await renderMonogramLogo(brand.name, brand.logo));
      return { name: brand.name, icon };
    }),
  );
  const rows = await tx.insert(brands).values(values).returning({ id: brands.id, name: brands.name });
  return rows.map((row) => ({
    ...row,
    productTypes: BRANDS.find((brand) => brand.name === row.name)?.productTypes ?? [],
  }));
}
