import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { BalanceCards } from '../components/balance-cards';
import { PayoutDetailsNotice } from '../components/payout-details-notice';
import { PayoutsSection } from '../components/payouts-section';
import { StatementSection } from '../components/statement-section';

/** The wholesaler's money: balances, the monthly statement and the payouts (issue 55). Month and page in the URL. */
export function PaymentsPage() {
  const { userType } = useSession();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <title>Payments · Wholesale Marketplace</title>
      <PageHeading
        className="mb-0"
        title="Payments"
        description="Money from your orders is held until the claim window closes, then paid out to your bank account."
      />
      {userType === 'wholesaler' ? (
        <>
          <div className="grid gap-4">
            <PayoutDetailsNotice />
            <BalanceCards />
          </div>
          <StatementSection />
          <PayoutsSection />
        </>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Only wholesalers receive payments.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
