import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { LandingPage } from '../features/home/routes/landing-page';
import { PageLoader } from './page-loader';

const DashboardPage = lazy(() =>
  import('../features/dashboard/routes/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

/** Home: a wholesaler sees the dashboard, anyone else the landing page (spec section 2). */
export function HomeRoute() {
  const session = useSession();
  if (session.isLoggedIn && session.userType === 'wholesaler') {
    // The dashboard is a protected page: an unverified wholesaler waits for verification instead.
    if (!session.isVerified) return <Navigate to="/verification_pending" replace />;
    return (
      <Suspense fallback={<PageLoader />}>
        <DashboardPage />
      </Suspense>
    );
  }
  return <LandingPage />;
}
