import {
  type CalculationReply,
  type CalculationWriteReply,
  type CostBody,
  DISCOUNT_TYPE_IDS,
  type DiscountBody,
  type DiscountType,
  decimalTextOf,
  discountTypeCodeOf,
  hundredthsOf,
  type Language,
  normalizeDecimalInput,
} from '@door/contract';
import { centsToMoney } from '@door/engine';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import {
  authorizeDocument,
  canDocument,
  DOCUMENT_POLICY_MESSAGES,
  requireDocument,
} from '#server/policies/document.policy';
import {
  configurationMoneyAccessOf,
  type DocumentMoneyAccess,
  findConfigurationMoneyAccess,
} from '#server/policies/document-access-query';
import { configurationCalculationOf } from '#server/services/calculation/calculation-reader';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { CALCULATION_MESSAGES as M } from './calculation.messages';
import type { CalculationRepository, CostKind } from './calculation.repository';

/** The history codes of the calculation (the web app translates them). */
type CalculationHistoryType =
  | 'additionalCostAdded'
  | 'additionalCostChanged'
  | 'additionalCostDeleted'
  | 'netCostAdded'
  | 'netCostChanged'
  | 'netCostDeleted'
  | 'discountAdded'
  | 'discountChanged'
  | 'discountDeleted'
  | 'taxOptionChanged';

const COST_HISTORY: Record<CostKind, Record<'add' | 'change' | 'delete', CalculationHistoryType>> = {
  additional: { add: 'additionalCostAdded', change: 'additionalCostChanged', delete: 'additionalCostDeleted' },
  net: { add: 'netCostAdded', change: 'netCostChanged', delete: 'netCostDeleted' },
};

/** Hundredths (percent or cents) to the wire's number with at most two decimals. */
const hundredthsToNumber = (value: number) => centsToMoney(value);

/**
 * The calculation of a configuration in a document: reads it with every §3 field, and adds, changes and deletes its
 * additional costs, discounts and net costs and chooses its tax option. Every write runs in one transaction under
 * the document's row lock: tenancy (403/404), role (403), read-only (409), then the change, a history entry and the
 * line's totals (recomputed by `refreshLineTotals`) and the document's, in the same transaction.
 */
