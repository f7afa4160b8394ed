import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { useSession } from '../../../lib/session';
import { VerificationStatus } from '../components/verification-status';

export function VerificationPendingPage() {
  const { isLoggedIn } = useSession();
  return (
    <div className="mx-auto w-full max-w-xl">
      <title>Verification in Progress · Wholesale Marketplace</title>
      <Card>
        <CardContent>
          <div className="grid gap-6 py-2 text-center sm:px-4 sm:py-4">
            <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-warning-50 text-warning-700">
              <Hourglass aria-hidden="true" className="size-8" />
            </div>
            <div className="grid gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
                Verification in Progress
              </h1>
              <p className="text-lg font-medium text-primary-800">Your profile is under review</p>
            </div>
            <p className="text-neutral-600">
              Thank you for submitting your profile. Our team is checking your business details, and we will let you in
              as soon as your account is verified.
            </p>
            <p className="rounded-lg bg-neutral-100 px-4 py-3 font-medium text-neutral-800">
              Estimated completion time: <span className="whitespace-nowrap">24-48 hours</span>
            </p>
            {isLoggedIn ? (
              <VerificationStatus />
            ) : (
              <p className="text-sm text-neutral-600">
                Already verified?{' '}
                <Link to="/login" className="font-medium text-primary-700 hover:underline">
                  Log in
                </Link>
              </p>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
