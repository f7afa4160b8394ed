import type { PendingWholesaler } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useDecideWholesaler, type VerificationDecision } from '../api/pending-wholesalers';
import { RejectDialog } from './reject-dialog';
import { WholesalerDetails } from './wholesaler-details';

export function PendingWholesalerCard({ wholesaler }: { wholesaler: PendingWholesaler }) {
  const decide = useDecideWholesaler();
  const busy = decide.isPending;
  const pendingDecision = decide.variables?.decision;

  function submit(decision: VerificationDecision) {
    decide.mutate(
      { id: wholesaler.id, decision, version: wholesaler.version },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: decision === 'verify' ? 'Wholesaler approved' : 'Wholesaler rejected',
            description: wholesaler.company_name,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'The decision was not saved', description: error.message }),
      },
    );
  }

  const rejected = wholesaler.verification_status === 'rejected';
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{wholesaler.company_name}</CardTitle>
          <Badge variant={rejected ? 'danger' : 'warning'}>{rejected ? 'Rejected' : 'Awaiting review'}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <WholesalerDetails wholesaler={wholesaler} />
      </CardContent>
      <div className="flex flex-wrap justify-end gap-3 border-t border-neutral-100 px-5 py-4 sm:px-6">
        <RejectDialog
          title={`Reject ${wholesaler.company_name}?`}
          description="The wholesaler will not be able to sell on the marketplace until an administrator approves the profile."
          confirmLabel="Reject wholesaler"
          busy={busy}
          onConfirm={() => submit('reject')}
        />
        <Button
          variant="success"
          loading={busy && pendingDecision === 'verify'}
          disabled={busy}
          onClick={() => submit('verify')}
        >
          Approve
        </Button>
      </div>
    </Card>
  );
}
