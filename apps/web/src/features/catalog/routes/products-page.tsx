import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function ProductsPage() {
  return (
    <div>
      <title>Products · Wholesale Marketplace</title>
      <PageHeading title="Products" description="Browse the catalogue of verified wholesalers." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
