import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';
import type { UserType } from '../../lib/storage';
import { Alert, AlertDescription, AlertTitle } from './alert';

/** A page's content for one kind of account; anyone else reads `denied`. */
export function RoleOnly({ role, denied, children }: { role: UserType; denied: string; children: ReactNode }) {
  const { userType } = useSession();
  if (userType === role) return children;
  return (
    <Alert variant="destructive">
      <AlertTitle>Access Denied</AlertTitle>
      <AlertDescription>{denied}</AlertDescription>
    </Alert>
  );
}
