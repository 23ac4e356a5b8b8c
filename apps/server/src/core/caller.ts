import type { Role } from '@door/contract';

/** A signed-in user, as carried by a verified access token. */
export type UserCaller = {
  kind: 'user';
  userId: string;
  email: string;
  role: Role | null;
  partnerId: string | null;
  isOem: boolean;
  isOemAdmin: boolean;
  isParentPartner: boolean;
  /** Staff: the brand partners the user may act for. Customers: their own storefront only. */
  brandPartnerIds: string[];
};

/** Whoever makes a request: a signed-in user or an anonymous visitor. */
export type Caller = UserCaller | { kind: 'anonymous' };

/** The anonymous caller. */
export const ANONYMOUS: Caller = { kind: 'anonymous' };
