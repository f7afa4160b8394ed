import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import type { Session } from '../../lib/session';
import { BrandLogo } from './brand-logo';

// Visitors, who make most first visits, never download the menus of logged-in users.
// If the menus cannot be downloaded (offline, or a new release replaced the files) the page stays usable.
const SignedInNav = lazy(() =>
  import('./signed-in-nav').then(
    (module) => ({ default: module.SignedInNav }),
    () => ({ default: MenusUnavailable }),
  ),
);

function MenusUnavailable() {
  return (
    <div className="ml-auto">
      <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
        Reload menu
      </Button>
    </div>
  );
}

interface TopNavProps {
  session: Session;
  /** False until the page has been painted: a signed-in user's menus download after it. */
  menusWanted: boolean;
}

/** The top bar in its four variants: visitor, buyer, wholesaler, administrator (spec section 2). */
export function TopNav({ session, menusWanted }: TopNavProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <BrandLogo />
        {session.isLoggedIn ? (
          menusWanted && (
            <Suspense fallback={null}>
              <SignedInNav session={session} />
            </Suspense>
          )
        ) : (
          <div className="ml-auto flex items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/login">Login</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/register">Register</Link>
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
