import {
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  type LocalizedText,
  PROJECT_STATUS_IDS,
  type ProjectStatusCode,
} from '@door/contract';
import countryNames from 'i18n-iso-countries';
import { stableId } from '#server/core/stable-id';
import type { DbOrTx } from '../client';
import {
  countries,
  discountTypes,
  documentStatuses,
  documentTypes,
  languages,
  projectStatuses,
  taxOptions,
} from '../schema';

const text = (sl: string, en: string, de: string, fr: string): LocalizedText => ({ sl, en, de, fr });

const DOCUMENT_TYPE_NAMES: Record<DocumentTypeCode, LocalizedText> = {
  inquiry: text('Povpraševanje', 'Inquiry', 'Anfrage', 'Demande'),
  offer: text('Ponudba', 'Offer', 'Angebot', 'Offre'),
  order: text('Naročilo', 'Order', 'Bestellung', 'Commande'),
  orderconfirmation: text(
    'Potrditev naročila',
    'Order confirmation',
    'Auftragsbestätigung',
    'Confirmation de commande',
  ),
  documentation: text('Dokumentacija', 'Documentation', 'Dokumentation', 'Documentation'),
  configuration: text('Konfiguracija', 'Configuration', 'Konfiguration', 'Configuration'),
  offerprinted: text('Natisnjena ponudba', 'Offer printed', 'Angebot gedruckt', 'Offre imprimée'),
  offersent: text('Poslana ponudba', 'Offer sent', 'Angebot versendet', 'Offre envoyée'),
};
const SELECTABLE_TYPES: DocumentTypeCode[] = ['offer', 'order', 'orderconfirmation'];

const DOCUMENT_STATUS_NAMES: Record<DocumentStatusCode, LocalizedText> = {
  draft: text('Osnutek', 'Draft', 'Entwurf', 'Brouillon'),
  confirmed: text('Potrjeno', 'Confirmed', 'Bestätigt', 'Confirmé'),
  confirmedOem: text(
    'Potrdil proizvajalec',
    'Confirmed by OEM',
    'Vom Hersteller bestätigt',
    'Confirmé par le fabricant',
  ),
  archived: text('Arhivirano', 'Archived', 'Archiviert', 'Archivé'),
  error: text('Napaka', 'Error', 'Fehler', 'Erreur'),
  errorCloning: text('Napaka pri kopiranju', 'Error cloning', 'Fehler beim Kopieren', 'Erreur de copie'),
  errorFinalDocumentation: text(
    'Napaka končne dokumentacije',
    'Error final documentation',
    'Fehler Enddokumentation',
    'Erreur documentation finale',
  ),
  errorProductionDocumentation: text(
    'Napaka proizvodne dokumentacije',
    'Error production documentation',
    'Fehler Produktionsdokumentation',
    'Erreur documentation de production',
  ),
  errorTechnicalDocumentation: text(
    'Napaka tehnične dokumentacije',
    'Error technical documentation',
    'Fehler technische Dokumentation',
    'Erreur documentation technique',
  ),
  errorSentToConfirmation: text(
    'Napaka pri pošiljanju v potrditev',
    'Error sent to confirmation',
    'Fehler beim Senden zur Bestätigung',
    'Erreur d’envoi pour confirmation',
  ),
  errorSentToProduction: text(
    'Napaka pri pošiljanju v proizvodnjo',
    'Error sent to production',
    'Fehler beim Senden an die Produktion',
    'Erreur d’envoi en production',
  ),
  generatingTechnicalDocumentation: text(
    'Tehnična dokumentacija se pripravlja',
    'Generating technical documentation',
    'Technische Dokumentation wird erstellt',
    'Documentation technique en cours',
  ),
  generatedTechnicalDocumentation: text(
    'Tehnična dokumentacija pripravljena',
    'Technical documentation generated',
    'Technische Dokumentation erstellt',
    'Documentation technique générée',
  ),
  generatingProductionDocumentation: text(
    'Proizvodna dokumentacija se pripravlja',
    'Generating production documentation',
    'Produktionsdokumentation wird erstellt',
    'Documentation de production en cours',
  ),
  generatedProductionDocumentation: text(
    'Proizvodna dokumentacija pripravljena',
    'Production documentation generated',
    'Produktionsdokumentation erstellt',
    'Documentation de production générée',
  ),
  generatingFinalDocumentation: text(
    'Končna dokumentacija se pripravlja',
    'Generating final documentation',
    'Enddokumentation wird erstellt',
    'Documentation finale en cours',
  ),
  generatedFinalDocumentation: text(
    'Končna dokumentacija pripravljena',
    'Final documentation generated',
    'Enddokumentation erstellt',
    'Documentation finale générée',
  ),
  sendingToProduction: text(
    'Pošiljanje v proizvodnjo',
    'Sending to production',
    'Wird an die Produktion gesendet',
    'Envoi en production',
  ),
  sentToProduction: text(
    'Poslano v proizvodnjo',
    'Sent to production',
    'An die Produktion gesendet',
    'Envoyé en production',
  ),
  cloningStarted: text('Kopiranje začeto', 'Cloning started', 'Kopieren gestartet', 'Copie commencée'),
  cloningFinished: text('Kopiranje končano', 'Cloning finished', 'Kopieren beendet', 'Copie terminée'),
  comment: text('Komentar', 'Comment', 'Kommentar', 'Commentaire'),
  offer: text('Ponudba', 'Offer', 'Angebot', 'Offre'),
  exportToErp: text('Izvoz v ERP', 'Export to ERP', 'Export ins ERP', 'Export vers l’ERP'),
  specialTechnicalDocumentationGenerated: text(
    'Posebna tehnična dokumentacija pripravljena',
    'Special technical documentation generated',
    'Spezielle technische Dokumentation erstellt',
    'Documentation technique spéciale générée',
  ),
  received: text('Prejeto', 'Received', 'Empfangen', 'Reçu'),
  forwarded: text('Posredovano', 'Forwarded', 'Weitergeleitet', 'Transféré'),
  superseded: text('Nadomeščeno', 'Superseded', 'Ersetzt', 'Remplacé'),
  accepted: text('Sprejeto', 'Accepted', 'Angenommen', 'Acceptée'),
  declined: text('Zavrnjeno', 'Declined', 'Abgelehnt', 'Refusée'),
  expired: text('Poteklo', 'Expired', 'Abgelaufen', 'Expirée'),
};

