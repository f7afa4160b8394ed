import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';

interface RejectWholesalerDialogProps {
  companyName: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Rejection is not undone with one click, so it asks first. */
export function RejectWholesalerDialog({ companyName, busy, onConfirm }: RejectWholesalerDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="dangerOutline" disabled={busy}>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {companyName}?</DialogTitle>
          <DialogDescription>
            The wholesaler will not be able to sell on the marketplace until an administrator approves the profile.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              Reject wholesaler
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
