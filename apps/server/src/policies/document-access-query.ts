import { documentStatusCodeOf, documentTypeCodeOf, projectStatusCodeOf } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { partners, projects, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { statementPerConnection } from '#server/db/statement-per-connection';
import type { DocumentAccess } from './document.policy';

/** The owner partner of a document, joined for its parent (a parent partner sees its children's documents). */
export const accessOwnerPartner = alias(partners, 'access_owner_partner');

/** The columns of a document that the document policy decides on; select them beside a query's own. */
export const documentAccessColumns = {
  brandPartnerId: salesDocuments.brandPartnerId,
  ownerPartnerId: salesDocuments.ownerPartnerId,
  ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
  recipientPartnerId: salesDocuments.recipientPartnerId,
  typeId: salesDocuments.typeId,
  statusId: salesDocuments.statusId,
  projectStatusId: projects.statusId,
};

/** The columns of a query that reads a whole document row (`document`) and what its access needs beside it. */
export const documentRowWithAccess = {
  document: salesDocuments,
  projectStatusId: projects.statusId,
  ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
};

/** A row that holds the access columns. */
export type DocumentAccessRow = {
  brandPartnerId: string;
  ownerPartnerId: string;
  ownerParentPartnerId: string | null;
  recipientPartnerId: string | null;
  typeId: string;
  statusId: string;
  projectStatusId: string;
};

/**
 * The one way to find a document of a caller: a query from `sales_documents` (or a table joined to it) with the
 * joins the access columns read — the document's project and its owner partner. The caller adds its condition and
 * decides with `documentAccessOf(row)` and the document policy.
 */
export const joinDocumentAccess = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .innerJoin(accessOwnerPartner, eq(accessOwnerPartner.id, salesDocuments.ownerPartnerId));

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
  currency: salesDocuments.currency,
  ...documentAccessColumns,
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

type DocumentRow = DocumentAccessRow & { documentId: string; currency: string };

/** A row of `documentRowWithAccess`. */
export type DocumentRowWithAccess = {
  document: Omit<DocumentAccessRow, 'projectStatusId' | 'ownerParentPartnerId'>;
  projectStatusId: string;
  ownerParentPartnerId: string | null;
};

/** The document policy's fields of a row of the access columns. */
export const documentAccessOf = (row: DocumentAccessRow): DocumentAccess => ({
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
    .innerJoin(accessOwnerPartner, eq(accessOwnerPartner.id, salesDocuments.ownerPartnerId));

/** The money access of a row of `selectConfigurationWithAccess`. */
export const configurationMoneyAccessOf = (row: ConfigurationAccessRow): DocumentMoneyAccess => ({
  access: documentAccessOf(row),
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
  const query = joinDocumentAccess(db.select(documentColumns).from(salesDocuments).$dynamic()).where(
    eq(salesDocuments.id, documentId),
  );
  const [row] = lock ? await query.for('update', { of: [salesDocuments] }) : await query;
  return row
    ? { access: documentAccessOf(row), documentId: row.documentId, currency: row.currency, configuration: null }
    : null;
};

/** The document policy's fields of a row of `documentRowWithAccess`. */
export const documentAccessOfRow = (row: DocumentRowWithAccess): DocumentAccess =>
  documentAccessOf({
    ...row.document,
    projectStatusId: row.projectStatusId,
    ownerParentPartnerId: row.ownerParentPartnerId,
  });
