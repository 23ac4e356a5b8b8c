import { documentStatusCodeOf, documentTypeCodeOf, projectStatusCodeOf } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { partners, projects, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { statementPerConnection } from '#server/db/statement-per-connection';
import type { DocumentAccess } from './document.policy';

const ownerPartner = alias(partners, 'money_owner_partner');

/** A document's access fields (for the document policy) with its currency, and the configuration row when asked. */
export type DocumentMoneyAccess = {
  access: DocumentAccess;
  documentId: string;
  currency: string;
  configuration: {
    id: string;
    configurationId: string;
    position: number;
    quantity: number;
    unitPriceCents: number;
  } | null;
};

const documentColumns = {
  documentId: salesDocuments.id,
  brandPartnerId: salesDocuments.brandPartnerId,
  ownerPartnerId: salesDocuments.ownerPartnerId,
  recipientPartnerId: salesDocuments.recipientPartnerId,
  typeId: salesDocuments.typeId,
  statusId: salesDocuments.statusId,
  currency: salesDocuments.currency,
  projectStatusId: projects.statusId,
  ownerParentPartnerId: ownerPartner.parentPartnerId,
};

const configurationColumns = {
  id: salesDocumentConfigurations.id,
  configurationId: salesDocumentConfigurations.configurationId,
  position: salesDocumentConfigurations.position,
  quantity: salesDocumentConfigurations.quantity,
  unitPriceCents: salesDocumentConfigurations.unitPriceCents,
};

/** The row of `selectConfigurationWithAccess` without its extra fields. */
export type ConfigurationAccessRow = DocumentRow & {
  id: string;
  configurationId: string;
  position: number;
  quantity: number;
  unitPriceCents: number;
};

type DocumentRow = {
  documentId: string;
  brandPartnerId: string;
  ownerPartnerId: string;
  recipientPartnerId: string | null;
  typeId: string;
  statusId: string;
  currency: string;
  projectStatusId: string;
  ownerParentPartnerId: string | null;
};

/** The document policy's fields of a document row. */
export const accessOf = (row: DocumentRow): DocumentAccess => ({
  brandPartnerId: row.brandPartnerId,
  ownerPartnerId: row.ownerPartnerId,
  ownerParentPartnerId: row.ownerParentPartnerId,
  recipientPartnerId: row.recipientPartnerId,
  // The reference tables hold exactly the contract's fixed ids, so every stored id has a code.
  type: documentTypeCodeOf(row.typeId) ?? 'offer',
  status: documentStatusCodeOf(row.statusId) ?? 'draft',
  projectStatus: projectStatusCodeOf(row.projectStatusId) ?? 'active',
});

/**
 * A configuration in a document with its document's access fields and `extra` fields, from the configuration's table
 * joined to its document, project and owner partner; the caller adds the condition.
 */
export const selectConfigurationWithAccess = <Extra extends SelectedFields>(db: DbOrTx, extra: Extra) =>
  db
    .select({ ...documentColumns, ...configurationColumns, ...extra })
    .from(salesDocumentConfigurations)
    .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .innerJoin(ownerPartner, eq(ownerPartner.id, salesDocuments.ownerPartnerId));

/** The money access of a row of `selectConfigurationWithAccess`. */
export const configurationMoneyAccessOf = (row: ConfigurationAccessRow): DocumentMoneyAccess => ({
  access: accessOf(row),
  documentId: row.documentId,
  currency: row.currency,
  configuration: {
    id: row.id,
    configurationId: row.configurationId,
    position: row.position,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
  },
});

// Named statements (PostgreSQL plans each once per connection; the plan of this four-table join costs more than its
// execution), built once per connection.
const moneyAccessQuery = (db: DbOrTx) =>
  selectConfigurationWithAccess(db, {}).where(eq(salesDocumentConfigurations.id, sql.placeholder('id')));
const moneyAccessStatement = statementPerConnection((db) => moneyAccessQuery(db).prepare('configuration_money_access'));
const lockedMoneyAccessStatement = statementPerConnection((db) =>
  moneyAccessQuery(db)
    .for('update', { of: [salesDocuments] })
    .prepare('configuration_money_access_lock'),
);

/**
 * A configuration in a document with its document's access fields; null when unknown. `lock` takes the document's
 * row lock, so writes to one document's money run one after the other and read a state no other write changes.
 */
export const findConfigurationMoneyAccess = async (
  db: DbOrTx,
  documentConfigurationId: string,
  lock: boolean,
): Promise<DocumentMoneyAccess | null> => {
  const statement = lock ? lockedMoneyAccessStatement(db) : moneyAccessStatement(db);
  const [row] = await statement.execute({ id: documentConfigurationId });
  return row ? configurationMoneyAccessOf(row) : null;
};

/** A document's access fields and currency; null when unknown. `lock` takes the document's row lock. */
export const findDocumentMoneyAccess = async (
  db: DbOrTx,
  documentId: string,
  lock: boolean,
): Promise<DocumentMoneyAccess | null> => {
  const query = db
    .select(documentColumns)
    .from(salesDocuments)
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .innerJoin(ownerPartner, eq(ownerPartner.id, salesDocuments.ownerPartnerId))
    .where(eq(salesDocuments.id, documentId));
  const [row] = lock ? await query.for('update', { of: [salesDocuments] }) : await query;
  return row
    ? { access: accessOf(row), documentId: row.documentId, currency: row.currency, configuration: null }
    : null;
};
