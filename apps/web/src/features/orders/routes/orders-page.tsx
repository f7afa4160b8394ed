import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function OrdersPage() {
  return (
    <div>
      <title>My Orders · Wholesale Marketplace</title>
      <PageHeading title="My Orders" description="Every order you have placed and its status." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
