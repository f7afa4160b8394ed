import { FileCheck2 } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePendingLicences } from '../api/pending-licences';
import { PendingLicenceCard } from './pending-licence-card';

export function PendingLicencesList() {
  const pending = usePendingLicences();
  if (pending.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading licences">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (pending.isError) {
    return (
      <LoadError title="We could not load the licences waiting for approval" query={pending} retryLabel="Try again" />
    );
  }
  const { licences } = pending.data;
  if (licences.length === 0) {
    return (
      <EmptyState
        icon={<FileCheck2 aria-hidden="true" />}
        title="No licences are waiting for approval."
        description="Drug licences retailers add or change in Settings will appear here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {licences.map((licence) => (
        <PendingLicenceCard key={licence.id} licence={licence} />
      ))}
    </div>
  );
}
