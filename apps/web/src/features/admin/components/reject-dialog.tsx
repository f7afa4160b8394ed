import { Button } from '../../../components/ui/button';
import { ConfirmActionDialog } from './confirm-action-dialog';

interface RejectDialogProps {
  /** The question asked, e.g. "Reject Shah Traders?". */
  title: string;
  /** What rejecting means for the business. */
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Rejection is not undone with one click, so it asks first; the card's toast reports the outcome. */
export function RejectDialog({ title, description, confirmLabel, busy, onConfirm }: RejectDialogProps) {
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="dangerOutline" disabled={busy}>
          Reject
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={(close) => {
        close();
        onConfirm();
      }}
    />
  );
}
