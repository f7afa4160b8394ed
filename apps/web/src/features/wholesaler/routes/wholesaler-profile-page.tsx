import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function WholesalerProfilePage() {
  return (
    <div>
      <title>Wholesaler Profile · Wholesale Marketplace</title>
      <PageHeading title="Wholesaler Profile" description="A wholesaler's company details and products." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
