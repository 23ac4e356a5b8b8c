import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditEntries, users } from '#server/db/schema';

/** The kinds of entity the log records. */
export type AuditEntityType = 'catalogue' | 'brand' | 'partner' | 'user' | 'brandPartner';

/** What the log records: catalogue publishes, new brands and every management write. */
export type AuditAction =
  | 'catalogue.publish'
  | 'brand.create'
  | 'user.create'
  | 'user.update'
  | 'user.deactivate'
  | 'user.invite'
  | 'partner.create'
  | 'partner.update'
  | 'partner.deactivate'
  | 'brandPartner.create'
  | 'brandPartner.update';

/** One change for the log: who (null: the server itself, e.g. the seed), what, and the entity before and after. */
export type AuditChange = {
  actorUserId: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  entityName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Writes an entry of the audit log in the change's own transaction, so the log holds a change exactly when it
 * happened. The actor's name and e-mail are copied: the log keeps them as they were.
 */
export const recordAudit = async (tx: DbOrTx, change: AuditChange): Promise<void> => {
  const [actor] = change.actorUserId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, change.actorUserId))
    : [];
  const actorName = actor ? `${`${actor.firstName} ${actor.lastName}`.trim()} <${actor.email}>` : '';
  await tx.insert(auditEntries).values({ ...change, actorName: actorName.slice(0, 300) });
};
