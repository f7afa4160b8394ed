import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { isBuyer, type Session } from '../../lib/session';
import { useLogout } from '../../features/auth/api/use-logout';
import { CartLink } from '../../features/cart/components/cart-link';
import { CategoriesMenu } from '../../features/catalog/components/categories-menu';
import { SearchBox } from '../../features/catalog/components/search-box';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { MobileNav } from './mobile-nav';
import { accountNavItems, primaryNavItems } from './nav-items';
import { NavItemLink } from './nav-item-link';
import { UserMenu } from './user-menu';

// Only buyers have a cart: the other accounts' pages never download its state. Until the count has come (or if it
// cannot), the link is shown without it, in the same place and size.
const CartButton = lazy(() =>
  import('../../features/cart/components/cart-button').then(
    (module) => ({ default: module.CartButton }),
    () => ({ default: CartLinkWithoutCount }),
  ),
);

function CartLinkWithoutCount({ showLabel }: { showLabel?: boolean }) {
  return <CartLink count={0} showLabel={showLabel} />;
}

/** The cart link with its count, for a buyer. */
function BuyerCartButton({ showLabel }: { showLabel?: boolean }) {
  return (
    <Suspense fallback={<CartLinkWithoutCount showLabel={showLabel} />}>
      <CartButton showLabel={showLabel} />
    </Suspense>
  );
}

/** The right side of the top bar for a logged-in buyer, wholesaler or administrator (spec section 2). */
export function SignedInNav({ session }: { session: Session }) {
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const logout = useLogout();
  const buyer = isBuyer(session);
  const links = primaryNavItems(session);
  const accountItems = accountNavItems(session);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <>
      {buyer && <SearchBox className="hidden max-w-xl flex-1 lg:flex" />}
      <nav aria-label="Main" className="ml-auto hidden items-center gap-1 lg:flex">
        {buyer && <CategoriesMenu />}
        {buyer && <BuyerCartButton />}
        {session.isVerified && <NotificationBell />}
        {links.map((item) => (
          <NavItemLink key={item.to} item={item} />
        ))}
        <UserMenu items={accountItems} userType={session.userType} onLogout={() => void logout()} />
      </nav>
      <div className="ml-auto flex items-center gap-1 lg:hidden">
        {buyer && <BuyerCartButton showLabel={false} />}
        {session.isVerified && <NotificationBell />}
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </Button>
      </div>
      {menuOpen && (
        <MobileNav
          id="mobile-nav"
          links={[...links, ...accountItems.filter((item) => !links.some((link) => link.to === item.to))]}
          showCategories={buyer}
          onNavigate={() => setMenuOpenOn(null)}
          onLogout={() => {
            setMenuOpenOn(null);
            void logout();
          }}
        />
      )}
    </>
  );
}
