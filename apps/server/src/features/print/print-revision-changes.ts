import { type Language, revisionLabel } from '@door/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#server/core/app-error';
import type { Database } from '#server/db/client';
import { salesDocuments } from '#server/db/schema';
import type { PrintChanges } from '#server/render/print/print-model';
import { printLabels } from '#server/render/print/print-model';
import { isRevisionOf } from '#server/services/document-revisions';
import { diffRevisions } from '#server/services/revision-diff/revision-diff';
import { createRevisionSnapshots } from '#server/services/revision-diff/revision-snapshot';
import { PRINT_MESSAGES as M } from './print.messages';

/**
 * The section "Changes from revision NN" of a printed offer revision: what changed from the chosen revision of the
 * same offer (400 naming ShowChangesFrom when it is not one, or is the printed document itself), in the print's
 * language. Without prices no amount is listed: only models, parameters, quantities, terms and added or removed
 * positions.
 */
export const createPrintRevisionChanges = (database: Database) => {
  const snapshots = createRevisionSnapshots(database);
  return async (
    document: { id: string; revisionRootId: string | null },
    fromId: string,
    language: Language,
    showPrices: boolean,
  ): Promise<PrintChanges> => {
    const [from] = await database.db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.id, fromId), isRevisionOf(document.revisionRootId ?? document.id)));
    if (!from || fromId === document.id) {
      throw new AppError(M.changesFromNotARevision, { detail: 'ShowChangesFrom' });
    }
    const pair = await snapshots.readPair(fromId, document.id, language);
    if (!pair) {
      throw new AppError(M.changesFromNotARevision, { detail: 'ShowChangesFrom' });
    }
    const diff = diffRevisions(pair[0], pair[1], language);
    const label = printLabels(language);
    const shown = <T extends { FromAmount: number | null; ToAmount: number | null; Kind: string }>(change: T) =>
      showPrices || change.Kind === 'quantity' || (change.FromAmount === null && change.ToAmount === null);
    const none = (text: string | null) => text ?? '–';
    const rows: PrintChanges['rows'] = [];
    for (const position of diff.Positions) {
      const place = `${label('position')} ${position.ToPosition ?? position.FromPosition} ${position.Name}`;
      if (position.Change !== 'changed') {
        rows.push({
          what: place,
          from: position.Change === 'removed' ? String(position.Quantity) : '–',
          to: position.Change === 'added' ? String(position.Quantity) : label(position.Change),
        });
        continue;
      }
      for (const change of position.Changes.filter(shown)) {
        rows.push({ what: `${place}: ${change.Label}`, from: none(change.From), to: none(change.To) });
      }
    }
    for (const change of [...diff.Terms, ...(showPrices ? diff.Totals : [])]) {
      rows.push({ what: change.Label, from: none(change.From), to: none(change.To) });
    }
    return { revision: revisionLabel(diff.From.Revision), rows };
  };
};
