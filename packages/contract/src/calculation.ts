import { z } from 'zod';
import { guidSchema, moneySchema, textSchema } from './common';
import { overviewCategorySchema } from './configurator';
import { LIMITS } from './limits';

/** Fixed ids of the discount types (reference data, seeded with these ids). */
export const DISCOUNT_TYPE_IDS = {
  percentage: 'a1d15c00-0000-4000-8000-000000000001',
  amount: 'a1d15c00-0000-4000-8000-000000000002',
} as const;
/** A discount type's code. */
export type DiscountTypeCode = keyof typeof DISCOUNT_TYPE_IDS;

/** The code of a discount type id; null for an unknown id. */
export const discountTypeCodeOf = (typeId: string): DiscountTypeCode | null =>
  typeId.toLowerCase() === DISCOUNT_TYPE_IDS.percentage
    ? 'percentage'
    : typeId.toLowerCase() === DISCOUNT_TYPE_IDS.amount
      ? 'amount'
      : null;

/** §5 cost value (additional and net costs, amount discounts, payment term values): up to 6 digits, 2 decimals. */
export const COST_VALUE_PATTERN = /^-?\d{1,6}(\.\d{1,2})?$/;
/** §5 discount value (percentage): up to 3 digits, 2 decimals, checked against −100..100 as well. */
export const DISCOUNT_VALUE_PATTERN = /^-?\d{1,3}(\.\d{1,2})?$/;
/** §5 discount level: a non-negative integer (0..100 checked as well). */
export const LEVEL_PATTERN = /^\d{1,3}$/;
/** §5 sort order of a term: a non-negative integer. */
export const SORT_ORDER_PATTERN = /^\d{1,9}$/;

/** A decimal as typed: trimmed, comma turned into a dot (§5), and for a percentage a trailing % dropped. */
export const normalizeDecimalInput = (value: string | number, dropPercent = false): string => {
  let text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  if (dropPercent) {
    text = text.replace(/\s*%$/, '');
  }
  return text;
};

/** Exact hundredths of a decimal text that matched one of the patterns above (`-12.5` → −1250), no floating point. */
export const hundredthsOf = (text: string): number => {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -value : value;
};

