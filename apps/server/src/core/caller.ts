import type { MachineScope, Role } from '@door/contract';

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
  /**
   * A machine key's call (OAuth2 client credentials): the key, and the scopes that cut the rights of the user who
   * made it down (`policies/integration.policy.ts`).
   */
  machine?: { keyId: string; scopes: MachineScope[] };
};

/** Whoever makes a request: a signed-in user or an anonymous visitor. */
export type Caller = UserCaller | { kind: 'anonymous' };

/** The anonymous caller. */
export const ANONYMOUS: Caller = { kind: 'anonymous' };
