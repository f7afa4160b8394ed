import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './current-profile';
import { drugNotice, retailerDrugLicence, type NoticeProduct } from './drug-licence';
import { isBuyer, useSession } from './session';

/**
 * The notice a medicine shows to the person looking at it. A signed-in buyer's licence comes from its own
 * profile (one cached request for the whole page); until it has loaded no notice shows, so a licensed
 * pharmacy never sees one flash by.
 */
export function useDrugNotice(product: NoticeProduct) {
  const session = useSession();
  const buyer = session.isLoggedIn && isBuyer(session);
  const medicine = product.regulation === 'drug';
  const profile = useQuery({ ...profileQueryOptions(), enabled: buyer && medicine });
  if (!medicine) return null;
  if (!session.isLoggedIn) return drugNotice(product, { kind: 'visitor' });
  if (!buyer) return drugNotice(product, { kind: 'other' });
  if (profile.isPending) return null;
  const licence = profile.data?.user_type === 'retailer' ? retailerDrugLicence(profile.data) : null;
  return drugNotice(product, { kind: 'retailer', licence });
}
