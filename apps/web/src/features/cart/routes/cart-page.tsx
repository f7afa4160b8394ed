import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function CartPage() {
  return (
    <div>
      <title>Your Cart · Wholesale Marketplace</title>
      <PageHeading title="Your Cart" description="The products you are about to order." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
