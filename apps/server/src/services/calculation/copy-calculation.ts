import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { refreshLineTotals } from './line-totals';

/**
 * Copies the calculation rows of one configuration in a document (additional and net costs, discounts, the chosen tax
 * option) onto another, in the caller's transaction. Every copy of a line goes through here (copy and new version in a
 * document, copy, send, forward and send to supplier of a whole document), so a copy prices exactly as its source.
 * The rows keep their creation times, so discounts of one level apply in the same order; the copy's stored totals are
 * then recomputed from them.
 */
export const copyConfigurationCalculation = async (
  tx: DbOrTx,
  fromDocumentConfigurationId: string,
  toDocumentConfigurationId: string,
): Promise<void> => {
  await tx.execute(sql`
    insert into document_configuration_costs (document_configuration_id, kind, name, value_cents, created_at)
    select ${toDocumentConfigurationId}, kind, name, value_cents, created_at
    from document_configuration_costs where document_configuration_id = ${fromDocumentConfigurationId}
    order by created_at, id`);
  await tx.execute(sql`
    insert into document_configuration_discounts (document_configuration_id, name, type_id, value, level, created_at)
    select ${toDocumentConfigurationId}, name, type_id, value, level, created_at
    from document_configuration_discounts where document_configuration_id = ${fromDocumentConfigurationId}
    order by created_at, id`);
  await tx.execute(sql`
    insert into document_configuration_tax_options (document_configuration_id, tax_option_id)
    select ${toDocumentConfigurationId}, tax_option_id
    from document_configuration_tax_options where document_configuration_id = ${fromDocumentConfigurationId}`);
  await refreshLineTotals(tx, [toDocumentConfigurationId]);
};
