import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { usePayoutDetails } from '../api/get-payout-details';
import { formatPaymentMoment } from '../payment-dates';

/** The Settings tab that holds the payout details form. */
export const PAYOUT_SETTINGS_PATH = '/settings#payouts';

/** Says when no payout can be made: no bank account yet, or a recent change holding payouts. Nothing otherwise. */
export function PayoutDetailsNotice() {
  const details = usePayoutDetails();
  if (!details.isSuccess) return null;
  const saved = details.data.payout_details;
  if (!saved) {
    return (
      <Alert variant="warning">
        <AlertTitle>No payouts until we know where to send them</AlertTitle>
        <AlertDescription>
          <Link to={PAYOUT_SETTINGS_PATH} className="font-medium underline underline-offset-2">
            Add your bank account in Settings to receive payouts.
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  if (!saved.payouts_held_until) return null;
  return (
    <Alert variant="warning">
      <AlertTitle>Payouts are held until {formatPaymentMoment(saved.payouts_held_until)}</AlertTitle>
      <AlertDescription>
        Your bank details changed recently, so payouts wait until then in case someone else made the change. If you did
        not, change your password and{' '}
        <Link to={PAYOUT_SETTINGS_PATH} className="font-medium underline underline-offset-2">
          check your payout details
        </Link>
        .
      </AlertDescription>
    </Alert>
  );
}
