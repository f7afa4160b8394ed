import type { Session } from '../../lib/session';

export interface NavItem {
  to: string;
  label: string;
}

/** The links beside the logo for each kind of user (spec section 2). */
export function primaryNavItems(session: Session): NavItem[] {
  // An unverified user can open no protected page yet: the bar offers only Log out.
  if (!session.isLoggedIn || !session.isVerified) return [];
  if (session.userType === 'wholesaler') {
    return [
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/inventory', label: 'Inventory' },
      { to: '/claims', label: 'Claims' },
      { to: '/payments', label: 'Payments' },
    ];
  }
  if (session.userType === 'admin') {
    return [
      { to: '/admin', label: 'Verifications' },
      { to: '/admin/refunds', label: 'Refunds' },
      { to: '/admin/payouts', label: 'Payouts' },
    ];
  }
  return [{ to: '/orders', label: 'My Orders' }];
}

/** The entries of the user menu: My Orders only for buyers. */
export function accountNavItems(session: Session): NavItem[] {
  if (!session.isVerified) return [];
  const items: NavItem[] = [{ to: '/settings', label: 'Settings' }];
  if (session.userType !== 'wholesaler' && session.userType !== 'admin')
    items.push({ to: '/orders', label: 'My Orders' }, { to: '/quick-order', label: 'Quick order' });
  return items;
}
