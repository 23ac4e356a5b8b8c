import type { LocalizedText } from '@door/contract';

/** The column headings of the audit log's CSV export, in the caller's language. */
export const AUDIT_CSV_HEADINGS = {
  time: { sl: 'Čas', en: 'Time', de: 'Zeit', fr: 'Heure' },
  actor: { sl: 'Kdo', en: 'Who', de: 'Wer', fr: 'Qui' },
  action: { sl: 'Dejanje', en: 'Action', de: 'Aktion', fr: 'Action' },
  entityType: { sl: 'Vrsta', en: 'Kind', de: 'Art', fr: 'Type' },
  entityId: { sl: 'ID', en: 'ID', de: 'ID', fr: 'ID' },
  entityName: { sl: 'Naziv', en: 'Name', de: 'Name', fr: 'Nom' },
  before: { sl: 'Prej', en: 'Before', de: 'Vorher', fr: 'Avant' },
  after: { sl: 'Potem', en: 'After', de: 'Nachher', fr: 'Après' },
} satisfies Record<string, LocalizedText>;

/** The file name of the export (the date is added). */
export const AUDIT_CSV_NAME: LocalizedText = {
  sl: 'revizijska-sled',
  en: 'audit-log',
  de: 'pruefprotokoll',
  fr: 'journal-audit',
};
