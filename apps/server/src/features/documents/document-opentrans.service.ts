import {
  documentTypeCodeOf,
  type Language,
  type OpenTransChange,
  type OpenTransUploadReply,
  ZERO_GUID,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { requireBrandPartner } from '#server/policies/access-guard';
import { assertDocumentAction } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { ediError } from '#server/render/edi/edi-check';
import { ediFileName } from '#server/render/edi/edi-file';
import { OPENTRANS_MESSAGES as M } from '#server/render/opentrans/opentrans.messages';
import {
  featureOf,
  OPENTRANS_MAX_BYTES,
  type OpenTransKind,
  type OpenTransPartner,
} from '#server/render/opentrans/opentrans-document';
import {
  type OrderResponse,
  parseOpenTrans,
  readOpenTransOrder,
  readOrderResponse,
} from '#server/render/opentrans/opentrans-read';
import { writeOpenTransXml } from '#server/render/opentrans/opentrans-write';
import { historyEntry } from '#server/services/document-history';
import { formatDocumentNumber } from '#server/services/document-numbers';
import type { DocumentActionsRepository } from './document-actions.repository';
import type { DocumentEdiRepository } from './document-edi.repository';
import type { DocumentEdiService } from './document-edi.service';
import type { DocumentOpenTransRepository } from './document-opentrans.repository';
import { cents, type EdiDocumentSource, type Found } from './edi-document-source';

/** Longest base64 text of an openTRANS upload: 20 MB of XML, plus padding. */
const MAX_BASE64_LENGTH = Math.ceil(OPENTRANS_MAX_BYTES / 3) * 4;

/** The openTRANS document a sales document is exchanged as, by its type; null for types that are neither. */
const kindOf = (found: Found): OpenTransKind | null => {
  const type = documentTypeCodeOf(found.document.typeId);
  if (type === 'offer' || type === 'offerprinted' || type === 'offersent') {
    return 'QUOTATION';
  }
  return type === 'order' || type === 'orderconfirmation' ? 'ORDER' : null;
};

/**
 * An openTRANS upload: the JSON form with the base64 file, or the XML body's bytes with the query's fields. Both pass
 * the same checks of `parseOpenTrans`.
 */
export type OpenTransUpload = { BrandPartnerId: string; FileName: string; DryRun: boolean } & (
  | { Base64File: string }
  | { bytes: Buffer }
);

/** The openTRANS file the export answers: its name and XML text. */
export type OpenTransFile = { fileName: string; xml: string };

const ORDER_INFO = 'ORDERRESPONSE_HEADER/ORDERRESPONSE_INFO';

/**
 * The openTRANS 2.1 exchange of a document with the manufacturer's ERP: the export (`QUOTATION` or `ORDER`), the
 * order response applied to an order, and an `ORDER` imported as a new document (by the EDI import's writer).
 */
export const createDocumentOpenTransService = ({
  source,
  actions,
  repository,
  edi,
  ediRepository,
}: {
  source: EdiDocumentSource;
  ediRepository: DocumentEdiRepository;
  actions: DocumentActionsRepository;
  repository: DocumentOpenTransRepository;
  edi: DocumentEdiService;
}) => {
  const { catalogueOfDocument, ediDocumentOf, loadFor, writeHistory } = source;

  /**
   * The two parties of the exchange: the buyer is the dealer partner that owns the document (its recipient when the
   * owner is the manufacturer itself), the supplier the manufacturer up the owner's chain.
   */
  const partiesOf = async (
    tx: DbOrTx,
    found: Found,
    /** The owner's and recipient's names when already read (the export reads them with the document). */
    known: ReadonlyMap<string, string> = new Map(),
  ): Promise<{ buyer: OpenTransPartner; supplier: OpenTransPartner }> => {
    const { ownerPartnerId, recipientPartnerId } = found.document;
    const supplier = await repository.manufacturerOf(tx, ownerPartnerId);
    const buyerId = supplier.id === ownerPartnerId && recipientPartnerId ? recipientPartnerId : ownerPartnerId;
    const name = known.get(buyerId) ?? (await ediRepository.partnerNames(tx, [buyerId])).get(buyerId) ?? '';
    return { buyer: { id: buyerId, name }, supplier };
  };

  /** The storefront named must be the document's (400 naming brandPartnerId otherwise). */
  const checkBrandPartner = (found: Found, brandPartnerId: string) => {
    if (found.document.brandPartnerId !== brandPartnerId) {
      throw new AppError(M.wrongBrandPartner, { detail: 'brandPartnerId' });
    }
  };

  /** Checks an order response against the order and the lines it names, and lists what it changes. */
  const changesOf = (
    found: Found,
    parties: { buyer: OpenTransPartner; supplier: OpenTransPartner },
    response: OrderResponse,
    lines: Awaited<ReturnType<DocumentActionsRepository['listLines']>>,
  ) => {
    const number = formatDocumentNumber(found.document.year, found.document.number);
    const mismatch = (element: string, value: string, expected: string) =>
      ediError(M.otherOrder, { element, value, expected }, `otherOrder:${element}`);
    if (response.orderId !== number) {
      throw mismatch(`${ORDER_INFO}/ORDER_ID`, response.orderId, number);
    }
    if (response.supplierId !== parties.supplier.id) {
      throw mismatch(`${ORDER_INFO}/ORDER_PARTIES_REFERENCE/SUPPLIER_IDREF`, response.supplierId, parties.supplier.id);
    }
    if (response.buyerId !== parties.buyer.id) {
      throw mismatch(`${ORDER_INFO}/ORDER_PARTIES_REFERENCE/BUYER_IDREF`, response.buyerId, parties.buyer.id);
    }
    const byPosition = new Map(lines.map(({ line }) => [line.position, line]));
    const seen = new Set<number>();
    const changes: OpenTransChange[] = [];
    const updates: { lineId: string; quantity: number; unitPriceCents: number; deliveryDate: string | null }[] = [];
    for (const answer of response.lines) {
      const line = answer.position === null ? undefined : byPosition.get(answer.position);
      if (!line || seen.has(line.position)) {
        throw ediError(
          M.unknownLine,
          { element: `${answer.element}/LINE_ITEM_ID`, value: answer.lineItemId.slice(0, 50) },
          `unknownLine:${answer.element}/LINE_ITEM_ID`,
        );
      }
      seen.add(line.position);
      const unitPriceCents = answer.unitPriceCents ?? line.unitPriceCents;
      const deliveryDate = answer.deliveryDate || response.deliveryDate || line.deliveryDate;
      const change = (field: OpenTransChange['Field'], before: string, after: string) => {
        if (before !== after) {
          changes.push({ Position: line.position, Field: field, Before: before, After: after });
        }
      };
      change('quantity', String(line.quantity), String(answer.quantity));
      change('unitPrice', cents(line.unitPriceCents), cents(unitPriceCents));
      change('deliveryDate', line.deliveryDate ?? '', deliveryDate ?? '');
      updates.push({ lineId: line.id, quantity: answer.quantity, unitPriceCents, deliveryDate: deliveryDate || null });
    }
    return { changes, updates, accepted: [...seen].sort((a, b) => a - b), byPosition };
  };

  return {
    /**
     * `GET /document/{id}/opentrans?brandPartnerId=`: the document as openTRANS 2.1 in its own language (licence
     * EnabledEdifactExport, like the EDI export); recorded in the history.
     */
    async exportOpenTrans(caller: Caller, documentId: string, brandPartnerId: string): Promise<OpenTransFile> {
      const loaded = await catalogueOfDocument(documentId);
      return actions.transaction(async (tx) => {
        const { found, storefront } = await loadFor(tx, caller, documentId);
        const user = assertDocumentAction(caller, 'ediExport', storefront, documentAccessOfRow(found));
        requireBrandPartner(user, brandPartnerId);
        checkBrandPartner(found, brandPartnerId);
        const kind = kindOf(found);
        if (kind === null) {
          throw new AppError(M.notExportable);
        }
        const language = found.document.language as Language;
        const {
          edi: doc,
          printable,
          deliveryDates,
          partnerNames,
        } = await ediDocumentOf(tx, found, language, loaded, false);
        if (doc.positions.length === 0) {
          throw new AppError(M.emptyDocument);
        }
        const xml = writeOpenTransXml({
          kind,
          doc,
          ...(await partiesOf(tx, found, partnerNames)),
          features: new Map([...printable].map(([position, parameters]) => [position, parameters.map(featureOf)])),
          deliveryDates,
          generatedAt: new Date(),
        });
        const fileName = ediFileName(kind.toLowerCase(), doc.header.number);
        await writeHistory(tx, documentId, user, 'opentransExported', fileName, kind);
        return { fileName, xml };
      });
    },

    /**
     * `POST /document/{id}/opentrans`: an `ORDERRESPONSE` applied to the order `{id}` (all or nothing; `DryRun` only
     * answers its changes), or an `ORDER` imported as a new document like the EDI import (`{id}` only checked for
     * access). Hostile or unreadable XML is refused with a 400 before its elements are read.
     */
    async upload(caller: Caller, documentId: string, body: OpenTransUpload): Promise<OpenTransUploadReply> {
      if ('Base64File' in body && body.Base64File.length > MAX_BASE64_LENGTH) {
        throw ediError(M.tooLarge, { limit: OPENTRANS_MAX_BYTES / 1024 / 1024 });
      }
      const bytes = 'Base64File' in body ? Buffer.from(body.Base64File, 'base64') : body.bytes;
      const { root, element } = parseOpenTrans(bytes, ['ORDER', 'ORDERRESPONSE']);
      if (root === 'ORDER') {
        if (body.DryRun) {
          throw new AppError(M.dryRunOrder, { detail: 'DryRun' });
        }
        const reply = await edi.importDocument(
          caller,
          documentId,
          body,
          (catalogue) => readOpenTransOrder(element, catalogue),
          'opentransImported',
        );
        const lines = await actions.transaction((tx) => actions.listLines(tx, reply.SalesDocumentId));
        return {
          Root: 'ORDER',
          SalesDocumentId: reply.SalesDocumentId,
          DocumentNumber: reply.DocumentNumber,
          Applied: true,
          SupplierOrderId: '',
          AcceptedPositions: lines.map(({ line }) => line.position),
          Changes: [],
        };
      }
      const response = readOrderResponse(element);
      if (documentId === ZERO_GUID) {
        throw new AppError(M.notAnOrder);
      }
      return actions.transaction(async (tx) => {
        const { found, storefront } = await loadFor(tx, caller, documentId);
        const user = assertDocumentAction(caller, 'ediImport', storefront, documentAccessOfRow(found));
        requireBrandPartner(user, body.BrandPartnerId);
        checkBrandPartner(found, body.BrandPartnerId);
        const type = documentTypeCodeOf(found.document.typeId);
        if ((type !== 'order' && type !== 'orderconfirmation') || documentAccessOfRow(found).status === 'archived') {
          throw new AppError(M.notAnOrder);
        }
        const lines = await actions.listLines(tx, documentId);
        const { changes, updates, accepted, byPosition } = changesOf(
          found,
          await partiesOf(tx, found),
          response,
          lines,
        );
        const reply: OpenTransUploadReply = {
          Root: 'ORDERRESPONSE',
          SalesDocumentId: documentId,
          DocumentNumber: formatDocumentNumber(found.document.year, found.document.number),
          Applied: !body.DryRun,
          SupplierOrderId: response.supplierOrderId,
          AcceptedPositions: accepted,
          Changes: changes,
        };
        if (body.DryRun) {
          return reply;
        }
        for (const update of updates) {
          await repository.updateLine(tx, update.lineId, update);
        }
        await repository.setSupplierOrderNumber(
          tx,
          documentId,
          response.supplierOrderId || found.document.supplierOrderNumber,
        );
        await writeHistory(tx, documentId, user, 'orderResponseApplied', body.FileName, response.supplierOrderId);
        for (const change of changes) {
          const line = byPosition.get(change.Position);
          const onLine = line ? { documentConfigurationId: line.id, configurationId: line.configurationId } : undefined;
          const [type, text, value] =
            change.Field === 'quantity'
              ? (['quantityChanged', change.After, change.Before] as const)
              : change.Field === 'unitPrice'
                ? (['unitPriceChanged', change.After, change.Before] as const)
                : (['positionDataChanged', 'deliveryDate', change.After] as const);
          await actions.insertHistory(tx, historyEntry(documentId, user.userId, type, text, value, onLine));
        }
        return reply;
      });
    },
  };
};
