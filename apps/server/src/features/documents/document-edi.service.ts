import {
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentActionReply,
  type EdiImportPreview,
  type FileReply,
  hundredthsOf,
  type Language,
  PROJECT_STATUS_IDS,
  type ReceiptData,
  ZERO_GUID,
} from '@door/contract';
import { centsToMoney, configure } from '@door/engine';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { requireBrandPartner } from '#server/policies/access-guard';
import { assertCanReadDocument, assertDocumentAction, requireDocument } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { invalidValue } from '#server/render/edi/edi-check';
import {
  type EdiCatalogue,
  type EdiDocument,
  type EdiParty,
  type EdiPartyRole,
  emptyParty,
} from '#server/render/edi/edi-document';
import { readEdiFile, toEdiFile } from '#server/render/edi/edi-file';
import { type CatalogueModel } from '#server/services/catalogue/catalogue-store';
import { formatDocumentNumber, takeDocumentNumber, takeProjectNumber } from '#server/services/document-numbers';
import { readActionReply } from './action-reply';
import { DOCUMENT_ACTION_MESSAGES as M } from './document-actions.messages';
import type { DocumentActionsRepository } from './document-actions.repository';
import type { DocumentEdiRepository } from './document-edi.repository';
import { type EdiDocumentSource } from './edi-document-source';

/** Reads an imported file into the document it carries, asking the catalogue by codes (throws a 400 naming a problem). */
export type EdiReader = (catalogue: EdiCatalogue) => EdiDocument;

/** A catalogue that knows every code: the first read of a file that only collects its models' codes. */
const EVERY_CODE: EdiCatalogue = { hasModel: () => true, hasParameter: () => true, hasValue: () => true };

/** The reader of an EDI file sent as base64. */
const ediReaderOf =
  (base64File: string): EdiReader =>
  (catalogue) =>
    readEdiFile(base64File, catalogue);

/** The upload of an import: the storefront, the file's name and whether to price on today's catalogue. */
type ImportBody = { BrandPartnerId: string; FileName: string; Reprice?: boolean };

