import { PageHeading } from '../../../components/ui/page-heading';
import { RoleOnly } from '../../../components/ui/role-only';
import { AdminSection } from '../components/admin-section';
import { PayoutsSection } from '../components/payouts-section';
import { RunPayoutsPanel } from '../components/run-payouts-panel';
import { TaxReturnsDownloads } from '../components/tax-returns-downloads';

export function PayoutsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <title>Payouts · Wholesale Marketplace</title>
      <PageHeading
        title="Payouts"
        description="Pay sellers the money their orders released: run the payouts, upload the bank file to the bank, then mark each payout paid with the bank’s UTR, or failed."
      />
      <RoleOnly role="admin" denied="Only administrators can see payouts.">
        <div className="grid gap-10">
          <AdminSection id="run-payouts-heading" title="Run payouts">
            <RunPayoutsPanel />
          </AdminSection>
          <AdminSection id="payouts-heading" title="Payouts">
            <PayoutsSection />
          </AdminSection>
          <AdminSection id="tax-returns-heading" title="GST TCS and income-tax TDS">
            <TaxReturnsDownloads />
          </AdminSection>
        </div>
      </RoleOnly>
    </div>
  );
}
