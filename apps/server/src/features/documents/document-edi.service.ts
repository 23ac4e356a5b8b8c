import {
  type DeliveryData,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentActionReply,
  documentTypeCodeOf,
  type EdiImportPreview,
  type FileReply,
  hundredthsOf,
  type Language,
  type PartsTreeNode,
  PROJECT_STATUS_IDS,
  type ReceiptData,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import type { Database, DbOrTx } from '#server/db/client';
import { configure, presentPartsTree } from '#server/engine';
import { centsToMoney } from '#server/engine/money';
import { requireBrandPartner } from '#server/policies/access-guard';
import {
  assertCanReadDocument,
  assertDocumentAction,
  type DocumentAccess,
  requireDocument,
} from '#server/policies/document.policy';
import { documentAccessOf } from '#server/policies/document-access-query';
import { invalidValue } from '#server/render/edi/edi-check';
import {
  type EdiCalculation,
  type EdiCatalogue,
  type EdiDocument,
  type EdiParty,
  type EdiPartyRole,
  type EdiPosition,
  emptyParty,
} from '#server/render/edi/edi-document';
import { readEdiFile, toEdiFile, toProductionFile } from '#server/render/edi/edi-file';
import {
  type ConfigurationCalculation,
  readDocumentCalculation,
} from '#server/services/calculation/calculation-reader';
import { termTextIn } from '#server/services/calculation/term-texts';
import { type CatalogueModel, getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { historyEntry } from '#server/services/document-history';
import { formatDocumentNumber, takeDocumentNumber, takeProjectNumber } from '#server/services/document-numbers';
import { DOCUMENT_ACTION_MESSAGES as M } from './document-actions.messages';
import type { DocumentActionsRepository } from './document-actions.repository';
import type { DocumentEdiRepository } from './document-edi.repository';

type Found = NonNullable<Awaited<ReturnType<DocumentActionsRepository['findDocument']>>>;
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

const toAccess = (found: Found): DocumentAccess =>
  documentAccessOf({
    ...found.document,
    projectStatusId: found.projectStatusId,
    ownerParentPartnerId: found.ownerParentPartnerId,
  });

const cents = (value: number) => (value / 100).toFixed(2);
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A position's calculation as the EDI format carries it (names, amounts, the tax rate in percent). */
const ediCalculationOf = ({ input, result }: ConfigurationCalculation): EdiCalculation => ({
  additionalCosts: input.additionalCosts.map((cost) => ({ name: cost.name, amount: cents(cost.valueCents) })),
  discounts: result.discounts.map((discount) => ({
    name: discount.name,
    type: discount.typeCode,
    value: cents(discount.value),
    level: discount.level,
    amount: cents(discount.discountValueCents),
  })),
  netCosts: input.netCosts.map((cost) => ({ name: cost.name, amount: cents(cost.valueCents) })),
  taxRate: input.taxRateBasisPoints === null ? '' : cents(input.taxRateBasisPoints),
  withAdditionalCost: cents(result.withAdditionalCostCents),
  netAmount: cents(result.totalPriceCents),
  taxAmount: cents(result.taxCostCents),
  totalAmount: cents(result.totalPriceWithTaxCents),
});
/** EDI export and import of a document, and its submission for production (the production file). */
export const createDocumentEdiService = ({
  database,
  actions,
  repository,
}: {
  database: Database;
  actions: DocumentActionsRepository;
  repository: DocumentEdiRepository;
}) => {
  const store = getCatalogueStore(database);

  const storefrontOf = async (tx: DbOrTx, brandPartnerId: string) => {
    const storefront = await actions.findBrandPartner(tx, brandPartnerId);
    if (!storefront) {
      throw new AppError(M.brandPartnerUnknown);
    }
    return storefront;
  };

  // The catalogue store reads with its own connection: the models are compiled before a transaction opens, since
  // PGlite has one connection and a read outside the open transaction would wait for it forever.
  const catalogueOf = async (brandPartnerId: string, documentId: string | null) => {
    const partner = await store.getBrandPartner(brandPartnerId);
    if (!partner) {
      throw new AppError(M.brandPartnerUnknown);
    }
    const lines = documentId ? await actions.transaction((tx) => actions.listLines(tx, documentId)) : [];
    // Each configuration with the catalogue version it is priced with.
    const models = new Map(
      await Promise.all(
        lines.map(
          async ({ configuration }) =>
            [
              configuration.id,
              await store.getModelOf(configuration.catalogueVersionId, configuration.modelId),
            ] as const,
        ),
      ),
    );
    return { partner, models };
  };

  /** The document as the EDI format carries it, and the engine's parts tree of each position. */
  const ediDocumentOf = async (
    tx: DbOrTx,
    found: Found,
    language: Language,
    { partner, models }: Awaited<ReturnType<typeof catalogueOf>>,
  ) => {
    const document = found.document;
    const lines = await actions.listLines(tx, document.id);
    const money = await readDocumentCalculation(tx, document.id);
    const calculationOf = new Map(money?.configurations.map((entry) => [entry.position, entry]) ?? []);
    const partsTrees = new Map<number, PartsTreeNode[]>();
    const positions: EdiPosition[] = lines.map(({ line, configuration }) => {
      const model = models.get(configuration.id);
      if (!model) {
        throw new AppError(M.modelUnavailable, { detail: `position ${line.position}` });
      }
      const result = configure(model.compiled, configuration.choices, null, {
        markupBasisPoints: partner.markupBasisPoints,
      });
      partsTrees.set(line.position, presentPartsTree(result, language));
      const calculated = calculationOf.get(line.position);
      return {
        position: line.position,
        quantity: line.quantity,
        modelCode: model.def.code,
        modelName: model.def.names.name[language],
        parameters: result.model.params.map((param) => {
          if (param.isList) {
            const valueCode = param.def.values[result.state.sel[param.index] ?? -1]?.code ?? '';
            return { code: param.def.code, valueCode, customValue: '' };
          }
          const number = result.state.num[param.index] ?? Number.NaN;
          const custom = param.isNumeric
            ? Number.isNaN(number)
              ? ''
              : String(number)
            : (result.state.text[param.index] ?? '');
          return { code: param.def.code, valueCode: '', customValue: custom };
        }),
        unitPrice: cents(line.unitPriceCents),
        totalPrice: cents(calculated?.result.totalPriceCents ?? line.unitPriceCents * line.quantity),
        commission: '',
        customerPosition: '',
        comment: configuration.comment,
        ...(calculated ? { calculation: ediCalculationOf(calculated) } : {}),
      };
    });
    const names = await repository.partnerNames(tx, [document.ownerPartnerId, document.recipientPartnerId]);
    const countryCodes = await repository.countryCodes(tx);
    const codeOf = (id: string | null | undefined) => (id ? (countryCodes.get(id) ?? '') : '');
    const address = (role: EdiPartyRole, data: DeliveryData | ReceiptData | null): EdiParty[] =>
      data
        ? [
            {
              ...emptyParty(role),
              companyName: data.CompanyName ?? '',
              addressing: data.Addressing ?? '',
              firstName: data.FirstName,
              lastName: data.LastName,
              street: data.Address,
              postCode: data.Zip,
              city: data.City,
              countryCode: codeOf(data.CountryId),
              telephone: 'Telephone' in data ? data.Telephone : '',
              companyRegistration: data.CompanyRegistration ?? '',
              vatNumber: data.CompanyVAT ?? '',
            },
          ]
        : [];
    const parties: EdiParty[] = [
      { ...emptyParty('seller'), companyName: names.get(document.ownerPartnerId) ?? '' },
      ...(document.recipientPartnerId
        ? [{ ...emptyParty('buyer'), companyName: names.get(document.recipientPartnerId) ?? '' }]
        : []),
      {
        ...emptyParty('customer'),
        companyName: document.contactCompanyName,
        addressing: document.contactAddressing,
        firstName: document.contactFirstName,
        lastName: document.contactLastName,
        street: document.contactAddress,
        postCode: document.contactZip,
        city: document.contactCity,
        countryCode: codeOf(document.contactCountryId),
        email: document.contactEmail,
        telephone: document.contactTelephone,
        companyRegistration: document.contactCompanyRegistration,
        vatNumber: document.contactCompanyVat,
      },
      ...address('delivery', document.deliveryData),
      ...address('invoice', document.receiptData),
    ];
    const edi: EdiDocument = {
      header: {
        documentType: documentTypeCodeOf(document.typeId) ?? 'offer',
        number: formatDocumentNumber(document.year, document.number),
        documentDate: day(document.createdAt),
        deliveryDate: '',
        currency: document.currency,
        language,
        commission: document.commission,
        customerNumber: document.customerNumber,
        comment: document.comment,
      },
      parties,
      positions,
      totals: {
        net: cents(money?.totals.totalPriceCents ?? 0),
        tax: cents(money?.totals.totalTaxCents ?? 0),
        total: cents(money?.totals.totalCents ?? 0),
      },
      terms: {
        payment: (money?.paymentTerms ?? []).map((term) => ({
          ...termTextIn(term, language),
          value: cents(term.valueHundredths ?? 0),
          sortOrder: term.sortOrder,
        })),
        delivery: (money?.deliveryTerms ?? []).map((term) => ({
          ...termTextIn(term, language),
          sortOrder: term.sortOrder,
        })),
      },
    };
    return { edi, partsTrees };
  };

  /**
   * The current catalogue of a brand as an EDI import asks it, by codes: the models the file names, compiled before
   * the import's transaction opens (a first read of the file collects their codes).
   */
  const importCatalogueOf = async (brandPartnerId: string, base64File: string) => {
    const { partner } = await catalogueOf(brandPartnerId, null);
    const current = await store.getCurrentCatalogue(partner.brandId);
    const codes = new Set<string>();
    try {
      const sketch = readEdiFile(base64File, { hasModel: () => true, hasParameter: () => true, hasValue: () => true });
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
    body: { BrandPartnerId: string; Base64File: string; FileName: string },
    { partner, byCode, parameterOf, ediCatalogue }: Awaited<ReturnType<typeof importCatalogueOf>>,
  ) => {
    if (documentId !== NO_DOCUMENT) {
      const found = requireDocument(await actions.findDocument(tx, documentId, false));
      assertCanReadDocument(caller, toAccess(found));
    }
    const storefront = await storefrontOf(tx, body.BrandPartnerId);
    const user = assertDocumentAction(caller, 'ediImport', storefront, null);
    requireBrandPartner(user, body.BrandPartnerId);
    if (!/\.xml$/i.test(body.FileName)) {
      throw new AppError(M.notXml, { detail: 'FileName' });
    }
    const edi = readEdiFile(body.Base64File, ediCatalogue);
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

  const loadFor = async (tx: DbOrTx, caller: Caller, documentId: string) => {
    const found = requireDocument(await actions.findDocument(tx, documentId));
    const storefront = await storefrontOf(tx, found.document.brandPartnerId);
    return { found, storefront, caller };
  };

  const writeHistory = (
    tx: DbOrTx,
    documentId: string,
    user: UserCaller,
    type: Parameters<typeof historyEntry>[2],
    text: string,
    value = '',
  ) => actions.insertHistory(tx, historyEntry(documentId, user.userId, type, text, value));

  return {
    /** `GET /document/{id}/download/edifactxml`: the document as an EDI file (licence EnabledEdifactExport). */
    async exportEdi(caller: Caller, documentId: string, language: Language | undefined): Promise<FileReply> {
      const peek = requireDocument(await actions.transaction((tx) => actions.findDocument(tx, documentId, false)));
      const loaded = await catalogueOf(peek.document.brandPartnerId, documentId);
      return actions.transaction(async (tx) => {
        const { found, storefront } = await loadFor(tx, caller, documentId);
        const user = assertDocumentAction(caller, 'ediExport', storefront, toAccess(found));
        const lang = language ?? (found.document.language as Language);
        const { edi } = await ediDocumentOf(tx, found, lang, loaded);
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
      const catalogue = await importCatalogueOf(body.BrandPartnerId, body.Base64File);
      return actions.transaction(async (tx) => {
        const { edi, settled } = await readImport(tx, caller, documentId, body, catalogue);
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
    async importEdi(
      caller: Caller,
      documentId: string,
      body: { BrandPartnerId: string; Base64File: string; FileName: string; Reprice?: boolean },
    ): Promise<DocumentActionReply> {
      const catalogue = await importCatalogueOf(body.BrandPartnerId, body.Base64File);
      return actions.transaction(async (tx) => {
        const { storefront, user, edi, settled } = await readImport(tx, caller, documentId, body, catalogue);
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
        await writeHistory(tx, id, user, 'ediImported', body.FileName, formatDocumentNumber(year, number));
        const reply = requireDocument(await actions.findReplyFields(tx, id));
        return {
          SalesDocumentId: id,
          DocumentStatusId: reply.statusId,
          ProjectId: reply.projectId,
          ProjectStatusId: reply.projectStatusId,
          DocumentNumber: formatDocumentNumber(year, number),
        };
      });
    },

    /**
     * `POST /ref/clone?documentId=`: submit for production (OEM; confirmed; active project). The document goes to
     * sending to production (project sending), the production file is written, then sent to production (project
     * sent); a file that cannot be written leaves `error sent to production` with the reason in history.
     */
    async submitForProduction(caller: Caller, documentId: string): Promise<FileReply> {
      const prepared = await actions.transaction(async (tx) => {
        const { found, storefront } = await loadFor(tx, caller, documentId);
        const user = assertDocumentAction(caller, 'submitForProduction', storefront, toAccess(found));
        await actions.updateDocument(tx, documentId, { statusId: DOCUMENT_STATUS_IDS.sendingToProduction });
        await actions.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS.sending);
        await writeHistory(tx, documentId, user, 'sendingToProduction', 'sendingToProduction');
        return { found, user };
      });
      const { found, user } = prepared;
      try {
        const loaded = await catalogueOf(found.document.brandPartnerId, documentId);
        const file = await actions.transaction(async (tx) => {
          const { edi, partsTrees } = await ediDocumentOf(tx, found, found.document.language as Language, loaded);
          const production = toProductionFile(edi, partsTrees);
          await actions.updateDocument(tx, documentId, { statusId: DOCUMENT_STATUS_IDS.sentToProduction });
          await actions.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS.sent);
          await writeHistory(tx, documentId, user, 'sentToProduction', production.FileName);
          return production;
        });
        return file;
      } catch (error) {
        await actions.transaction(async (tx) => {
          await actions.updateDocument(tx, documentId, { statusId: DOCUMENT_STATUS_IDS.errorSentToProduction });
          // The project goes back to active so the document can be fixed (copied) and submitted again.
          await actions.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS.active);
          const reason = error instanceof AppError ? `${error.code}: ${error.detail}` : 'internal error';
          await writeHistory(tx, documentId, user, 'sentToProduction', 'errorSentToProduction', reason);
        });
        throw error;
      }
    },
  };
};
/** The EDI and production service of the documents. */
export type DocumentEdiService = ReturnType<typeof createDocumentEdiService>;