export const createCalculationService = ({ repository }: { repository: CalculationRepository }) => {
  /** The configuration with its document, readable by the caller acting for the brand partner. */
  const checkReadable = (caller: Caller, found: DocumentMoneyAccess | null, brandPartnerId: string) => {
    const money = requireDocument(found);
    const user = authorizeDocument(caller, 'readCalculation', money.access);
    if (money.access.brandPartnerId !== brandPartnerId.toLowerCase()) {
      throw new AppError(M.brandPartnerMismatch);
    }
    const configuration = money.configuration;
    if (configuration === null) {
      throw new AppError(DOCUMENT_POLICY_MESSAGES.documentForbidden);
    }
    return { money, user, configuration };
  };

  /** Runs a write: lock, checks (tenancy, role, read-only), the change, history; answers the document's totals. */
  const write = (
    caller: Caller,
    documentConfigurationId: string,
    brandPartnerId: string,
    change: (
      tx: DbOrTx,
      loaded: ReturnType<typeof checkReadable>,
    ) => Promise<{ id: string; type: CalculationHistoryType; text: string; value: string }>,
  ): Promise<CalculationWriteReply> =>
    repository.transaction(async (tx) => {
      const loaded = checkReadable(
        caller,
        await findConfigurationMoneyAccess(tx, documentConfigurationId, true),
        brandPartnerId,
      );
      authorizeDocument(loaded.user, 'edit', loaded.money.access);
      const done = await change(tx, loaded);
      await refreshLineTotals(tx, [loaded.configuration.id]);
      const totals = await repository.recordChange(tx, {
        documentId: loaded.money.documentId,
        documentConfigurationId: loaded.configuration.id,
        configurationId: loaded.configuration.configurationId,
        userId: loaded.user.userId,
        type: done.type,
        text: done.text,
        value: done.value,
      });
      return {
        Id: done.id,
        TotalPrice: centsToMoney(totals.totalPriceCents),
        TotalTaxCost: centsToMoney(totals.totalTaxCents),
        TotalPriceWithTax: centsToMoney(totals.totalCents),
      };
    });

  const costCents = (body: CostBody) => hundredthsOf(normalizeDecimalInput(body.Value));
  const discountValue = (body: DiscountBody) =>
    hundredthsOf(normalizeDecimalInput(body.Value, discountTypeCodeOf(body.TypeId) === 'percentage'));
  const discountText = (body: DiscountBody) =>
    `${decimalTextOf(discountValue(body))}${discountTypeCodeOf(body.TypeId) === 'percentage' ? ' %' : ''} (${Number(body.Level)})`;

  return {
    /** The calculation of a configuration in a document (§3), with the brand partner's tax options and CanEdit. */
    async getCalculation(
      caller: Caller,
      documentConfigurationId: string,
      brandPartnerId: string,
      language: Language,
    ): Promise<CalculationReply> {
      const row = requireDocument(await repository.findCalculation(documentConfigurationId));
      const { money, user, configuration } = checkReadable(caller, configurationMoneyAccessOf(row), brandPartnerId);
      const calculation = configurationCalculationOf(configuration, row.costs, row.discounts, row.tax);
      const types = await repository.listDiscountTypes(repository.db);
      const result = calculation.result;
      const typeName = new Map(types.map((type) => [type.id, type.names[language]]));
      return {
        SalesDocumentConfigurationId: configuration.id,
        Quantity: configuration.quantity,
        UnitPrice: centsToMoney(configuration.unitPriceCents),
        ConfigurationPrice: centsToMoney(result.configurationPriceCents),
        AdditionalCost: centsToMoney(result.additionalCostCents),
        ConfigurationWithAdditionalCost: centsToMoney(result.withAdditionalCostCents),
        DiscountValue: centsToMoney(result.discountValueCents),
        DiscountPercentage: hundredthsToNumber(result.discountPercentageHundredths),
        ValueAfterDiscount: centsToMoney(result.valueAfterDiscountCents),
        ConfigurationWithDiscountCost: centsToMoney(result.withDiscountCostCents),
        NetCost: centsToMoney(result.netCostCents),
        TotalPrice: centsToMoney(result.totalPriceCents),
        TaxCost: centsToMoney(result.taxCostCents),
        TotalPriceWithTax: centsToMoney(result.totalPriceWithTaxCents),
        Currency: money.currency,
        CanEdit: canDocument(user, 'edit', money.access),
        Tax: row.taxOptions.map((option) => ({
          TaxOptionId: option.id,
          TaxValue: hundredthsToNumber(option.rateBasisPoints),
          IsSelected: option.id === calculation.taxOptionId,
        })),
        Discounts: result.discounts.map((discount) => {
          const typeId = DISCOUNT_TYPE_IDS[discount.typeCode];
          return {
            DiscountId: discount.id,
            Name: discount.name,
            Value: hundredthsToNumber(discount.value),
            Level: discount.level,
            TypeId: typeId,
            TypeName: typeName.get(typeId) ?? discount.typeCode,
            DiscountValue: centsToMoney(discount.discountValueCents),
            ValueAfterDiscount: centsToMoney(discount.valueAfterDiscountCents),
          };
        }),
        AdditionalCosts: calculation.input.additionalCosts.map((cost) => ({
          CostId: cost.id,
          Name: cost.name,
          Value: centsToMoney(cost.valueCents),
        })),
        NetCosts: calculation.input.netCosts.map((cost) => ({
          CostId: cost.id,
          Name: cost.name,
          Value: centsToMoney(cost.valueCents),
        })),
      };
    },

    /** The discount types, named in the caller's language. */
    async listDiscountTypes(language: Language): Promise<DiscountType[]> {
      const types = await repository.listDiscountTypes(repository.db);
      return types.map((type) => ({ TypeId: type.id, Code: type.code, Name: type.names[language] }));
    },

    /** Adds an additional or net cost. */
    addCost: (caller: Caller, documentConfigurationId: string, kind: CostKind, body: CostBody) =>
      write(caller, documentConfigurationId, body.BrandPartnerId, async (tx, { configuration }) => {
        const valueCents = costCents(body);
        const id = await repository.insertCost(tx, {
          documentConfigurationId: configuration.id,
          kind,
          name: body.Name,
          valueCents,
        });
        return { id, type: COST_HISTORY[kind].add, text: body.Name, value: decimalTextOf(valueCents) };
      }),

    /** Changes an additional or net cost of the configuration (404 for another configuration's row). */
    updateCost: (caller: Caller, documentConfigurationId: string, kind: CostKind, costId: string, body: CostBody) =>
      write(caller, documentConfigurationId, body.BrandPartnerId, async (tx, { configuration }) => {
        const valueCents = costCents(body);
        if (!(await repository.updateCost(tx, configuration.id, kind, costId, { name: body.Name, valueCents }))) {
          throw new AppError(M.costNotFound);
        }
        return { id: costId, type: COST_HISTORY[kind].change, text: body.Name, value: decimalTextOf(valueCents) };
      }),

    /** Deletes an additional or net cost of the configuration (404 for another configuration's row). */
    deleteCost: (
      caller: Caller,
      documentConfigurationId: string,
      kind: CostKind,
      costId: string,
      brandPartnerId: string,
    ) =>
      write(caller, documentConfigurationId, brandPartnerId, async (tx, { configuration }) => {
        const row = await repository.deleteCost(tx, configuration.id, kind, costId);
        if (row === null) {
          throw new AppError(M.costNotFound);
        }
        return { id: costId, type: COST_HISTORY[kind].delete, text: row.name, value: decimalTextOf(row.valueCents) };
      }),

    /** Adds a discount. */
    addDiscount: (caller: Caller, documentConfigurationId: string, body: DiscountBody) =>
      write(caller, documentConfigurationId, body.BrandPartnerId, async (tx, { configuration }) => {
        const id = await repository.insertDiscount(tx, {
          documentConfigurationId: configuration.id,
          name: body.Name,
          typeId: body.TypeId,
          value: discountValue(body),
          level: Number(body.Level),
        });
        return { id, type: 'discountAdded', text: body.Name, value: discountText(body) };
      }),

    /** Changes a discount of the configuration (404 for another configuration's discount). */
    updateDiscount: (caller: Caller, documentConfigurationId: string, discountId: string, body: DiscountBody) =>
      write(caller, documentConfigurationId, body.BrandPartnerId, async (tx, { configuration }) => {
        const changed = await repository.updateDiscount(tx, configuration.id, discountId, {
          name: body.Name,
          typeId: body.TypeId,
          value: discountValue(body),
          level: Number(body.Level),
        });
        if (!changed) {
          throw new AppError(M.discountNotFound);
        }
        return { id: discountId, type: 'discountChanged', text: body.Name, value: discountText(body) };
      }),

    /** Deletes a discount of the configuration (404 for another configuration's discount). */
    deleteDiscount: (caller: Caller, documentConfigurationId: string, discountId: string, brandPartnerId: string) =>
      write(caller, documentConfigurationId, brandPartnerId, async (tx, { configuration }) => {
        const row = await repository.deleteDiscount(tx, configuration.id, discountId);
        if (row === null) {
          throw new AppError(M.discountNotFound);
        }
        return { id: discountId, type: 'discountDeleted', text: row.name, value: decimalTextOf(row.value) };
      }),

    /** Chooses the configuration's tax option among the brand partner's (400 for another option). */
    setTaxOption: (caller: Caller, documentConfigurationId: string, taxOptionId: string, brandPartnerId: string) =>
      write(caller, documentConfigurationId, brandPartnerId, async (tx, { configuration, money }) => {
        const options = await repository.listTaxOptions(tx, money.access.brandPartnerId);
        const option = options.find((entry) => entry.id === taxOptionId.toLowerCase());
        if (!option) {
          throw new AppError(M.taxOptionNotAvailable);
        }
        await repository.setTaxOption(tx, configuration.id, option.id);
        return {
          id: option.id,
          type: 'taxOptionChanged',
          text: '',
          value: `${decimalTextOf(option.rateBasisPoints)} %`,
        };
      }),
  };
};

/** The calculation service. */
export type CalculationService = ReturnType<typeof createCalculationService>;