const PROJECT_STATUS_NAMES: Record<ProjectStatusCode, LocalizedText> = {
  active: text('Aktiven', 'Active', 'Aktiv', 'Actif'),
  closed: text('Zaprt', 'Closed', 'Geschlossen', 'Fermé'),
  sending: text('V pošiljanju', 'Sending', 'Wird gesendet', 'En cours d’envoi'),
  sent: text('Poslan', 'Sent', 'Gesendet', 'Envoyé'),
};

/** Stable id of a country row, derived from its ISO code. */
export const countryId = (code: string) => stableId('country', code.toUpperCase());

/** Seeds the reference tables: countries, languages, document types and statuses, taxes, discount types. */
export const seedReference = async (db: DbOrTx) => {
  const codes = Object.keys(countryNames.getAlpha2Codes());
  await db
    .insert(countries)
    .values(codes.map((code) => ({ id: countryId(code), code })))
    .onConflictDoNothing();

  await db
    .insert(languages)
    .values([
      { id: stableId('language', 'sl'), code: 'sl', name: 'Slovenščina', isDefault: true },
      { id: stableId('language', 'en'), code: 'en', name: 'English', isDefault: false },
      { id: stableId('language', 'de'), code: 'de', name: 'Deutsch', isDefault: false },
      { id: stableId('language', 'fr'), code: 'fr', name: 'Français', isDefault: false },
    ])
    .onConflictDoNothing();

  await db
    .insert(documentTypes)
    .values(
      (Object.keys(DOCUMENT_TYPE_IDS) as DocumentTypeCode[]).map((code, index) => ({
        id: DOCUMENT_TYPE_IDS[code],
        code,
        names: DOCUMENT_TYPE_NAMES[code],
        isSelectable: SELECTABLE_TYPES.includes(code),
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(documentStatuses)
    .values(
      (Object.keys(DOCUMENT_STATUS_IDS) as DocumentStatusCode[]).map((code) => ({
        id: DOCUMENT_STATUS_IDS[code],
        code,
        names: DOCUMENT_STATUS_NAMES[code],
        isError: code.startsWith('error'),
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(projectStatuses)
    .values(
      (Object.keys(PROJECT_STATUS_IDS) as ProjectStatusCode[]).map((code) => ({
        id: PROJECT_STATUS_IDS[code],
        code,
        names: PROJECT_STATUS_NAMES[code],
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(taxOptions)
    .values([
      {
        id: stableId('tax', 'si-22'),
        code: 'si-22',
        names: text('DDV 22 %', 'VAT 22 %', 'MwSt. 22 %', 'TVA 22 %'),
        rateBasisPoints: 2200,
        isDefault: true,
        sortOrder: 1,
      },
      {
        id: stableId('tax', 'si-9.5'),
        code: 'si-9.5',
        names: text('DDV 9,5 %', 'VAT 9.5 %', 'MwSt. 9,5 %', 'TVA 9,5 %'),
        rateBasisPoints: 950,
        isDefault: false,
        sortOrder: 2,
      },
      {
        id: stableId('tax', 'de-19'),
        code: 'de-19',
        names: text('DDV 19 % (DE)', 'VAT 19 % (DE)', 'MwSt. 19 % (DE)', 'TVA 19 % (DE)'),
        rateBasisPoints: 1900,
        isDefault: false,
        sortOrder: 3,
      },
      {
        id: stableId('tax', 'fr-20'),
        code: 'fr-20',
        names: text('DDV 20 % (FR)', 'VAT 20 % (FR)', 'MwSt. 20 % (FR)', 'TVA 20 % (FR)'),
        rateBasisPoints: 2000,
        isDefault: false,
        sortOrder: 4,
      },
      {
        id: stableId('tax', 'reverse-charge'),
        code: 'reverse-charge',
        names: text(
          'Obrnjena davčna obveznost (0 %)',
          'Reverse charge (0 %)',
          'Steuerschuldumkehr (0 %)',
          'Autoliquidation (0 %)',
        ),
        rateBasisPoints: 0,
        isDefault: false,
        sortOrder: 5,
      },
    ])
    .onConflictDoNothing();

  // The calculation's two discount types (DOMAIN "Discount types"): percentage and amount, fixed ids of the contract.
  await db
    .insert(discountTypes)
    .values([
      {
        id: DISCOUNT_TYPE_IDS.percentage,
        code: 'percentage',
        names: text('Odstotek', 'Percentage', 'Prozent', 'Pourcentage'),
      },
      {
        id: DISCOUNT_TYPE_IDS.amount,
        code: 'amount',
        names: text('Znesek', 'Amount', 'Betrag', 'Montant'),
      },
    ])
    .onConflictDoNothing();
};
