import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function OrderDetailsPage() {
  return (
    <div>
      <title>Order Details · Wholesale Marketplace</title>
      <PageHeading title="Order Details" description="Items, payment and delivery status of an order." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
