import { configurationImageUrl, type DocumentOverviewReply, type Language } from '@door/contract';
import { centsToMoney, configure, modelPriceCents, presentOverview } from '@door/engine';
import { eq } from 'drizzle-orm';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Db } from '#server/db/client';
import { configurations } from '#server/db/schema';
import { assertCanReadDocument, canDocument, requireDocument } from '#server/policies/document.policy';
import { findConfigurationMoneyAccess } from '#server/policies/document-access-query';
import type { CatalogueStore } from '#server/services/catalogue/catalogue-store';
import { CALCULATION_MESSAGES as M } from './calculation.messages';

/**
 * The costs page of a configuration in a document: the overview the customer sees (the model's base price, then
 * categories, parameters, values and prices by the engine's `presentOverview` on the document's brand partner price
 * list, and the configuration's picture), whose lines add up to `CataloguePrice`; beside it the price of one piece as
 * the document holds it (`ConfigurationPrice`, priced when it entered the document), the currency and CanEdit.
 */
export const createDocumentOverviewService = ({ db, store }: { db: Db; store: CatalogueStore }) => ({
  /** The overview of a configuration in a document (staff who may read the document). */
  async getOverview(
    caller: Caller,
    documentConfigurationId: string,
    brandPartnerId: string,
    lang: Language,
  ): Promise<DocumentOverviewReply> {
    const money = requireDocument(await findConfigurationMoneyAccess(db, documentConfigurationId, false));
    const user = assertCanReadDocument(caller, money.access);
    if (money.access.brandPartnerId !== brandPartnerId.toLowerCase() || money.configuration === null) {
      throw new AppError(M.brandPartnerMismatch);
    }
    const [row] = await db
      .select()
      .from(configurations)
      .where(eq(configurations.id, money.configuration.configurationId));
    const partner = await store.getBrandPartner(money.access.brandPartnerId);
    const catalogue = row ? await store.getVersion(row.catalogueVersionId) : null;
    const model = row && catalogue ? await store.getModel(catalogue, row.modelId) : null;
    if (!row || !partner || !catalogue || !model) {
      throw new AppError(M.configurationUnavailable);
    }
    const result = configure(model.compiled, row.choices, null, { markupBasisPoints: partner.markupBasisPoints });
    return {
      Categories: presentOverview(result, catalogue.categories, { lang, showPrices: true }),
      // The configuration's own picture; the model's catalogue picture shows another door than the one configured.
      Images: [configurationImageUrl(row)],
      ModelPrice: centsToMoney(modelPriceCents(result)),
      CataloguePrice: centsToMoney(result.priceCents),
      ConfigurationPrice: centsToMoney(money.configuration.unitPriceCents),
      Currency: money.currency,
      CanEdit: canDocument(user, 'edit', money.access),
    };
  },
});
