import type { AdminAccount } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { formatShortDate } from '../../../lib/format-date';
import { useUnsuspendAccount } from '../api/suspend-account';
import { SuspendAccountDialog } from './suspend-account-dialog';

const ROLE = { retailer: 'Retailer', wholesaler: 'Wholesaler', admin: 'Administrator' } as const;

/** One account found by the search, with what an administrator may do to it. */
export function AccountRow({ account }: { account: AdminAccount }) {
  const unsuspend = useUnsuspendAccount();
  const name = `${account.first_name} ${account.last_name}`.trim();
  const label = account.business_name ?? (name || account.email);

  function restore() {
    unsuspend.mutate(account.id, {
      onSuccess: () => toast({ variant: 'success', title: 'Suspension lifted', description: label }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'The suspension was not lifted', description: error.message }),
    });
  }

  return (
    <li className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-neutral-900">
          <span className="break-words">{label}</span>
          <Badge variant="neutral">{ROLE[account.user_type]}</Badge>
          {account.suspended && <Badge variant="danger">Suspended</Badge>}
        </p>
        <p className="break-all text-neutral-600">{account.email}</p>
        {name && account.business_name && <p className="text-neutral-600">{name}</p>}
        {account.gst_number && <p className="text-neutral-600">GSTIN {account.gst_number}</p>}
        {account.suspended && (
          <p className="text-danger-700">
            Suspended{account.suspended_at ? ` on ${formatShortDate(account.suspended_at)}` : ''}:{' '}
            {account.suspension_reason}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {account.suspended ? (
          <Button variant="outline" size="sm" loading={unsuspend.isPending} onClick={restore}>
            Lift suspension
          </Button>
        ) : (
          account.user_type !== 'admin' && <SuspendAccountDialog account={account} label={label} />
        )}
      </div>
    </li>
  );
}
