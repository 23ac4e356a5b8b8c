import {
  type DeliveryData,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type FileReply,
  type GenerateDocumentRequest,
  type GeneratedDocumentList,
  LANGUAGES,
  type Language,
  type PrintActionReply,
  type PrintTemplate,
} from '@door/contract';
import { configure, displayName, printableParameters } from '@door/engine';
import { drawDoorSvg, drawingFromConfiguration } from '@door/engine/door';
import { strToU8, zipSync } from 'fflate';
import countryNames from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import sl from 'i18n-iso-countries/langs/sl.json' with { type: 'json' };
import { AppError, formatMessage } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { measure } from '#server/core/telemetry';
import type { Database, DbOrTx } from '#server/db/client';
import { requireAdmin } from '#server/policies/access-guard';
import { assertCanReadDocument, assertDocumentWritable, requireDocument } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { emitDocumentEvent } from '#server/policies/event-recipients';
import { svgToPngOrPlaceholder } from '#server/render/door/door-png';
import { renderPrintDocx } from '#server/render/print/print-docx';
import {
  documentTitle,
  PRINT_PICTURE_SIZE,
  type PrintKind,
  type PrintModel,
  type PrintPosition,
  type PrintTerm,
  printFileName,
  printLabels,
  salutationIn,
} from '#server/render/print/print-model';
import { renderPrintPdf } from '#server/render/print/print-pdf';
import { brandMail, loadMailBrand } from '#server/services/brand-mail';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { type HistoryType, historyEntry } from '#server/services/document-history';
import {
  acceptedRevisionOf,
  documentNumberOf as revisionNumberOf,
  supersedeEarlierRevisions,
} from '#server/services/document-revisions';
import type { FileStore } from '#server/services/file-store';
import { enqueueMail } from '#server/services/mail';
import { offerContentFingerprint } from '#server/services/offer-fingerprint';
import { issueOfferLink, offerValidUntil, onlineOfferContentOf } from '#server/services/offer-links';
import { printMail } from './print.mail';
import { PRINT_MESSAGES as M } from './print.messages';
import type { PrintRepository } from './print.repository';
import { logoPng } from './print-letterhead';
import { createPrintRevisionChanges } from './print-revision-changes';

/** What the calculation adds to a position: its cost, discount and net cost lines and the tax option's label. */
export type PrintPositionPricing = Pick<PrintPosition, 'additionalCosts' | 'discounts' | 'netCosts' | 'taxLabel'>;

/** Prices and terms of a document beyond the stored totals, per document configuration id. */
export type PrintPricing = (
  tx: DbOrTx,
  documentId: string,
  language: Language,
) => Promise<{ positions: Map<string, PrintPositionPricing>; paymentTerms: PrintTerm[]; deliveryTerms: PrintTerm[] }>;

/** The technical documentation items of document configurations, per document configuration id. */
export type PrintDocumentation = (
  tx: DbOrTx,
  documentConfigurationIds: string[],
  publicUrl: string,
) => Promise<Map<string, { fileName: string; url: string }[]>>;

