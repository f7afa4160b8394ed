import type { ReorderResponse } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ReorderSummary } from './reorder-summary';

interface NothingAddedDialogProps {
  orderId: number;
  summary: ReorderResponse;
  onClose: () => void;
}

/** Buy again added none of the order's lines: what happened to each, with the cart left as it was. */
export function NothingAddedDialog({ orderId, summary, onClose }: NothingAddedDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Buy again</DialogTitle>
          <DialogDescription>Your cart is unchanged.</DialogDescription>
        </DialogHeader>
        <ReorderSummary orderId={orderId} summary={summary} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
