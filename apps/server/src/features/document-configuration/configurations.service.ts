import {
  type AddConfigurationQuery,
  type ChangeQuantityBody,
  type CloneConfigurationReply,
  type ConfigurationPositionData,
  DOCUMENT_STATUS_IDS,
  type DocumentConfigurationReply,
  isInstallerRole,
  type UpdateConfigurationPositionBody,
} from '@door/contract';
import { configure } from '@door/engine';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { canActForBrandPartner } from '#server/policies/access-guard';
import {
  assertCanReadDocument,
  assertDocumentWritable,
  authorizeDocument,
  canDocument,
  canReadDocument,
  requireDocument,
} from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { copyConfigurationCalculation } from '#server/services/calculation/copy-calculation';
import type { CatalogueStore } from '#server/services/catalogue/catalogue-store';
import { type HistoryType, historyEntry } from '#server/services/document-history';
import { CONFIGURATIONS_MESSAGES as M } from './configurations.messages';
import type { ConfigurationsRepository, DocumentLine } from './configurations.repository';

/** Whether the configuration's technical documentation is being generated (change, copy and delete wait). */
const isGenerating = (line: DocumentLine) => line.statusId === DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation;

/**
 * The configurations in a document: position data, copy, delete, quantity, adding a configuration from the
 * configurator and a new version. Every write runs in one transaction under the document's row lock (so positions
 * stay consecutive under concurrent writes), checks tenant, role (installers may only open), read-only (409) and the
 * documentation state, and records history.
 */
