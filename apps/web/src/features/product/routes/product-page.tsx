import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function ProductPage() {
  return (
    <div>
      <title>Product Details · Wholesale Marketplace</title>
      <PageHeading title="Product Details" description="Photos, price, stock and reviews of a product." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
