import type { PendingLicence } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatLongDate } from '../../../lib/format-date';
import { useDecideLicence, type LicenceDecision } from '../api/pending-licences';
import { DetailItem } from './detail-item';
import { LicenceScanView } from './licence-scan-view';
import { RejectDialog } from './reject-dialog';

const notGiven = 'Not given';

function LicenceNumber({ value }: { value: string | null }) {
  return value ? <span className="font-mono">{value}</span> : notGiven;
}

/** A retailer's drug licence as submitted, with the administrator's two answers. */
export function PendingLicenceCard({ licence }: { licence: PendingLicence }) {
  const decide = useDecideLicence();
  const busy = decide.isPending;
  const pendingDecision = decide.variables?.decision;

  function submit(decision: LicenceDecision) {
    decide.mutate(
      { id: licence.id, decision, version: licence.version },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: decision === 'approve' ? 'Licence approved' : 'Licence rejected',
            description: licence.shop_name,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'The decision was not saved', description: error.message }),
      },
    );
  }

  const contact = `${licence.first_name} ${licence.last_name}`.trim();
  return (
    <Card role="article" aria-label={`Licence of ${licence.shop_name}, ${licence.email}`}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{licence.shop_name}</CardTitle>
          <Badge variant="warning">Awaiting approval</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="text-xs font-medium tracking-wide text-neutral-500 uppercase">Licence scan</h3>
          <LicenceScanView
            retailerId={licence.id}
            version={licence.version}
            path={licence.licence_scan}
            shopName={licence.shop_name}
          />
        </div>
        <dl className="grid content-start gap-4 sm:grid-cols-2">
          <DetailItem label="Email">
            <a href={`mailto:${licence.email}`} className="text-primary-700 hover:underline">
              {licence.email}
            </a>
          </DetailItem>
          <DetailItem label="Contact name">{contact || notGiven}</DetailItem>
          <DetailItem label="Drug licence (Form 20)">
            <LicenceNumber value={licence.drug_licence_20} />
          </DetailItem>
          <DetailItem label="Drug licence (Form 21)">
            <LicenceNumber value={licence.drug_licence_21} />
          </DetailItem>
          <DetailItem label="Valid to">
            {licence.drug_licence_valid_to ? formatLongDate(licence.drug_licence_valid_to) : notGiven}
          </DetailItem>
          <DetailItem label="PIN of licensed premises">
            <LicenceNumber value={licence.drug_licence_pin} />
          </DetailItem>
          <DetailItem label="FSSAI licence">
            <LicenceNumber value={licence.fssai_licence} />
          </DetailItem>
          <DetailItem label="Submitted">
            {licence.submitted_at ? formatLongDate(licence.submitted_at) : notGiven}
          </DetailItem>
          <DetailItem label="Address" wide>
            {licence.address || notGiven}
          </DetailItem>
        </dl>
      </CardContent>
      <div className="flex flex-wrap justify-end gap-3 border-t border-neutral-100 px-5 py-4 sm:px-6">
        <RejectDialog
          title={`Reject the licence of ${licence.shop_name}?`}
          description="The retailer cannot buy medicines until it updates the licence details and an administrator approves them."
          confirmLabel="Reject licence"
          busy={busy}
          onConfirm={() => submit('reject')}
        />
        <Button
          variant="success"
          loading={busy && pendingDecision === 'approve'}
          disabled={busy || !licence.licence_scan}
          onClick={() => submit('approve')}
        >
          Approve
        </Button>
      </div>
    </Card>
  );
}
