import { UserPen } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePendingProfileChanges } from '../api/pending-profile-changes';
import { PendingProfileChangeCard } from './pending-profile-change-card';

export function PendingProfileChangesList() {
  const pending = usePendingProfileChanges();
  if (pending.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading profile changes">
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (pending.isError) {
    return (
      <LoadError
        title="We could not load the profile changes waiting for approval"
        query={pending}
        retryLabel="Try again"
      />
    );
  }
  const { changes } = pending.data;
  if (changes.length === 0) {
    return (
      <EmptyState
        icon={<UserPen aria-hidden="true" />}
        title="No profile changes are waiting for approval."
        description="Changes of GSTIN, PAN, company name or licences by verified accounts will appear here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {changes.map((request) => (
        <PendingProfileChangeCard key={request.id} request={request} />
      ))}
    </div>
  );
}
