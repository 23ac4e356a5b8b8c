import {
  type DeliveryData,
  documentTypeCodeOf,
  type Language,
  type PartsTreeNode,
  type ReceiptData,
} from '@door/contract';
import { configure, presentPartsTree, printableParameters } from '@door/engine';
import { type DoorSize, doorSizeFromConfiguration } from '@door/engine/door';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import type { Database, DbOrTx } from '#server/db/client';
import { requireDocument } from '#server/policies/document.policy';
import {
  type EdiCalculation,
  type EdiDocument,
  type EdiParty,
  type EdiPartyRole,
  type EdiPosition,
  emptyParty,
} from '#server/render/edi/edi-document';
import {
  type ConfigurationCalculation,
  configurationCalculationOf,
  readDocumentTerms,
} from '#server/services/calculation/calculation-reader';
import { termTextIn } from '#server/services/calculation/term-texts';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { historyEntry } from '#server/services/document-history';
import { formatDocumentNumber } from '#server/services/document-numbers';
import { DOCUMENT_ACTION_MESSAGES as M } from './document-actions.messages';
import type { DocumentActionsRepository } from './document-actions.repository';
import type { DocumentEdiRepository } from './document-edi.repository';

/** A document of the EDI and production calls, with its project status and owner's parent. */
export type Found = NonNullable<Awaited<ReturnType<DocumentActionsRepository['findDocument']>>>;

/** Cents (or hundredths) as the EDI format writes amounts: `1234` → `12.34`. */
export const cents = (value: number) => (value / 100).toFixed(2);
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

/**
 * What the EDI export, the EDI import and the production order share: the document's storefront, its catalogue
 * (each position's model on the version it is priced with), the document as the EDI format carries it with each
 * position's parts tree, and the document's history.
 */
export const createEdiDocumentSource = ({
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

  /**
   * The catalogue of a document's export in one statement (its storefront and each configuration's model), read
   * before the export's transaction like `catalogueOf`; 404 when the document is unknown.
   */
  const catalogueOfDocument = async (documentId: string) => {
    const rows = await actions.listDocumentModels(documentId);
    const first = requireDocument(rows[0]);
    const partner = await store.getBrandPartner(first.brandPartnerId);
    if (!partner) {
      throw new AppError(M.brandPartnerUnknown);
    }
    const models = new Map<string, Awaited<ReturnType<typeof store.getModelOf>>>();
    for (const row of rows) {
      if (row.configurationId && row.catalogueVersionId && row.modelId) {
        models.set(row.configurationId, await store.getModelOf(row.catalogueVersionId, row.modelId));
      }
    }
    return { partner, models };
  };

  /** The document as the EDI format carries it, and the engine's parts tree of each position. */
  const ediDocumentOf = async (
    tx: DbOrTx,
    found: Found,
    language: Language,
    { partner, models }: Awaited<ReturnType<typeof catalogueOf>>,
    /** Whether the parts trees and door sizes are wanted (the production file); the exports leave them out. */
    withParts = true,
  ) => {
    const document = found.document;
    // Each table once for every position: the lines with their configuration and calculation rows in one
    // statement, the terms in another; the totals are the document row's, read (and locked) with it.
    const lines = await repository.listLinesWithCalculation(tx, document.id);
    const terms = await readDocumentTerms(tx, document.id);
    const calculationOf = new Map(
      lines.map(({ line, configuration, costs, discounts, tax }) => [
        line.position,
        configurationCalculationOf({ ...line, configurationId: configuration.id }, costs, discounts, tax),
      ]),
    );
    const partsTrees = new Map<number, PartsTreeNode[]>();
    const sizes = new Map<number, DoorSize>();
    // What the openTRANS export adds per position: its printable parameters and its delivery date.
    const printable = new Map<number, { name: string; value: string }[]>();
    const deliveryDates = new Map<number, string>();
    const positions: EdiPosition[] = lines.map(({ line, configuration }) => {
      const model = models.get(configuration.id);
      if (!model) {
        throw new AppError(M.modelUnavailable, { detail: `position ${line.position}` });
      }
      const result = configure(model.compiled, configuration.choices, null, {
        markupBasisPoints: partner.markupBasisPoints,
      });
      if (withParts) {
        partsTrees.set(line.position, presentPartsTree(result, language));
        sizes.set(line.position, doorSizeFromConfiguration(result));
      }
      printable.set(line.position, printableParameters(result, language));
      if (line.deliveryDate) {
        deliveryDates.set(line.position, line.deliveryDate);
      }
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
    const countryCodes = await repository.countryCodes(tx, [
      document.contactCountryId,
      document.deliveryData?.CountryId,
      document.receiptData?.CountryId,
    ]);
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
        net: cents(document.totalPriceCents),
        tax: cents(document.totalTaxCents),
        total: cents(document.totalCents),
      },
      terms: {
        payment: terms.paymentTerms.map((term) => ({
          ...termTextIn(term, language),
          value: cents(term.valueHundredths ?? 0),
          sortOrder: term.sortOrder,
        })),
        delivery: terms.deliveryTerms.map((term) => ({
          ...termTextIn(term, language),
          sortOrder: term.sortOrder,
        })),
      },
    };
    return { edi, partsTrees, sizes, printable, deliveryDates, partnerNames: names };
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

  return { store, storefrontOf, catalogueOf, catalogueOfDocument, ediDocumentOf, loadFor, writeHistory };
};

/** The shared parts of the EDI and production services. */
export type EdiDocumentSource = ReturnType<typeof createEdiDocumentSource>;
