import { z } from 'zod';
import { isCostValue, isSortOrder } from './calculation';
import { guidSchema, moneySchema, textSchema } from './common';
import { LIMITS } from './limits';

/** Longest description of a term. */
export const TERM_DESCRIPTION_MAX = 2000;

const termNameSchema = textSchema().trim().min(1).max(LIMITS.termTextMax);
const termDescriptionSchema = textSchema().trim().min(1).max(TERM_DESCRIPTION_MAX);
const sortOrderSchema = z
  .union([z.number(), textSchema().max(12)])
  .refine(isSortOrder, { message: 'input a non-negative integer' });

/** Body of `POST|PUT /document/{id}/paymentTerm[/{termId}]` (§5: text max 200, all fields required). */
export const paymentTermBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    Name: termNameSchema,
    Description: termDescriptionSchema,
    Value: z
      .union([z.number(), textSchema().max(20)])
      .refine(isCostValue, { message: 'input number (two decimal places)' }),
    SortOrder: sortOrderSchema,
  })
  .meta({ id: 'PaymentTermBody' });
/** Body of the payment term calls. */
export type PaymentTermBody = z.infer<typeof paymentTermBodySchema>;

/** Body of `POST|PUT /document/{id}/deliveryTerm[/{termId}]`. */
export const deliveryTermBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    Name: termNameSchema,
    Description: termDescriptionSchema,
    SortOrder: sortOrderSchema,
  })
  .meta({ id: 'DeliveryTermBody' });
/** Body of the delivery term calls. */
export type DeliveryTermBody = z.infer<typeof deliveryTermBodySchema>;

/** A payment term of a document (§3): Value a cash-discount percentage, Price the document total with tax less it. */
export const paymentTermSchema = z.object({
  TermId: guidSchema,
  Name: z.string(),
  IsCustom: z.boolean(),
  Description: z.string(),
  Value: z.number(),
  SortOrder: z.number().int(),
  Price: moneySchema,
});
/** A payment term of a document. */
export type PaymentTerm = z.infer<typeof paymentTermSchema>;

/** A delivery (sales) term of a document (§3). */
export const deliveryTermSchema = z.object({
  TermId: guidSchema,
  Name: z.string(),
  IsCustom: z.boolean(),
  Description: z.string(),
  SortOrder: z.number().int(),
});
/** A delivery term of a document. */
export type DeliveryTerm = z.infer<typeof deliveryTermSchema>;

/** Reply of `GET /document/{id}/terms`: PaymentMethods are the payment terms, PaymentTerms the delivery terms. */
export const termsReplySchema = z
  .object({
    PaymentMethods: z.array(paymentTermSchema),
    PaymentTerms: z.array(deliveryTermSchema),
    Currency: z.string(),
    /** The document's total with tax, the base of each payment term's Price. */
    TotalPriceWithTax: moneySchema,
    CanEdit: z.boolean(),
  })
  .meta({ id: 'TermsReply' });
/** Reply of `GET /document/{id}/terms`. */
export type TermsReply = z.infer<typeof termsReplySchema>;

/** Reply of the term writes: the term's id. */
export const termWriteReplySchema = z.object({ TermId: guidSchema });
/** Reply of the term writes. */
export type TermWriteReply = z.infer<typeof termWriteReplySchema>;
