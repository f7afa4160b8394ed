import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { RotateCcw } from 'lucide-react';
import type { ReorderResponse } from '@marketplace/contract';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-error';
import { useReorder } from '../api/reorder';
import type { ReorderNotice } from './reorder-summary';

// Rarely needed (none of the order's lines could be added), so the dialog's code loads only then.
const NothingAddedDialog = lazy(() =>
  import('./nothing-added-dialog').then((module) => ({ default: module.NothingAddedDialog })),
);

interface BuyAgainButtonProps {
  orderId: number;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** In a list of orders, the button's name says which order it buys again. */
  namesOrder?: boolean;
}

/**
 * Puts an order's lines back in the cart and opens the cart with what happened to each line. When nothing
 * could be added the summary opens here instead, so the buyer is never sent to an empty cart without a word.
 */
export function BuyAgainButton({ orderId, size, variant = 'outline', namesOrder }: BuyAgainButtonProps) {
  const navigate = useNavigate();
  const reorder = useReorder();
  const [nothingAdded, setNothingAdded] = useState<ReorderResponse | null>(null);

  const buyAgain = () =>
    reorder.mutate(orderId, {
      onSuccess: (summary) => {
        if (summary.added.length + summary.adjusted.length === 0) return setNothingAdded(summary);
        const state: ReorderNotice = { reorder: { orderId, summary } };
        void navigate('/cart', { state });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not buy again',
          description: isApiError(error) ? error.message : 'Please try again.',
        }),
    });

  return (
    <>
      <Button
        variant={variant}
        size={size}
        loading={reorder.isPending}
        onClick={buyAgain}
        aria-label={namesOrder ? `Buy again: order #${orderId}` : undefined}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Buy again
      </Button>
      {nothingAdded && (
        <Suspense fallback={null}>
          <NothingAddedDialog orderId={orderId} summary={nothingAdded} onClose={() => setNothingAdded(null)} />
        </Suspense>
      )}
    </>
  );
}
