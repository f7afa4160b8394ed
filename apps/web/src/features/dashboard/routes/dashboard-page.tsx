import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';

export function DashboardPage() {
  return (
    <div>
      <title>Dashboard · Wholesale Marketplace</title>
      <PageHeading title="Dashboard" description="Your sales, revenue, pending orders and top customers." />
      <EmptyState icon={<Construction aria-hidden="true" />} title="This section is being set up." />
    </div>
  );
}
