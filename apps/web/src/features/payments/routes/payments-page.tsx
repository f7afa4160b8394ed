import { PageHeading } from '../../../components/ui/page-heading';
import { RoleOnly } from '../../../components/ui/role-only';
import { BalanceCards } from '../components/balance-cards';
import { PayoutDetailsNotice } from '../components/payout-details-notice';
import { PayoutsSection } from '../components/payouts-section';
import { StatementSection } from '../components/statement-section';

/** The wholesaler's money: balances, the monthly statement and the payouts (issue 55). Month and page in the URL. */
export function PaymentsPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <title>Payments · Wholesale Marketplace</title>
      <PageHeading
        className="mb-0"
        title="Payments"
        description="Money from your orders is held until the claim window closes, then paid out to your bank account."
      />
      <RoleOnly role="wholesaler" denied="Only wholesalers receive payments.">
        <div className="grid gap-4">
          <PayoutDetailsNotice />
          <BalanceCards />
        </div>
        <StatementSection />
        <PayoutsSection />
      </RoleOnly>
    </div>
  );
}
