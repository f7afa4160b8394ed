import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
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
    return (
      <Alert variant="destructive">
        <AlertTitle>We could not load your profile</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-3">
          <span>{profile.error.message}</span>
          <Button variant="outline" size="sm" loading={profile.isFetching} onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = profile.data;
  if (data.user_type === 'wholesaler') return <WholesalerProfileForm profile={data} />;
  if (data.user_type === 'retailer') return <RetailerProfileForm profile={data} />;
  return <p className="text-sm text-neutral-600">Administrator accounts have no business profile.</p>;
}
