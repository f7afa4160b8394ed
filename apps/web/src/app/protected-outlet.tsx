import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { guardRedirect } from './route-guard';

/** Also reacts while a page is open: logging out in another tab leaves the protected page at once. */
export function ProtectedOutlet() {
  const target = guardRedirect(useSession());
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
