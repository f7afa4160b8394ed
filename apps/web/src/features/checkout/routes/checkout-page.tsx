import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function CheckoutPage() {
  return (
    <div>
      <title>Checkout · Wholesale Marketplace</title>
      <PageHeading title="Checkout" description="Shipping details and payment for your order." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
