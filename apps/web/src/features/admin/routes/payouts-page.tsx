import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { PayoutsSection } from '../components/payouts-section';
import { RunPayoutsPanel } from '../components/run-payouts-panel';
import { TaxReturnsDownloads } from '../components/tax-returns-downloads';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PayoutsPage() {
  const { userType } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <title>Payouts · Wholesale Marketplace</title>
      <PageHeading
        title="Payouts"
        description="Pay sellers the money their orders released: run the payouts, upload the bank file to the bank, then mark each payout paid with the bank’s UTR, or failed."
      />
      {userType === 'admin' ? (
        <div className="grid gap-10">
          <Section id="run-payouts-heading" title="Run payouts">
            <RunPayoutsPanel />
          </Section>
          <Section id="payouts-heading" title="Payouts">
            <PayoutsSection />
          </Section>
          <Section id="tax-returns-heading" title="GST TCS and income-tax TDS">
            <TaxReturnsDownloads />
          </Section>
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Only administrators can see payouts.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
