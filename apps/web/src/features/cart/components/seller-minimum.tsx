import { Link } from 'react-router';
import { formatRupees, sellerMinimumMessage } from '@marketplace/contract';
import { wholesalerPath } from '../../../lib/catalog-links';
import { cn } from '../../../lib/cn';
import type { WholesalerGroup } from '../state/cart-groups';

interface SellerMinimumProps {
  group: WholesalerGroup;
  minimum: NonNullable<WholesalerGroup['minimum']>;
}

/** How far a wholesaler's part of the cart is from its minimum order value, and what to add when short. */
export function SellerMinimum({ group, minimum }: SellerMinimumProps) {
  const short = minimum.shortfall > 0;
  // Never shown as full while anything is missing.
  const percent = short ? Math.floor((group.subtotal / minimum.value) * 100) : 100;
  const label = `${formatRupees(group.subtotal)} of ${formatRupees(minimum.value)} minimum order`;
  return (
    <div className="grid gap-2">
      <p aria-hidden="true" className="text-xs text-neutral-600 tabular-nums">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={cn('h-full rounded-full', short ? 'bg-warning-500' : 'bg-success-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {short && (
        <div className="grid gap-1 rounded-lg border border-warning-200 bg-warning-50 px-3 py-2 text-sm text-warning-800">
          <p>{sellerMinimumMessage(group.companyName, minimum.shortfall, minimum.value)}</p>
          {group.id !== null && (
            <Link to={wholesalerPath(group.id)} className="w-fit font-medium underline-offset-4 hover:underline">
              {`See more from ${group.companyName}`}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
