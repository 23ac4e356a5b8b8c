import type { DbOrTx } from '#server/db/client';
import { type Manager, partnersInReach } from '#server/policies/manage.policy';
import type { NetworkRepository } from './network.repository';

/** The partners a manager reaches: null (every partner) for an OEM admin, else its own partner and those below. */
export const reachOf = async (
  db: DbOrTx,
  repository: NetworkRepository,
  manager: Manager,
): Promise<ReadonlySet<string> | null> =>
  manager.kind === 'oemAdmin'
    ? null
    : partnersInReach(manager, await repository.partnerTree(db, manager.user.partnerId ?? ''));
