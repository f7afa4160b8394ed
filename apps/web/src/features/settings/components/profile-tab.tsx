import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { profileQueryOptions } from '../../../lib/current-profile';
import { RetailerProfileForm } from './retailer-profile-form';
import { WholesalerProfileForm } from './wholesaler-profile-form';

function ProfileSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label="Loading your profile">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}

export function ProfileTab() {
  const profile = useQuery(profileQueryOptions());
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return <LoadError title="We could not load your profile" query={profile} retryLabel="Try again" />;
  }
  const data = profile.data;
  if (data.user_type === 'wholesaler') return <WholesalerProfileForm profile={data} />;
  if (data.user_type === 'retailer') return <RetailerProfileForm profile={data} />;
  return <p className="text-sm text-neutral-600">Administrator accounts have no business profile.</p>;
}