/** EDI export and import of a document. */
export const createDocumentEdiService = ({
  source,
  actions,
  repository,
}: {
  source: EdiDocumentSource;
  actions: DocumentActionsRepository;
  repository: DocumentEdiRepository;
}) => {
  const { store, storefrontOf, catalogueOf, catalogueOfDocument, ediDocumentOf, loadFor, writeHistory } = source;

  /**
   * The current catalogue of a brand as an EDI import asks it, by codes: the models the file names, compiled before
   * the import's transaction opens (a first read of the file collects their codes).
   */
  const importCatalogueOf = async (brandPartnerId: string, read: EdiReader) => {
    const { partner } = await catalogueOf(brandPartnerId, null);
    const current = await store.getCurrentCatalogue(partner.brandId);
    const codes = new Set<string>();
    try {
      const sketch = read(EVERY_CODE);
      for (const position of sketch.positions) {
        codes.add(position.modelCode);
      }
    } catch {
      // The import reads the file again in its transaction and refuses it there, after the access checks.
    }
    const byCode = new Map<string, CatalogueModel>();
    for (const code of codes) {
      const model = await store.getModel(current, current.built.ids.model(code));
      if (model) {
        byCode.set(code, model);
      }
    }
    const parameterOf = (modelCode: string, parameterCode: string) => {
      const compiled = byCode.get(modelCode)?.compiled;
      const index = compiled?.paramIndexByCode.get(parameterCode);
      return index === undefined ? undefined : compiled?.params[index];
    };
    const ediCatalogue: EdiCatalogue = {
      hasModel: (code) => byCode.has(code),
      hasParameter: (code, parameter) => parameterOf(code, parameter) !== undefined,
      hasValue: (code, parameter, value) => parameterOf(code, parameter)?.valueIndexByCode.has(value) ?? false,
    };
    return { partner, versionId: current.id, byCode, parameterOf, ediCatalogue };
  };

  /**
   * The checks of an EDI import (the document named, the caller's action on the storefront, an XML file that reads)
   * and its positions settled by the engine on today's catalogue: what the import writes and its preview shows.
   */
  const readImport = async (
    tx: DbOrTx,
    caller: Caller,
    documentId: string,
    body: ImportBody,
    read: EdiReader,
    { partner, byCode, parameterOf, ediCatalogue }: Awaited<ReturnType<typeof importCatalogueOf>>,
  ) => {
    // The all-zero GUID names no document: the import makes a new one.
    if (documentId !== ZERO_GUID) {
      const found = requireDocument(await actions.findDocument(tx, documentId, false));
      assertCanReadDocument(caller, documentAccessOfRow(found));
    }
    const storefront = await storefrontOf(tx, body.BrandPartnerId);
    const user = assertDocumentAction(caller, 'ediImport', storefront, null);
    requireBrandPartner(user, body.BrandPartnerId);
    if (!/\.xml$/i.test(body.FileName)) {
      throw new AppError(M.notXml, { detail: 'FileName' });
    }
    const edi = read(ediCatalogue);
    const settled = edi.positions.map((position) => {
      const model = byCode.get(position.modelCode) as CatalogueModel;
      const choices: Record<string, string> = {};
      for (const parameter of position.parameters) {
        const param = parameterOf(position.modelCode, parameter.code);
        if (!param) {
          continue;
        }
        if (parameter.valueCode) {
          const value = param.def.values[param.valueIndexByCode.get(parameter.valueCode) ?? -1];
          if (value) {
            choices[param.def.id] = value.id;
          }
        } else if (parameter.customValue !== '') {
          choices[param.def.id] = parameter.customValue;
        }
      }
      const result = configure(model.compiled, choices, null, { markupBasisPoints: partner.markupBasisPoints });
      return { position, model, result };
    });
    return { storefront, user, edi, settled };
  };

  const service = {
    /** `GET /document/{id}/download/edifactxml`: the document as an EDI file (licence EnabledEdifactExport). */
    async exportEdi(caller: Caller, documentId: string, language: Language | undefined): Promise<FileReply> {
      const loaded = await catalogueOfDocument(documentId);
      return actions.transaction(async (tx) => {
        const { found, storefront } = await loadFor(tx, caller, documentId);
        const user = assertDocumentAction(caller, 'ediExport', storefront, documentAccessOfRow(found));
        const lang = language ?? (found.document.language as Language);
        const { edi } = await ediDocumentOf(tx, found, lang, loaded, false);
        const file = toEdiFile(edi);
        await writeHistory(tx, documentId, user, 'ediExported', file.FileName, lang);
        return file;
      });
    },

    /**
     * What an EDI import would price: per position the file's unit price and today's catalogue price, after the
     * same checks as the import; writes nothing.
     */
    async previewEdiImport(
      caller: Caller,
      documentId: string,
      body: { BrandPartnerId: string; Base64File: string; FileName: string },
      language: Language,
    ): Promise<EdiImportPreview> {
      const read = ediReaderOf(body.Base64File);
      const catalogue = await importCatalogueOf(body.BrandPartnerId, read);
      return actions.transaction(async (tx) => {
        const { edi, settled } = await readImport(tx, caller, documentId, body, read, catalogue);
        return {
          Currency: edi.header.currency,
          Positions: settled.map(({ position, model, result }) => ({
            Position: position.position,
            ModelName: model.def.names.name[language],
            Quantity: position.quantity,
            FileUnitPrice: centsToMoney(hundredthsOf(position.unitPrice)),
            CatalogueUnitPrice: centsToMoney(result.priceCents),
          })),
        };
      });
    },

    /**
     * `POST /document/{id}/upload/edifactxml`: a new document and project of the caller's partner from an EDI file
     * (licence EnabledEdifactImport); `{id}` is only checked for access (the all-zero GUID: no document).
     */
    importEdi(
      caller: Caller,
      documentId: string,
      body: ImportBody & { Base64File: string },
    ): Promise<DocumentActionReply> {
      return service.importDocument(caller, documentId, body, ediReaderOf(body.Base64File), 'ediImported');
    },

    /**
     * A new document and project of the caller's partner from the document a file carries (EDI or openTRANS ORDER):
     * its parties, positions with the file's prices (or today's, `Reprice`), calculations and terms; the history
     * names the file with `historyType`.
     */
    async importDocument(
      caller: Caller,
      documentId: string,
      body: ImportBody,
      read: EdiReader,
      historyType: 'ediImported' | 'opentransImported',
    ): Promise<DocumentActionReply> {
      const catalogue = await importCatalogueOf(body.BrandPartnerId, read);
      return actions.transaction(async (tx) => {
        const { storefront, user, edi, settled } = await readImport(tx, caller, documentId, body, read, catalogue);
        const partnerId = user.partnerId ?? '';
        const countryIds = await repository.countryIds(tx);
        const idOf = (code: string) => (code ? (countryIds.get(code) ?? null) : null);
        const party = (role: EdiPartyRole) => edi.parties.find((candidate) => candidate.role === role);
        const customer = party('customer') ?? emptyParty('customer');
        const addressOf = (found: EdiParty | undefined) =>
          found
            ? {
                Addressing: found.addressing,
                FirstName: found.firstName,
                LastName: found.lastName,
                Address: found.street,
                City: found.city,
                Zip: found.postCode,
                CountryId: idOf(found.countryCode) ?? '',
                CompanyName: found.companyName,
                CompanyRegistration: found.companyRegistration,
                CompanyVAT: found.vatNumber,
              }
            : null;
        const delivery = party('delivery');
        const buyer = party('buyer');
        const recipientPartnerId = buyer?.companyName
          ? await repository.chainPartnerByName(tx, partnerId, buyer.companyName)
          : null;
        const year = new Date().getUTCFullYear();
        const projectId = await actions.insertProject(tx, {
          partnerId,
          brandPartnerId: storefront.id,
          number: await takeProjectNumber(tx, partnerId),
          statusId: PROJECT_STATUS_IDS.active,
          createdByUserId: user.userId,
        });
        const number = await takeDocumentNumber(tx, partnerId, year);
        const id = await actions.insertDocument(tx, {
          projectId,
          brandPartnerId: storefront.id,
          typeId: DOCUMENT_TYPE_IDS[edi.header.documentType],
          statusId: DOCUMENT_STATUS_IDS.draft,
          year,
          number,
          ownerPartnerId: partnerId,
          salesmanUserId: user.userId,
          recipientPartnerId,
          contactAddressing: customer.addressing,
          contactFirstName: customer.firstName,
          contactLastName: customer.lastName,
          contactEmail: customer.email,
          contactTelephone: customer.telephone,
          contactAddress: customer.street,
          contactCity: customer.city,
          contactZip: customer.postCode,
          contactCountryId: idOf(customer.countryCode),
          contactCompanyName: customer.companyName,
          contactCompanyRegistration: customer.companyRegistration,
          contactCompanyVat: customer.vatNumber,
          deliveryData: delivery ? { ...(addressOf(delivery) as ReceiptData), Telephone: delivery.telephone } : null,
          receiptData: addressOf(party('invoice')),
          commission: edi.header.commission,
          customerNumber: edi.header.customerNumber,
          comment: edi.header.comment,
          currency: edi.header.currency,
          language: edi.header.language,
        });
        for (const { position, model, result } of settled) {
          const documentConfigurationId = await repository.insertLine(tx, {
            documentId: id,
            brandPartnerId: storefront.id,
            modelId: model.def.id,
            catalogueVersionId: catalogue.versionId,
            choices: result.choices,
            comment: position.comment,
            ownerUserId: user.userId,
            position: position.position,
            quantity: position.quantity,
            // The line keeps the file's price unless the user asked to re-price (a document must not change its total
            // by being exported and imported).
            unitPriceCents: body.Reprice ? result.priceCents : hundredthsOf(position.unitPrice),
          });
          const calculation = position.calculation;
          if (calculation) {
            const rate = calculation.taxRate === '' ? null : hundredthsOf(calculation.taxRate);
            const taxOptionId = rate === null ? null : await repository.taxOptionIdByRate(tx, storefront.id, rate);
            if (rate !== null && taxOptionId === null) {
              throw invalidValue(`Line[@number="${position.position}"]/Calculation/TaxRate`);
            }
            await repository.insertCalculation(tx, documentConfigurationId, {
              additionalCosts: calculation.additionalCosts.map((cost) => ({
                name: cost.name,
                valueCents: hundredthsOf(cost.amount),
              })),
              netCosts: calculation.netCosts.map((cost) => ({
                name: cost.name,
                valueCents: hundredthsOf(cost.amount),
              })),
              discounts: calculation.discounts.map((discount) => ({
                name: discount.name,
                type: discount.type,
                value: hundredthsOf(discount.value),
                level: discount.level,
              })),
              taxOptionId,
            });
          }
        }
        if (edi.terms) {
          await repository.replaceTerms(tx, id, [
            ...edi.terms.payment.map((term) => ({
              kind: 'payment' as const,
              name: term.name,
              description: term.description,
              valueHundredths: hundredthsOf(term.value),
              sortOrder: term.sortOrder,
            })),
            ...edi.terms.delivery.map((term) => ({
              kind: 'delivery' as const,
              name: term.name,
              description: term.description,
              valueHundredths: null,
              sortOrder: term.sortOrder,
            })),
          ]);
        }
        await writeHistory(tx, id, user, historyType, body.FileName, formatDocumentNumber(year, number));
        return readActionReply(actions, tx, id);
      });
    },
  };
  return service;
};
/** The EDI service of the documents. */
export type DocumentEdiService = ReturnType<typeof createDocumentEdiService>;
