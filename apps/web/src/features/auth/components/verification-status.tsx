import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { verificationQueryOptions } from '../api/check-verification';

/** For a logged-in user: asks the server on load and on "Check again" whether the profile is verified. */
export function VerificationStatus() {
  const verification = useQuery(verificationQueryOptions());
  const profile = verification.data;

  if (profile?.verified) {
    const target = profile.user_type === 'wholesaler' ? '/dashboard' : '/';
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <AlertTitle>Your profile is verified</AlertTitle>
          <AlertDescription>Thank you for waiting. Your account is ready to use.</AlertDescription>
        </Alert>
        <Button asChild size="lg">
          <Link to={target}>{profile.user_type === 'wholesaler' ? 'Go to Dashboard' : 'Continue'}</Link>
        </Button>
      </div>
    );
  }

  const rejected = profile?.user_type === 'wholesaler' && profile.verification_status === 'rejected';
  return (
    <div className="grid gap-4">
      {rejected && (
        <Alert variant="destructive">
          <AlertTitle>Your profile could not be verified</AlertTitle>
          <AlertDescription>
            Our team could not confirm your business details. Please contact marketplace support to resolve this.
          </AlertDescription>
        </Alert>
      )}
      {verification.isError && (
        <Alert variant="warning">
          <AlertTitle>We could not check your status</AlertTitle>
          <AlertDescription>{verification.error.message}</AlertDescription>
        </Alert>
      )}
      <Button variant="outline" size="lg" loading={verification.isFetching} onClick={() => void verification.refetch()}>
        {!verification.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
        Check again
      </Button>
    </div>
  );
}
