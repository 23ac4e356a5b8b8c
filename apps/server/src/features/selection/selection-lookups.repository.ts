import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { countries, documentTypes, languages } from '#server/db/schema';

/** Drizzle queries of the selection lookups. */
export const createSelectionLookupsRepository = (db: Db) => ({
  /** Every country. */
  listCountries: () => db.select().from(countries),
  /** Every language, the default first. */
  listLanguages: () => db.select().from(languages).orderBy(asc(languages.id)),
  /** Document types selectable by hand, in their order. */
  listSelectableDocumentTypes: () =>
    db.select().from(documentTypes).where(eq(documentTypes.isSelectable, true)).orderBy(asc(documentTypes.sortOrder)),
});
/** Drizzle queries of the selection lookups. */
export type SelectionLookupsRepository = ReturnType<typeof createSelectionLookupsRepository>;
