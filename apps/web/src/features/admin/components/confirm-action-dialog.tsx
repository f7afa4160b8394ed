import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
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

interface ConfirmActionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** The question asked, e.g. "Reject Shah Traders?". */
  title: string;
  /** What the action means for the business. */
  description: ReactNode;
  confirmLabel: string;
  /** Destructive unless the action is a positive one, such as recording a payment. */
  confirmVariant?: ButtonVariant;
  /** Shows the confirm button as working while the action runs. */
  pending?: boolean;
  /** What is asked along with the question, such as a reason. */
  children?: ReactNode;
  /** Runs the action; the dialog stays open until `close` is called (on success, or at once). */
  onConfirm: (close: () => void) => void;
  /** Runs whenever the dialog closes: cancelled, dismissed or done. */
  onClose?: () => void;
}

/** An administrator's action that is not undone with one click: it asks first, and for anything the action needs. */
export function ConfirmActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'destructive',
  pending,
  children,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClose?.();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(() => setOpen(false));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={confirmVariant} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
