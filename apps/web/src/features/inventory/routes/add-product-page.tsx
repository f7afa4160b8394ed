import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function AddProductPage() {
  return (
    <div>
      <title>Add Product · Wholesale Marketplace</title>
      <PageHeading title="Add Product" description="List a new product in your catalogue." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
