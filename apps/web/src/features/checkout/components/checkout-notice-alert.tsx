import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { checkoutNotice, type CheckoutPhase } from '../checkout-phase';

interface CheckoutNoticeAlertProps {
  phase: CheckoutPhase;
  onRetryConfirmation: () => void;
}

/** Why the last attempt did not end in a payment, and what the buyer can do next. */
export function CheckoutNoticeAlert({ phase, onRetryConfirmation }: CheckoutNoticeAlertProps) {
  const notice = checkoutNotice(phase);
  if (!notice) return null;
  return (
    <Alert variant={notice.variant}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.description && <AlertDescription>{notice.description}</AlertDescription>}
      {phase.name === 'order-error' && phase.cartProblem && (
        <Link to="/cart" className="font-medium underline underline-offset-2">
          Review your cart
        </Link>
      )}
      {phase.name === 'verify-error' && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetryConfirmation}>
          Confirm payment again
        </Button>
      )}
    </Alert>
  );
}