for (const locale of [sl, en, de, fr]) {
  countryNames.registerLocale(locale);
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ZIP = 'application/zip';

type Found = NonNullable<Awaited<ReturnType<PrintRepository['findDocument']>>>;

/** The template kind that prints a document type by default: offers and inquiries as offers, orders as confirmations. */
const defaultKindOf = (typeId: string): PrintKind =>
  typeId === DOCUMENT_TYPE_IDS.order || typeId === DOCUMENT_TYPE_IDS.orderconfirmation ? 'orderconfirmation' : 'offer';

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((part) => part).join(' ');

const isLanguage = (code: string | null): code is Language => LANGUAGES.includes(code as Language);

/** Print and send: templates, rendering to PDF and DOCX, mail, generated documents and their downloads. */
export const createPrintService = ({
  database,
  repository,
  files,
  pricing,
  documentation,
  offerLinkKey,
}: {
  database: Database;
  repository: PrintRepository;
  files: FileStore;
  pricing: PrintPricing;
  documentation: PrintDocumentation;
  /** The key of the offer links' tokens (services/offer-links.ts). */
  offerLinkKey: Buffer;
}) => {
  const store = getCatalogueStore(database);

  /**
   * Admins and sales only (403 for installers and customers); the document must exist (404) and be the caller's
   * (403 for a foreign tenant); a given brand partner must be the document's.
   */
  const loadDocument = async (caller: Caller, documentId: string, brandPartnerId?: string) => {
    requireAdmin(caller);
    const found = requireDocument(await repository.findDocument(database.db, documentId));
    const user = assertCanReadDocument(caller, documentAccessOfRow(found));
    if (brandPartnerId !== undefined && brandPartnerId.toLowerCase() !== found.document.brandPartnerId) {
      throw new AppError(M.brandPartnerMismatch);
    }
    return { found, user };
  };

  const documentNumberOf = (found: Found) => revisionNumberOf(found.document);
  const revisionChanges = createPrintRevisionChanges(database);

  /** Sending changes the document's status: a read-only document is refused (409). */
  const assertSendable = (found: Found) => assertDocumentWritable(documentAccessOfRow(found));

  /**
   * Inside the sending transaction: no other revision of the offer was accepted (409 naming it otherwise), which
   * would be superseded by this send and let the customer accept the same offer twice.
   */
  const assertNoRevisionAccepted = async (tx: DbOrTx, documentId: string) => {
    const accepted = await acceptedRevisionOf(tx, documentId);
    if (accepted !== null) {
      throw new AppError(M.offerRevisionAccepted, {
        message: formatMessage(M.offerRevisionAccepted, { number: accepted }),
      });
    }
  };

  const countryName = (codes: Map<string, string>, id: string | null | undefined, language: Language) => {
    const code = id ? codes.get(id) : undefined;
    return code ? (countryNames.getName(code, language) ?? code) : '';
  };

  /** The print model of a document: letterhead, addresses, positions with pictures and prices, totals and terms. */
  const buildModel = async (
    found: Found,
    kind: PrintKind,
    templateName: string,
    language: Language,
    options: PrintModel['options'],
    publicUrl: string,
    validUntil: string | null,
  ): Promise<PrintModel> => {
    const document = found.document;
    // The catalogue store reads with its own connection (PGlite has one): nothing here runs in a transaction.
    const partner = await store.getBrandPartner(document.brandPartnerId);
    if (!partner) {
      throw new AppError(M.brandPartnerUnknown);
    }
    const db = database.db;
    const storefront = await repository.findStorefront(db, document.brandPartnerId);
    if (!storefront) {
      throw new AppError(M.brandPartnerUnknown);
    }
    const lines = await repository.listLines(db, document.id);
    // Each configuration is drawn and described with the catalogue version it is priced with.
    const models = await Promise.all(
      lines.map(({ configuration }) => store.getModelOf(configuration.catalogueVersionId, configuration.modelId)),
    );
    const prices = await pricing(db, document.id, language);
    const items = options.showDocumentation
      ? await documentation(
          db,
          lines.map(({ line }) => line.id),
          publicUrl,
        )
      : new Map<string, { fileName: string; url: string }[]>();
    const delivery = document.deliveryData as DeliveryData | null;
    const codes = await repository.findCountryCodes(
      db,
      [document.contactCountryId, delivery?.CountryId].filter((id): id is string => Boolean(id)),
    );
    const positions: PrintPosition[] = await Promise.all(
      lines.map(async ({ line, configuration }, index): Promise<PrintPosition> => {
        const model = models[index];
        const extra = prices.positions.get(line.id);
        const base = {
          position: line.position,
          quantity: line.quantity,
          unitCents: line.unitPriceCents,
          priceCents: line.unitPriceCents * line.quantity,
          additionalCosts: extra?.additionalCosts ?? [],
          discounts: extra?.discounts ?? [],
          netCosts: extra?.netCosts ?? [],
          totalCents: line.totalPriceCents,
          taxLabel: extra?.taxLabel ?? '',
          taxCents: line.totalTaxCents,
          documentation: items.get(line.id) ?? [],
        };
        if (!model) {
          return { ...base, name: configuration.id, picture: null, parameters: [] };
        }
        const result = configure(model.compiled, configuration.choices, null, {
          markupBasisPoints: partner.markupBasisPoints,
        });
        const parameters = printableParameters(result, language);
        const picture = options.showImages
          ? (
              await measure(
                'pictureRender',
                () =>
                  svgToPngOrPlaceholder(
                    () => drawDoorSvg(drawingFromConfiguration(result, model.design), PRINT_PICTURE_SIZE),
                    PRINT_PICTURE_SIZE,
                  ),
                'png',
              )
            ).png
          : null;
        return { ...base, name: displayName(model.def.names, language), picture, parameters };
      }),
    );
    const contactName = fullName(document.contactFirstName, document.contactLastName);
    const customer = [
      document.contactCompanyName,
      [salutationIn(document.contactAddressing, language), contactName].filter((part) => part).join(' '),
      document.contactAddress,
      [document.contactZip, document.contactCity].filter((part) => part).join(' '),
      countryName(codes, document.contactCountryId, language),
      document.contactCompanyVat ? `${printLabels(language)('vatNumber')} ${document.contactCompanyVat}` : '',
    ].filter((line) => line);
    const deliveryLines = delivery
      ? [
          delivery.CompanyName ?? '',
          [salutationIn(delivery.Addressing ?? '', language), fullName(delivery.FirstName, delivery.LastName)]
            .filter((part) => part)
            .join(' '),
          delivery.Address,
          [delivery.Zip, delivery.City].filter((part) => part).join(' '),
          countryName(codes, delivery.CountryId, language),
        ].filter((line) => line)
      : null;
    const style = storefront.style;
    return {
      kind,
      templateName,
      language,
      currency: document.currency,
      documentNumber: documentNumberOf(found),
      date: new Date().toISOString().slice(0, 10),
      validUntil,
      letterhead: {
        // The brand, not the storefront's page title: a name reads the same in every language.
        name: storefront.brandName,
        lines: [storefront.partnerName, storefront.inquiryEmail].filter(
          (line) => line && line !== storefront.brandName,
        ),
        logo: await logoPng(style.HeaderLogo),
        bandColour: style.BackgroundColor || '#1F2A33',
        bandTextColour: style.HeaderFontColor || '#FFFFFF',
        accentColour: style.ButtonColor || '#86A33C',
      },
      customer: { lines: customer },
      delivery: deliveryLines ? { lines: deliveryLines } : null,
      commission: document.commission,
      customerNumber: document.customerNumber,
      salesman: fullName(found.salesmanFirstName, found.salesmanLastName),
      positions,
      totals: {
        netCents: document.totalPriceCents,
        taxCents: document.totalTaxCents,
        totalCents: document.totalPriceCents + document.totalTaxCents,
      },
      paymentTerms: prices.paymentTerms,
      deliveryTerms: prices.deliveryTerms,
      options,
    };
  };

  const history = (tx: DbOrTx, documentId: string, user: UserCaller, type: HistoryType, text: string, value = '') =>
    repository.insertHistory(tx, historyEntry(documentId, user.userId, type, text, value));

  const fileOf = async (key: string) => {
    const file = await files.get(key);
    if (!file) {
      throw new AppError(M.fileMissing);
    }
    return Buffer.from(file.body);
  };

  /** Deletes stored files no generated document uses any more (after the deleting transaction committed). */
  const deleteUnusedFiles = async (keys: string[]) => {
    for (const key of new Set(keys)) {
      if ((await repository.countKeyUses(database.db, key)) === 0) {
        await files.delete(key);
      }
    }
  };

  return {
    /** The print templates; exactly one is the default, the one that prints the document's type. */
    async listTemplates(caller: Caller, documentId: string, language: Language): Promise<PrintTemplate[]> {
      const { found } = await loadDocument(caller, documentId);
      const templates = await repository.listTemplates(database.db);
      const ownType = templates.find((row) => row.documentTypeId === found.document.typeId && row.isPrintDefault);
      const fallbackKind = defaultKindOf(found.document.typeId);
      const preselected =
        ownType ?? templates.find((row) => row.kind === fallbackKind && row.isPrintDefault) ?? templates[0];
      return templates.map((row) => ({
        DocumentTemplateId: row.id,
        TemplateName: row.names[language],
        IsPrintDefault: row.id === preselected?.id,
      }));
    },

    /**
     * Renders the document as PDF and DOCX in the chosen language and template, stores both and records an offer
     * printed; with Send the PDF goes to the contact through the outbox, the record is an offer sent and the document
     * status becomes offer. Returns the PDF.
     */
    async generateDocument(
      caller: Caller,
      documentId: string,
      body: GenerateDocumentRequest,
      publicUrl: string,
    ): Promise<FileReply> {
      // Sending an offer: the fingerprint of its content before anything of it is read for the printout; the sending
      // transaction compares it again under the row lock, so the link's fingerprint is that of the PDF's content.
      const printedContent = body.Send ? await offerContentFingerprint(database.db, documentId) : null;
      const { found, user } = await loadDocument(caller, documentId, body.BrandPartnerId);
      if (!body.TemplateId) {
        throw new AppError(M.templateRequired);
      }
      if (!body.LanguageId) {
        throw new AppError(M.languageRequired);
      }
      const template = await repository.findTemplate(database.db, body.TemplateId);
      if (!template) {
        throw new AppError(M.templateUnknown);
      }
      const language = await repository.findLanguageCode(database.db, body.LanguageId);
      if (!isLanguage(language)) {
        throw new AppError(M.languageUnknown);
      }
      const send = body.Send ?? false;
      // Only an offer is sent for acceptance (a link online, a validity); other types are mailed as before.
      const isOffer = found.document.typeId === DOCUMENT_TYPE_IDS.offer;
      const validUntil = isOffer ? await offerValidUntil(database.db, found.document) : null;
      if (send) {
        assertSendable(found);
        if (!found.document.contactEmail) {
          throw new AppError(M.contactEmailMissing);
        }
      }
      const model = await buildModel(
        found,
        template.kind as PrintKind,
        template.names[language],
        language,
        {
          showPrices: body.ShowPrices ?? true,
          showImages: body.ShowImages ?? true,
          showDocumentation: body.ShowDocumentation ?? false,
          showTerms: body.ShowTerms ?? true,
        },
        publicUrl,
        validUntil,
      );
      if (body.ShowChangesFrom) {
        model.changes = await revisionChanges(found.document, body.ShowChangesFrom, language, model.options.showPrices);
      }
      const [pdf, docx] = await Promise.all([
        measure('documentRender', () => renderPrintPdf(model), 'pdf'),
        measure('documentRender', () => renderPrintDocx(model), 'docx'),
      ]);
      const fileName = printFileName(model, 'pdf');
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      const pdfKey = `print/${documentId}/${stamp}.pdf`;
      const docxKey = `print/${documentId}/${stamp}.docx`;
      await files.put(pdfKey, pdf, PDF);
      await files.put(docxKey, docx, DOCX);
      try {
        await repository.transaction(async (tx) => {
          // The row lock orders this print after any other change of the document.
          const locked = requireDocument(await repository.findDocument(tx, documentId, true));
          if (send) {
            assertSendable(locked);
            await assertNoRevisionAccepted(tx, documentId);
          }
          const contentSha256 = send && isOffer ? await offerContentFingerprint(tx, documentId) : null;
          if (contentSha256 !== printedContent && contentSha256 !== null) {
            throw new AppError(M.offerChangedWhilePrinting);
          }
          const generated = await repository.insertGenerated(tx, {
            documentId,
            typeId: send ? DOCUMENT_TYPE_IDS.offersent : DOCUMENT_TYPE_IDS.offerprinted,
            templateId: template.id,
            language,
            fileName,
            pdfKey,
            docxKey,
            createdByUserId: user.userId,
          });
          await history(tx, documentId, user, 'offerPrinted', fileName, template.names[language]);
          if (send) {
            // In the look of the document's storefront.
            const brand = await loadMailBrand(tx, locked.document.brandPartnerId);
            const link =
              isOffer && validUntil && contentSha256
                ? await issueOfferLink(tx, offerLinkKey, {
                    documentId,
                    brandPartnerId: locked.document.brandPartnerId,
                    generatedId: generated.id,
                    pdfKey,
                    pdf,
                    fileName,
                    language,
                    userId: user.userId,
                    validUntil,
                    content: onlineOfferContentOf(model, documentTitle(model)),
                    contentSha256,
                    publicUrl,
                  })
                : null;
            const plain = printMail(model, locked.document.contactEmail, link);
            const mail = brand ? brandMail(plain, brand) : plain;
            await enqueueMail(tx, {
              ...mail,
              kind: 'offer-sent',
              attachments: [{ fileName, contentType: PDF, content: pdf }],
            });
            await repository.setStatus(tx, documentId, DOCUMENT_STATUS_IDS.offer);
            await supersedeEarlierRevisions(tx, documentId, user.userId);
            await history(tx, documentId, user, 'offerSent', fileName, locked.document.contactEmail);
            await emitDocumentEvent(tx, 'offer.sent', documentId, { FileName: fileName });
          }
        });
      } catch (error) {
        await files.delete(pdfKey);
        await files.delete(docxKey);
        throw error;
      }
      return { FileName: fileName, MimeType: PDF, Contents: pdf.toString('base64') };
    },

    /** The generated documents, newest first, with the document's number, contact and e-mail. */
    async listGenerated(
      caller: Caller,
      documentId: string,
      brandPartnerId: string,
      language: Language,
    ): Promise<GeneratedDocumentList> {
      const { found } = await loadDocument(caller, documentId, brandPartnerId);
      const rows = await repository.listGenerated(database.db, documentId);
      return {
        Documents: rows.map((row) => ({
          SalesDocumentGeneratedId: row.generated.id,
          FileName: row.generated.fileName,
          DocumentType: row.typeNames[language],
          DocumentTypeId: row.generated.typeId,
          CreatedBy: fullName(row.creatorFirstName, row.creatorLastName),
          TimeStamp: row.generated.createdAt.toISOString(),
        })),
        DocumentNumber: documentNumberOf(found),
        Contact: fullName(found.document.contactFirstName, found.document.contactLastName),
        Email: found.document.contactEmail,
        DisableTechDocumentation: !(await repository.hasTechnicalDocumentation(database.db, documentId)),
      };
    },

    /** One generated document's PDF or DOCX. */
    async download(caller: Caller, documentId: string, generatedId: string, format: 'pdf' | 'doc'): Promise<FileReply> {
      await loadDocument(caller, documentId);
      const [row] = await repository.findGenerated(database.db, documentId, [generatedId]);
      if (!row) {
        throw new AppError(M.generatedNotFound);
      }
      const body = await fileOf(format === 'pdf' ? row.pdfKey : row.docxKey);
      return {
        FileName: format === 'pdf' ? row.fileName : row.fileName.replace(/\.pdf$/, '.docx'),
        MimeType: format === 'pdf' ? PDF : DOCX,
        Contents: body.toString('base64'),
      };
    },

    /** A zip of the chosen generated documents' PDFs (each name once). */
    async downloadZip(caller: Caller, documentId: string, ids: string[]): Promise<FileReply> {
      const { found } = await loadDocument(caller, documentId);
      const rows = await repository.findGenerated(database.db, documentId, [...new Set(ids)]);
      if (rows.length !== new Set(ids).size) {
        throw new AppError(M.generatedNotFound);
      }
      const entries: Record<string, Uint8Array> = {};
      for (const row of rows) {
        const stem = row.fileName.replace(/\.pdf$/, '');
        let name = `${stem}.pdf`;
        for (let copy = 2; name in entries; copy += 1) {
          name = `${stem}-${copy}.pdf`;
        }
        entries[name] = new Uint8Array(await fileOf(row.pdfKey));
      }
      entries['README.txt'] = strToU8(`${documentNumberOf(found)}: ${rows.length} document(s)\n`);
      return {
        FileName: `${documentNumberOf(found)}-documents.zip`,
        MimeType: ZIP,
        Contents: Buffer.from(zipSync(entries, { level: 6 })).toString('base64'),
      };
    },

    /** Deletes a printed document and its files; a sent offer, and any of a read-only document, is kept (409). */
    async deleteGenerated(caller: Caller, documentId: string, generatedId: string): Promise<PrintActionReply> {
      const { found, user } = await loadDocument(caller, documentId);
      assertDocumentWritable(documentAccessOfRow(found));
      const [row] = await repository.findGenerated(database.db, documentId, [generatedId]);
      if (!row) {
        throw new AppError(M.generatedNotFound);
      }
      if (row.typeId === DOCUMENT_TYPE_IDS.offersent) {
        throw new AppError(M.sentNotDeletable);
      }
      await repository.transaction(async (tx) => {
        // Under the document's lock: a confirmation that lands meanwhile makes it read-only.
        assertDocumentWritable(
          documentAccessOfRow(requireDocument(await repository.findDocument(tx, documentId, true))),
        );
        if (!(await repository.deleteGenerated(tx, generatedId, DOCUMENT_TYPE_IDS.offerprinted))) {
          throw new AppError(M.generatedNotFound);
        }
        await history(tx, documentId, user, 'printDeleted', row.fileName);
      });
      await deleteUnusedFiles([row.pdfKey, row.docxKey]);
      return { SalesDocumentId: documentId, DocumentStatusId: found.document.statusId };
    },

    /** Marks the newest printed offer as sent by other means: an offer sent record and status offer. */
    async sendManually(caller: Caller, documentId: string, brandPartnerId: string): Promise<PrintActionReply> {
      const { found, user } = await loadDocument(caller, documentId, brandPartnerId);
      assertSendable(found);
      return repository.transaction(async (tx) => {
        const locked = requireDocument(await repository.findDocument(tx, documentId, true));
        assertSendable(locked);
        await assertNoRevisionAccepted(tx, documentId);
        const printed = await repository.findNewestPrinted(tx, documentId);
        if (!printed) {
          throw new AppError(M.nothingPrinted);
        }
        // Marking the same print as sent again changes nothing (a double click, a retried request).
        if (await repository.isMarkedSent(tx, documentId, printed.pdfKey)) {
          return { SalesDocumentId: documentId, DocumentStatusId: locked.document.statusId };
        }
        await repository.insertGenerated(tx, {
          documentId,
          typeId: DOCUMENT_TYPE_IDS.offersent,
          templateId: printed.templateId,
          language: printed.language,
          fileName: printed.fileName,
          pdfKey: printed.pdfKey,
          docxKey: printed.docxKey,
          createdByUserId: user.userId,
        });
        await repository.setStatus(tx, documentId, DOCUMENT_STATUS_IDS.offer);
        await supersedeEarlierRevisions(tx, documentId, user.userId);
        await history(tx, documentId, user, 'offerMarkedSent', printed.fileName);
        await emitDocumentEvent(tx, 'offer.sent', documentId, { FileName: printed.fileName });
        return { SalesDocumentId: documentId, DocumentStatusId: DOCUMENT_STATUS_IDS.offer };
      });
    },
  };
};
/** The print service. */
export type PrintService = ReturnType<typeof createPrintService>;
