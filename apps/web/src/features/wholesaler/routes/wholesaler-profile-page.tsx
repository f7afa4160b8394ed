import { useParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { parseRouteId } from '@marketplace/contract';
import { Spinner } from '../../../components/ui/spinner';
import { profileErrorText, useWholesalerProfile } from '../api/get-wholesaler-profile';
import { WholesalerCard } from '../components/wholesaler-card';
import { WholesalerProducts } from '../components/wholesaler-products';

/** /wholesaler/{wholesalerId}: the public profile with the wholesaler's products (spec section 2). */
export function WholesalerProfilePage() {
  const wholesalerId = parseRouteId(useParams().wholesalerId);
  const query = useWholesalerProfile(wholesalerId ?? 0, wholesalerId !== null);

  if (wholesalerId === null || query.isError) {
    const text = wholesalerId === null ? 'Wholesaler not found.' : profileErrorText(query.error);
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
        <title>Wholesaler · Wholesale Marketplace</title>
        <CircleAlert aria-hidden="true" className="size-10 text-danger-700" />
        <p className="text-lg font-semibold text-neutral-900">{text}</p>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner size="lg" label="Loading..." />
      </div>
    );
  }

  const profile = query.data;
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <title>{`${profile.company_name} · Wholesale Marketplace`}</title>
      <aside className="lg:sticky lg:top-24">
        <WholesalerCard profile={profile} />
      </aside>
      <section aria-labelledby="creations-heading" className="grid content-start gap-4">
        <h2 id="creations-heading" className="text-xl font-semibold text-neutral-900 sm:text-2xl">
          {profile.company_name} Creations
        </h2>
        <WholesalerProducts products={profile.products} total={profile.product_count} />
      </section>
    </div>
  );
}
