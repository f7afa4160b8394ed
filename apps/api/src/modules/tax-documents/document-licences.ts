import type { DocumentLicence } from '@marketplace/contract';
import type { orderItems, retailerProfiles, wholesalerProfiles } from '../../db/schema.js';

type Item = Pick<typeof orderItems.$inferSelect, 'regulation'>;
type SellerLicences = Pick<
  typeof wholesalerProfiles.$inferSelect,
  'drugLicence20b' | 'drugLicence21b' | 'fssaiLicence'
>;
type BuyerLicences = Pick<typeof retailerProfiles.$inferSelect, 'drugLicence20' | 'drugLicence21'>;

const present = (licences: ReadonlyArray<readonly [DocumentLicence['kind'], string | null]>): DocumentLicence[] =>
  licences.flatMap(([kind, number]) => (number ? [{ kind, number }] : []));

/** The licence numbers an invoice of these goods prints: drug licences for medicines, FSSAI for food. */
export function documentLicences(items: Item[], seller: SellerLicences, buyer: BuyerLicences | undefined) {
  const drugs = items.some((item) => item.regulation === 'drug');
  const food = items.some((item) => item.regulation === 'food');
  return {
    supplier: present([
      ...(drugs
        ? ([
            ['20B', seller.drugLicence20b],
            ['21B', seller.drugLicence21b],
          ] as const)
        : []),
      ...(food ? ([['FSSAI', seller.fssaiLicence]] as const) : []),
    ]),
    recipient:
      drugs && buyer
        ? present([
            ['20', buyer.drugLicence20],
            ['21', buyer.drugLicence21],
          ])
        : [],
  };
}
