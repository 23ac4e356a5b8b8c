import type { Caller } from '#server/core/caller';
import { canActForBrandPartner } from './access-guard';

/**
 * Who sees prices of which brand partner: only a signed-in user acting for that brand partner (its staff, or its
 * registered customer). Everyone else, anonymous visitors and users of other brand partners alike, gets the catalogue
 * with null prices, because a brand partner's price list is its own business.
 */
export const canSeePrices = (caller: Caller, brandPartnerId: string): boolean =>
  canActForBrandPartner(caller, brandPartnerId);
