import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function InventoryPage() {
  return (
    <div>
      <title>Inventory · Wholesale Marketplace</title>
      <PageHeading title="Inventory" description="Your products and their stock." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
