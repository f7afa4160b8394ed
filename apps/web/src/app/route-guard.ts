import { redirect } from 'react-router';
import { readSession, type Session } from '../lib/session';

/** Where a protected route sends this session instead (spec section 2), or null to show the page. */
export function guardRedirect(session: Session): string | null {
  if (!session.isLoggedIn) return '/login';
  if (!session.isVerified) return '/verification_pending';
  return null;
}

/** Loader of the protected routes: decides before the page's code is even downloaded. */
export function requireSession() {
  const target = guardRedirect(readSession());
  if (target) throw redirect(target);
  return null;
}
