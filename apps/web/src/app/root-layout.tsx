import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { isBuyer, useSession } from '../lib/session';
import { useNavigationToasts } from './navigation-toasts';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav/top-nav';

// Only a signed-in buyer has a server cart to merge with: nobody else downloads this code.
const ServerCartSync = lazy(() =>
  import('../features/cart/components/server-cart-sync').then((module) => ({ default: module.ServerCartSync })),
);

/** The frame of every page. It knows the session: logged in when an access token is stored. */
export function RootLayout() {
  const session = useSession();
  const navigation = useNavigation();
  // A signed-in user's menus and the merge with the server cart wait for the page to be drawn (from the
  // browser's own cart, on the cart page): they are not what the first screen shows.
  const painted = useAfterFirstPaint();
  useNavigationToasts();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-primary-800 shadow-popover focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <TopNav session={session} menusWanted={painted} />
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary-600"
        />
      )}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-10"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      {painted && session.isLoggedIn && session.isVerified && isBuyer(session) && (
        <Suspense fallback={null}>
          <ServerCartSync />
        </Suspense>
      )}
    </div>
  );
}