/** Hundredths as a decimal text with two decimals (−1250 → `-12.50`). */
export const decimalTextOf = (hundredths: number): string => {
  const negative = hundredths < 0;
  const abs = Math.abs(hundredths);
  return `${negative ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Whether a typed cost value is valid (§5 cost value, comma accepted). */
export const isCostValue = (value: string | number): boolean => COST_VALUE_PATTERN.test(normalizeDecimalInput(value));

/** Whether a typed percentage discount is valid: pattern and −100..100, trailing % ignored, comma accepted. */
export const isDiscountPercentage = (value: string | number): boolean => {
  const text = normalizeDecimalInput(value, true);
  if (!DISCOUNT_VALUE_PATTERN.test(text)) {
    return false;
  }
  const hundredths = hundredthsOf(text);
  return hundredths >= LIMITS.discountMin * 100 && hundredths <= LIMITS.discountMax * 100;
};

/** Whether a typed discount value is valid for its type (an unknown type accepts nothing). */
export const isDiscountValue = (value: string | number, typeId: string): boolean => {
  const code = discountTypeCodeOf(typeId);
  return code === 'percentage' ? isDiscountPercentage(value) : code === 'amount' ? isCostValue(value) : false;
};

/** Whether a typed level is an integer 0..100. */
export const isDiscountLevel = (value: string | number): boolean => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return LEVEL_PATTERN.test(text) && Number(text) >= LIMITS.levelMin && Number(text) <= LIMITS.levelMax;
};

/** Whether a typed sort order is a non-negative integer. */
export const isSortOrder = (value: string | number): boolean =>
  SORT_ORDER_PATTERN.test(typeof value === 'number' ? String(value) : value.trim());

/** A decimal as the client sends it: a number or a text (comma or dot; a trailing % for percentages). */
const decimalInputSchema = z.union([z.number(), textSchema().max(20)]);
const nameSchema = textSchema().trim().min(1).max(LIMITS.textMax);

/** Body of the additional and net cost calls. */
export const costBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    Name: nameSchema,
    Value: decimalInputSchema.refine(isCostValue, { message: 'input number (two decimal places)' }),
  })
  .meta({ id: 'CostBody' });
/** Body of the additional and net cost calls. */
export type CostBody = z.infer<typeof costBodySchema>;

/** Body of the discount calls; the value's rule depends on the type (percentage −100..100, amount as a cost). */
export const discountBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    Name: nameSchema,
    Value: decimalInputSchema,
    Level: z.union([z.number(), textSchema().max(10)]).refine(isDiscountLevel, { message: 'input number (0 - 100)' }),
    TypeId: guidSchema,
  })
  .superRefine((body, context) => {
    if (discountTypeCodeOf(body.TypeId) === null) {
      context.addIssue({ code: 'custom', path: ['TypeId'], message: 'unknown discount type' });
    } else if (!isDiscountValue(body.Value, body.TypeId)) {
      context.addIssue({ code: 'custom', path: ['Value'], message: 'input number (-100 - 100, two decimal places)' });
    }
  })
  .meta({ id: 'DiscountBody' });
/** Body of the discount calls. */
export type DiscountBody = z.infer<typeof discountBodySchema>;

/** A cost row of the calculation (additional or net). */
export const calculationCostSchema = z.object({ CostId: guidSchema, Name: z.string(), Value: moneySchema });
/** A discount row of the calculation with its effect. */
export const calculationDiscountSchema = z.object({
  DiscountId: guidSchema,
  Name: z.string(),
  /** Percent for a percentage discount, money for an amount. */
  Value: z.number(),
  Level: z.number().int(),
  TypeId: guidSchema,
  TypeName: z.string(),
  /** The money this discount takes off. */
  DiscountValue: moneySchema,
  /** The running value after this discount (in level order). */
  ValueAfterDiscount: moneySchema,
});
/** A tax option of the brand partner and whether the configuration uses it. */
export const calculationTaxSchema = z.object({
  TaxOptionId: guidSchema,
  /** The rate in percent (22, 9.5, 0). */
  TaxValue: z.number(),
  IsSelected: z.boolean(),
});

/** Reply of `GET /document/configuration/{id}/calculation` (§3 Calculation). */
export const calculationReplySchema = z
  .object({
    SalesDocumentConfigurationId: guidSchema,
    Quantity: z.number().int(),
    /** One piece's price. */
    UnitPrice: moneySchema,
    /** The configuration's price × quantity. */
    ConfigurationPrice: moneySchema,
    AdditionalCost: moneySchema,
    ConfigurationWithAdditionalCost: moneySchema,
    /** All discounts together, in money. */
    DiscountValue: moneySchema,
    /** All discounts together as a percentage of ConfigurationWithAdditionalCost (two decimals). */
    DiscountPercentage: z.number(),
    ValueAfterDiscount: moneySchema,
    ConfigurationWithDiscountCost: moneySchema,
    NetCost: moneySchema,
    TotalPrice: moneySchema,
    TaxCost: moneySchema,
    TotalPriceWithTax: moneySchema,
    Currency: z.string(),
    CanEdit: z.boolean(),
    Tax: z.array(calculationTaxSchema),
    Discounts: z.array(calculationDiscountSchema),
    AdditionalCosts: z.array(calculationCostSchema),
    NetCosts: z.array(calculationCostSchema),
  })
  .meta({ id: 'CalculationReply' });
/** Reply of `GET /document/configuration/{id}/calculation`. */
export type CalculationReply = z.infer<typeof calculationReplySchema>;

/** Reply of the calculation writes: the new row's id (or the changed one) and the document's totals. */
export const calculationWriteReplySchema = z.object({
  Id: guidSchema,
  TotalPrice: moneySchema,
  TotalTaxCost: moneySchema,
  TotalPriceWithTax: moneySchema,
});
/** Reply of the calculation writes. */
export type CalculationWriteReply = z.infer<typeof calculationWriteReplySchema>;

/** A discount type (§3). */
export const discountTypeSchema = z.object({ TypeId: guidSchema, Code: z.string(), Name: z.string() });
/** Reply of `GET /document/discountType`. */
export const discountTypesReplySchema = z.array(discountTypeSchema);
/** A discount type (§3). */
export type DiscountType = z.infer<typeof discountTypeSchema>;

/** Reply of `GET /document/configuration/{id}/overview` (§3 Configuration overview, with the document's prices). */
export const documentOverviewReplySchema = z
  .object({
    Categories: z.array(overviewCategorySchema),
    Images: z.array(z.string()),
    /** The model's base price and every term that belongs to no parameter: the first line of the costs. */
    ModelPrice: moneySchema,
    /** One piece by today's catalogue: the model's base price plus the categories' prices. */
    CataloguePrice: moneySchema,
    /** One piece as the document holds it (priced when the configuration entered the document). */
    ConfigurationPrice: moneySchema.nullable(),
    Currency: z.string(),
    CanEdit: z.boolean(),
  })
  .meta({ id: 'DocumentOverviewReply' });
/** Reply of `GET /document/configuration/{id}/overview`. */
export type DocumentOverviewReply = z.infer<typeof documentOverviewReplySchema>;
