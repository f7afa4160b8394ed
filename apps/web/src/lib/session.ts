import { useSyncExternalStore } from 'react';
import { getAccessToken, getUserType, getUserVerified, subscribeToSession, type UserType } from './storage';

export interface Session {
  /** Logged in means an access token is stored (spec section 4). */
  isLoggedIn: boolean;
  userType: UserType | null;
  /** False only when the stored flag is the text 'false'. */
  isVerified: boolean;
}

/** What the server draws a page for, and what the browser takes over from: nobody signed in. */
const SIGNED_OUT: Session = { isLoggedIn: false, userType: null, isVerified: true };
const signedOut = () => SIGNED_OUT;

const sameSession = (a: Session, b: Session) =>
  a.isLoggedIn === b.isLoggedIn && a.userType === b.userType && a.isVerified === b.isVerified;

// Nobody signed in is always the drawn page's own session object, so that taking a drawn page over does not
// render it all again for a visitor.
let cached: Session = SIGNED_OUT;

/** Returns the same object while nothing changed, as useSyncExternalStore requires. */
export function readSession(): Session {
  const next: Session = {
    isLoggedIn: getAccessToken() !== null,
    userType: getUserType(),
    isVerified: getUserVerified() !== 'false',
  };
  if (!sameSession(next, cached)) cached = sameSession(next, SIGNED_OUT) ? SIGNED_OUT : next;
  return cached;
}

/** The session as stored in the browser; re-renders when it changes (also from another tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, readSession, signedOut);
}

/** Wholesalers sell; every other logged-in user (and every visitor) is treated as a buyer. */
export const isBuyer = (session: Session) => session.userType !== 'wholesaler' && session.userType !== 'admin';
