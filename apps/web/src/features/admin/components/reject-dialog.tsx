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

interface RejectDialogProps {
  /** The question asked, e.g. "Reject Shah Traders?". */
  title: string;
  /** What rejecting means for the business. */
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Rejection is not undone with one click, so it asks first. */
export function RejectDialog({ title, description, confirmLabel, busy, onConfirm }: RejectDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="dangerOutline" disabled={busy}>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
