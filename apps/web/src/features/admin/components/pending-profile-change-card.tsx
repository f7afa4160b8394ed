import { ArrowRight } from 'lucide-react';
import type { PendingProfileChange } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatLongDate } from '../../../lib/format-date';
import { useDecideProfileChange, type ProfileChangeDecision } from '../api/pending-profile-changes';
import { RejectDialog } from './reject-dialog';

const shown = (value: string | null) => value ?? 'None';

/** A verified party's requested identity change, old → new; the old values stay in force until approved. */
export function PendingProfileChangeCard({ request }: { request: PendingProfileChange }) {
  const decide = useDecideProfileChange();
  const busy = decide.isPending;
  const pendingDecision = decide.variables?.decision;
  const party = request.user_type === 'wholesaler' ? 'Wholesaler' : 'Retailer';

  function submit(decision: ProfileChangeDecision) {
    decide.mutate(
      { id: request.id, decision, version: request.version },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: decision === 'approve' ? 'Change approved' : 'Change rejected',
            description: request.name,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'The decision was not saved', description: error.message }),
      },
    );
  }

  return (
    <Card role="article" aria-label={`Profile change of ${request.name}, ${request.email}`}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{request.name}</CardTitle>
          <Badge variant="warning">{party} · change requested</Badge>
        </div>
        <p className="text-sm text-neutral-600">
          <a href={`mailto:${request.email}`} className="text-primary-700 hover:underline">
            {request.email}
          </a>{' '}
          · asked on {formatLongDate(request.requested_at)}
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {request.changes.map((line) => (
            <div key={line.field} className="grid gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{line.label}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-sm break-all">
                <span className="font-mono text-neutral-500 line-through" aria-label={`now ${shown(line.old)}`}>
                  {shown(line.old)}
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
                <span className="font-mono font-medium text-neutral-900" aria-label={`requested ${shown(line.new)}`}>
                  {shown(line.new)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <div className="flex flex-wrap justify-end gap-3 border-t border-neutral-100 px-5 py-4 sm:px-6">
        <RejectDialog
          title={`Reject the change of ${request.name}?`}
          description="The values in force stay as they are; the account can ask again from Settings."
          confirmLabel="Reject change"
          busy={busy}
          onConfirm={() => submit('reject')}
        />
        <Button
          variant="success"
          loading={busy && pendingDecision === 'approve'}
          disabled={busy}
          onClick={() => submit('approve')}
        >
          Approve
        </Button>
      </div>
    </Card>
  );
}
