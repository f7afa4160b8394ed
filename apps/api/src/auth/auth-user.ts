import type { LOGIN_USER_TYPES } from '@marketplace/contract';

export type UserType = (typeof LOGIN_USER_TYPES)[number];

/** Who is asking, as the access token says; services check what this user may touch. */
export interface AuthUser {
  id: number;
  userType: UserType;
  verified: boolean;
}
