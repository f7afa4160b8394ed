import { describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { accountNavItems, primaryNavItems } from './nav-items';

const session = (userType: Session['userType']): Session => ({ isLoggedIn: true, userType, isVerified: true });
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('top bar links', () => {
  it('gives visitors no links (only the Login and Register buttons)', () => {
    expect(primaryNavItems({ isLoggedIn: false, userType: null, isVerified: true })).toEqual([]);
  });

  it('gives buyers My Orders, also in the user menu beside Quick order', () => {
    expect(labels(primaryNavItems(session('retailer')))).toEqual(['My Orders']);
    expect(labels(accountNavItems(session('retailer')))).toEqual(['Settings', 'My Orders', 'Quick order']);
  });

  it('gives wholesalers Dashboard, Inventory, Claims and Payments and no My Orders', () => {
    expect(labels(primaryNavItems(session('wholesaler')))).toEqual(['Dashboard', 'Inventory', 'Claims', 'Payments']);
    expect(labels(accountNavItems(session('wholesaler')))).toEqual(['Settings']);
  });

  it('gives administrators the verifications, refunds and payouts pages', () => {
    expect(primaryNavItems(session('admin'))).toEqual([
      { to: '/admin', label: 'Verifications' },
      { to: '/admin/refunds', label: 'Refunds' },
      { to: '/admin/payouts', label: 'Payouts' },
    ]);
  });

  it('gives an unverified user nothing but Log out', () => {
    const waiting: Session = { isLoggedIn: true, userType: 'wholesaler', isVerified: false };
    expect(primaryNavItems(waiting)).toEqual([]);
    expect(accountNavItems(waiting)).toEqual([]);
  });
});