export const createConfigurationsService = ({
  repository,
  store,
}: {
  repository: ConfigurationsRepository;
  store: CatalogueStore;
}) => {
  /** Loads (and for writes locks) the document; 404 unknown, 403 foreign tenant or not staff, 400 wrong storefront. */
  const openDocument = async (
    tx: DbOrTx,
    caller: Caller,
    documentId: string,
    brandPartnerId: string | null,
    lock: boolean,
  ) => {
    const found = requireDocument(await repository.findDocument(tx, documentId, lock));
    const access = documentAccessOfRow(found);
    const user = assertCanReadDocument(caller, access);
    if (brandPartnerId !== null && brandPartnerId !== found.document.brandPartnerId) {
      throw new AppError(M.brandPartnerMismatch, { detail: 'BrandPartnerId' });
    }
    return { found, access, user };
  };

  /** As openDocument, for a write: installers 403, read-only 409. */
  const openForWrite = async (tx: DbOrTx, caller: Caller, documentId: string, brandPartnerId: string) => {
    const opened = await openDocument(tx, caller, documentId, brandPartnerId, true);
    if (isInstallerRole(opened.user.role)) {
      throw new AppError(M.installerMayOnlyOpen);
    }
    assertDocumentWritable(opened.access);
    return opened;
  };

  /** The line and its document, locked for a write (404 when the line is unknown). */
  const openLineForWrite = async (tx: DbOrTx, caller: Caller, lineId: string, brandPartnerId: string) => {
    const unlocked = requireDocument(await repository.findLine(tx, lineId));
    const opened = await openForWrite(tx, caller, unlocked.documentId, brandPartnerId);
    // Read again under the document's lock: a concurrent write may have moved or removed it.
    const line = requireDocument(await repository.findLine(tx, lineId));
    return { ...opened, line };
  };

  const history = (
    tx: DbOrTx,
    user: UserCaller,
    line: DocumentLine,
    type: HistoryType,
    text: string | number,
    value: string | number = '',
  ) =>
    repository.insertHistory(
      tx,
      historyEntry(line.documentId, user.userId, type, String(text), String(value), {
        documentConfigurationId: line.id,
        configurationId: line.configurationId,
      }),
    );

  const replyOf = (line: DocumentLine): DocumentConfigurationReply => ({
    SalesDocumentId: line.documentId,
    SalesDocumentConfigurationId: line.id,
    ConfigurationId: line.configurationId,
    ConfigurationPosition: line.position,
    Quantity: line.quantity,
    DocumentStatusId: line.statusId,
  });

  /**
   * The price of one piece of a configuration on the document's storefront price list, in cents, with the catalogue
   * version the configuration is priced with.
   */
  const unitPriceOf = async (
    documentBrandPartnerId: string,
    configuration: { modelId: string; catalogueVersionId: string; choices: Record<string, string> },
  ) => {
    const partner = await store.getBrandPartner(documentBrandPartnerId);
    const model = await store.getModelOf(configuration.catalogueVersionId, configuration.modelId);
    if (!partner || !model) {
      throw new AppError(M.modelUnavailable);
    }
    return configure(model.compiled, configuration.choices, null, { markupBasisPoints: partner.markupBasisPoints })
      .priceCents;
  };

  /**
   * Compiles the configuration's model before a transaction opens: the catalogue store reads with its own connection,
   * and PGlite has one, so a model compiled inside the transaction would wait for it forever.
   */
  const prepareModelOf = async (configurationId: string) => {
    const configuration = await repository.findConfiguration(repository.db, configurationId);
    if (configuration) {
      await store.getModelOf(configuration.catalogueVersionId, configuration.modelId);
    }
  };

  /** A configuration that may enter the document: known (404), of a storefront the caller acts for (403). */
  /**
   * The configuration a write into a document names, and what goes in: the caller's own configuration in no document
   * goes in as it is; one already in this document is that line; anything else the caller may read (a configuration
   * of another document it sees, a shared one of the storefront) goes in as a copy, so no configuration is ever in two
   * documents. 404 unknown, 403 unreadable.
   */
  const configurationFor = async (tx: DbOrTx, caller: UserCaller, configurationId: string, documentId: string) => {
    const configuration = await repository.findConfiguration(tx, configurationId);
    if (!configuration) {
      throw new AppError(M.configurationNotFound, { detail: 'configurationId' });
    }
    const holder = await repository.findHolderLine(tx, configurationId);
    if (holder) {
      const holding = await repository.findDocument(tx, holder.documentId, false);
      if (!holding || !canReadDocument(caller, documentAccessOfRow(holding))) {
        throw new AppError(M.configurationForeign, { detail: 'configurationId' });
      }
    } else if (!canActForBrandPartner(caller, configuration.brandPartnerId)) {
      throw new AppError(M.configurationForeign, { detail: 'configurationId' });
    }
    const sameLine = holder?.documentId === documentId ? holder : null;
    const isOwnFree = holder === null && configuration.ownerUserId === caller.userId;
    return { configuration, sameLine, mustCopy: sameLine === null && !isOwnFree };
  };

  /**
   * A changed configuration whose special documentation was generated goes back to draft: the engineering package
   * no longer matches the door. Recorded in history.
   */
  const resetSpecialStatus = async (tx: DbOrTx, user: UserCaller, line: DocumentLine): Promise<DocumentLine> => {
    if (line.statusId !== DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated) {
      return line;
    }
    const updated = await repository.updateLine(tx, line.id, { statusId: DOCUMENT_STATUS_IDS.draft });
    await history(tx, user, updated, 'configurationStatusChanged', 'draft', 'specialTechnicalDocumentationGenerated');
    return updated;
  };

  return {
    /** `GET /document/configuration/{id}`: the position data (heads of sales and sales: installers have no such page). */
    async getPosition(
      caller: Caller,
      lineId: string,
      brandPartnerId: string | null,
    ): Promise<ConfigurationPositionData> {
      return repository.transaction(async (tx) => {
        const line = requireDocument(await repository.findLine(tx, lineId));
        const { access, user } = await openDocument(tx, caller, line.documentId, brandPartnerId, false);
        authorizeDocument(user, 'readPosition', access);
        return {
          SalesDocumentConfigurationId: line.id,
          SalesDocumentId: line.documentId,
          ConfigurationId: line.configurationId,
          ConfigurationPosition: line.position,
          CustomerPosition: line.customerPosition,
          CustomerSubPosition: line.customerSubPosition,
          DeliveryDate: line.deliveryDate,
          Commission: line.commission,
          Comment: line.comment,
          CanEdit: canDocument(user, 'edit', access),
        };
      });
    },

    /** `PUT /document/configuration/{id}`: customer position, sub-position, delivery date and commission. */
    async updatePosition(caller: Caller, lineId: string, body: UpdateConfigurationPositionBody) {
      return repository.transaction(async (tx) => {
        const { line, user } = await openLineForWrite(tx, caller, lineId, body.BrandPartnerId);
        const next = {
          customerPosition: body.CustomerPosition,
          customerSubPosition: body.CustomerSubPosition,
          deliveryDate: body.DeliveryDate ?? null,
          commission: body.Commission,
        };
        const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== line[key]);
        const updated = await repository.updateLine(tx, line.id, next);
        if (changed.length > 0) {
          await history(
            tx,
            user,
            updated,
            'positionDataChanged',
            changed.join(', '),
            changed.map((key) => next[key] ?? '').join(', '),
          );
          await repository.touchDocument(tx, line.documentId);
        }
        return replyOf(updated);
      });
    },

    /** `PUT /document/configuration/{id}/changeQuantity`: 1 to 100 pieces; the stored totals follow. */
    async changeQuantity(caller: Caller, lineId: string, body: ChangeQuantityBody) {
      return repository.transaction(async (tx) => {
        const { line, user } = await openLineForWrite(tx, caller, lineId, body.BrandPartnerId);
        const updated = await repository.updateLine(tx, line.id, { quantity: body.Quantity });
        await history(tx, user, updated, 'quantityChanged', body.Quantity, line.quantity);
        await repository.touchDocument(tx, line.documentId);
        return replyOf(updated);
      });
    },

    /** `POST /document/configuration/{id}/copy`: a copy right after the source; the positions after it move on. */
    async copy(caller: Caller, lineId: string, brandPartnerId: string) {
      return repository.transaction(async (tx) => {
        const { line, user } = await openLineForWrite(tx, caller, lineId, brandPartnerId);
        if (isGenerating(line)) {
          throw new AppError(M.documentationGenerating);
        }
        await repository.shiftPositions(tx, line.documentId, line.position + 1, 1);
        const copy = await repository.copyLine(tx, line, line.position + 1, user.userId);
        await copyConfigurationCalculation(tx, line.id, copy.id);
        await history(tx, user, copy, 'configurationCopied', copy.position, line.position);
        await repository.touchDocument(tx, line.documentId);
        return replyOf(copy);
      });
    },

    /** `DELETE /document/configuration/{id}`: removes it; the positions after it close the gap. */
    async remove(caller: Caller, lineId: string, brandPartnerId: string) {
      return repository.transaction(async (tx) => {
        const { line, user } = await openLineForWrite(tx, caller, lineId, brandPartnerId);
        if (isGenerating(line)) {
          throw new AppError(M.documentationGenerating);
        }
        // History first: the entry keeps the configuration id; its line reference is cleared by the delete.
        await history(tx, user, line, 'configurationDeleted', line.position, line.configurationId);
        await repository.deleteLine(tx, line);
        await repository.touchDocument(tx, line.documentId);
        return { SalesDocumentId: line.documentId, SalesDocumentConfigurationId: line.id };
      });
    },

    /**
     * `POST /document/{documentId}?configurationId=&p=`: the overview's save into the document. A configuration not
     * yet in the document enters it at position p (default: last) priced on the document's storefront list; one
     * already in it (it was changed in the configurator) is replaced: priced again, a special status reset.
     */
    async addToDocument(caller: Caller, documentId: string, query: AddConfigurationQuery) {
      await prepareModelOf(query.configurationId);
      return repository.transaction(async (tx) => {
        const { found, user } = await openForWrite(tx, caller, documentId, query.brandPartnerId);
        const {
          configuration,
          sameLine: existing,
          mustCopy,
        } = await configurationFor(tx, user, query.configurationId, documentId);
        const unitPriceCents = await unitPriceOf(found.document.brandPartnerId, configuration);
        if (existing) {
          if (isGenerating(existing)) {
            throw new AppError(M.documentationGenerating);
          }
          const reset = await resetSpecialStatus(tx, user, existing);
          const updated = await repository.updateLine(tx, reset.id, { unitPriceCents });
          await history(tx, user, updated, 'configurationChanged', updated.position, (unitPriceCents / 100).toFixed(2));
          await repository.touchDocument(tx, documentId);
          return replyOf(updated);
        }
        const last = await repository.lastPosition(tx, documentId);
        const position = query.p ?? last + 1;
        if (position > last + 1) {
          throw new AppError(M.positionOutOfRange, { detail: 'p' });
        }
        if (position <= last) {
          await repository.shiftPositions(tx, documentId, position, 1);
        }
        const line = await repository.insertLine(tx, {
          documentId,
          configurationId: mustCopy
            ? await repository.cloneConfiguration(tx, configuration.id, user.userId)
            : configuration.id,
          position,
          quantity: 1,
          unitPriceCents,
          statusId: DOCUMENT_STATUS_IDS.draft,
        });
        await history(tx, user, line, 'configurationAdded', line.position, (unitPriceCents / 100).toFixed(2));
        await repository.touchDocument(tx, documentId);
        return replyOf(line);
      });
    },

    /**
     * `POST /configurator/{id}/clone/{documentId}`: a new version of a configuration of the document: a clone right
     * after it (keeping quantity, price and position data), or, for a configuration not in the document, a clone
     * added last. The configurator then opens the clone.
     */
    async cloneVersion(
      caller: Caller,
      configurationId: string,
      documentId: string,
      brandPartnerId: string,
    ): Promise<CloneConfigurationReply> {
      await prepareModelOf(configurationId);
      return repository.transaction(async (tx) => {
        const { found, user } = await openForWrite(tx, caller, documentId, brandPartnerId);
        const { configuration, sameLine: source } = await configurationFor(tx, user, configurationId, documentId);
        let line: DocumentLine;
        if (source) {
          if (isGenerating(source)) {
            throw new AppError(M.documentationGenerating);
          }
          await repository.shiftPositions(tx, documentId, source.position + 1, 1);
          line = await repository.copyLine(tx, source, source.position + 1, user.userId);
          await copyConfigurationCalculation(tx, source.id, line.id);
        } else {
          const clone = await repository.cloneConfiguration(tx, configuration.id, user.userId);
          line = await repository.insertLine(tx, {
            documentId,
            configurationId: clone,
            position: (await repository.lastPosition(tx, documentId)) + 1,
            quantity: 1,
            unitPriceCents: await unitPriceOf(found.document.brandPartnerId, configuration),
            statusId: DOCUMENT_STATUS_IDS.draft,
          });
        }
        await history(tx, user, line, 'configurationVersion', line.position, source?.position ?? '');
        await repository.touchDocument(tx, documentId);
        return {
          ConfigurationId: line.configurationId,
          DocumentConfigurationId: line.id,
          DocumentPosition: line.position,
        };
      });
    },
  };
};
/** The configurations in a document. */
export type ConfigurationsService = ReturnType<typeof createConfigurationsService>;
