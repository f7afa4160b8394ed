import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users, wholesalerProfiles } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import type { ProductType } from './categories.js';
import { renderMonogramLogo, type LogoStyle } from './monogram-logo.js';

interface WholesalerBrand {
  companyName: string;
  slug: string;
  skuPrefix: string;
  logo: LogoStyle;
  productTypes: readonly ProductType[];
}

/** The demo wholesaler's account and profile come from demo-accounts.ts; the catalogue adds its logo. */
const SHAH_TRADING: WholesalerBrand = {
  companyName: 'Shah Trading Company',
  slug: 'shah-trading-company',
  skuPrefix: 'STC',
  logo: { background: '#1e3a8a', foreground: '#fde68a', shape: 'rounded-square' },
  productTypes: ['electronics', 'home_appliance', 'mobile', 'toys', 'other'],
};

const OTHER_WHOLESALERS = [
  {
    brand: {
      companyName: 'Deccan Supplies Pvt. Ltd.',
      slug: 'deccan-supplies',
      skuPrefix: 'DSP',
      logo: { background: '#0f766e', foreground: '#ccfbf1', shape: 'circle' },
      productTypes: ['medicine', 'mobile', 'electronics', 'other'],
    },
    account: {
      email: 'orders@deccan-supplies.example.com',
      firstName: 'Srinivas',
      lastName: 'Reddy',
      contactNumber: '9848012345',
    },
    profile: {
      gstNumber: '36AAHCD4821M1Z7',
      address: 'Plot 18, Industrial Development Area, Balanagar, Hyderabad, Telangana 500037',
      companyDescription:
        'Hyderabad distributor of medicines, surgical supplies, mobile phones and accessories for chemists and mobile stores across Telangana and Andhra Pradesh.',
      yearsInBusiness: 12,
      drugLicence20b: 'TS-HYD-20B-2014-04817',
      drugLicence21b: 'TS-HYD-21B-2014-04818',
    },
  },
  {
    brand: {
      companyName: 'Marwar Lifestyle Traders',
      slug: 'marwar-lifestyle-traders',
      skuPrefix: 'MLT',
      logo: { background: '#9a3412', foreground: '#ffedd5', shape: 'diamond' },
      productTypes: ['clothing', 'furniture', 'toys', 'other'],
    },
    account: {
      email: 'sales@marwar-lifestyle.example.com',
      firstName: 'Sunita',
      lastName: 'Bhandari',
      contactNumber: '9414056789',
    },
    profile: {
      gstNumber: '08AAKFM7315Q1ZC',
      address: 'E-42, Basni Industrial Area Phase II, Jodhpur, Rajasthan 342005',
      companyDescription:
        'Jodhpur wholesaler of wooden furniture, ethnic and everyday clothing and toys, supplying boutiques, furniture showrooms and gift shops across North India.',
      yearsInBusiness: 9,
      minOrderValuePaise: 500_000,
    },
  },
] satisfies ReadonlyArray<{ brand: WholesalerBrand; account: object; profile: object }>;

export interface SeededWholesaler {
  id: number;
  companyName: string;
  skuPrefix: string;
  productTypes: readonly ProductType[];
  /** Sells by the case and the slab; the demo wholesaler sells single units, as the documented demo purchase does. */
  wholesaleTerms: boolean;
}

async function storeLogo(storage: MediaStorage, wholesaler: WholesalerBrand): Promise<string> {
  const key = `logos/${wholesaler.slug}.webp`;
  await storage.put(key, await renderMonogramLogo(wholesaler.companyName, wholesaler.logo));
  return key;
}

/** Gives the demo wholesaler a logo and adds two more verified wholesalers with full profiles. */
export async function seedWholesalers(
  tx: Tx,
  storage: MediaStorage,
  { demoWholesalerId, passwordHash }: { demoWholesalerId: number; passwordHash: string },
): Promise<SeededWholesaler[]> {
  const [shahLogo, ...otherLogos] = await Promise.all(
    [SHAH_TRADING, ...OTHER_WHOLESALERS.map((wholesaler) => wholesaler.brand)].map((brand) =>
      storeLogo(storage, brand),
    ),
  );
  await tx.update(wholesalerProfiles).set({ logo: shahLogo }).where(eq(wholesalerProfiles.userId, demoWholesalerId));
  const accounts = await tx
    .insert(users)
    .values(
      OTHER_WHOLESALERS.map(({ account }) => ({
        ...account,
        passwordHash,
        userType: 'wholesaler' as const,
        verificationStatus: 'verified' as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => {
    const account = accounts.find((row) => row.email === email);
    if (!account) throw new Error(`wholesaler ${email} was not created`);
    return account.id;
  };
  await tx.insert(wholesalerProfiles).values(
    OTHER_WHOLESALERS.map(({ account, brand, profile }, index) => ({
      ...profile,
      userId: idOf(account.email),
      companyName: brand.companyName,
      logo: otherLogos[index] ?? null,
    })),
  );
  return [
    { ...SHAH_TRADING, id: demoWholesalerId, wholesaleTerms: false },
    ...OTHER_WHOLESALERS.map(({ account, brand }) => ({ ...brand, id: idOf(account.email), wholesaleTerms: true })),
  ];
}
