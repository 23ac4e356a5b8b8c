import { z } from 'zod';
import { guidSchema, textSchema } from './common';
import { LIMITS } from './limits';

/** A calendar date on the wire: `YYYY-MM-DD`. */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The spec's delivery-date shift (§9): the web app sends the chosen local midnight plus 12 hours. */
export const DELIVERY_DATE_SHIFT_HOURS = 12;

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value.slice(0, 10);
};

/**
 * A delivery date as a client sends it: a calendar date (`2026-12-24`), or an instant (`2026-12-24T11:00:00.000Z`,
 * the browser's local midnight shifted by 12 hours), of which the server keeps the UTC calendar date. The shift keeps
 * the chosen day for every time zone from UTC−12 to UTC+12.
 */
export const deliveryDateInputSchema = z
  .string()
  .refine(
    (value) =>
      (DATE_ONLY_PATTERN.test(value) ||
        (z.iso.datetime({ offset: true }).safeParse(value).success && value.length <= 40)) &&
      isRealDate(value.length === 10 ? value : new Date(value).toISOString()),
    { message: 'must be a date (YYYY-MM-DD) or an ISO date-time' },
  )
  .transform((value) => (value.length === 10 ? value : new Date(value).toISOString().slice(0, 10)));

/** The calendar date a client sends for a date chosen in the browser: local midnight + 12 hours, as an instant. */
export const shiftDeliveryDate = (localDate: Date): string =>
  new Date(localDate.getFullYear(), localDate.getMonth(), localDate.getDate(), DELIVERY_DATE_SHIFT_HOURS).toISOString();

/** The local date a stored delivery date (`YYYY-MM-DD`) shows in the browser. */
export const parseDeliveryDate = (value: string | null | undefined): Date | null => {
  if (!value || !DATE_ONLY_PATTERN.test(value)) {
    return null;
  }
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

const positionText = () => textSchema().max(LIMITS.textMax);

/** Reply of `GET /document/configuration/{id}`: the position data of a configuration in a document (§3). */
export const configurationPositionDataSchema = z.object({
  SalesDocumentConfigurationId: guidSchema,
  SalesDocumentId: guidSchema,
  ConfigurationId: guidSchema,
  ConfigurationPosition: z.number().int(),
  CustomerPosition: z.string(),
  CustomerSubPosition: z.string(),
  /** The delivery date, a calendar date `YYYY-MM-DD`; null when none is set. */
  DeliveryDate: z.string().nullable(),
  Commission: z.string(),
  /** Read-only here. */
  Comment: z.string(),
  /** Whether the caller may change the position data (not read-only, not an installer). */
  CanEdit: z.boolean(),
});
/** The position data of a configuration in a document. */
export type ConfigurationPositionData = z.infer<typeof configurationPositionDataSchema>;

/** Body of `PUT /document/configuration/{id}`. */
export const updateConfigurationPositionBodySchema = z.object({
  BrandPartnerId: guidSchema,
  CustomerPosition: positionText().default(''),
  CustomerSubPosition: positionText().default(''),
  DeliveryDate: deliveryDateInputSchema.nullish(),
  Commission: positionText().default(''),
});
/** Body of `PUT /document/configuration/{id}`, as validated. */
export type UpdateConfigurationPositionBody = z.infer<typeof updateConfigurationPositionBodySchema>;
/** Body of `PUT /document/configuration/{id}`, as the client writes it. */
export type UpdateConfigurationPositionInput = z.input<typeof updateConfigurationPositionBodySchema>;

/** Body of `PUT /document/configuration/{id}/changeQuantity`. */
export const changeQuantityBodySchema = z.object({
  BrandPartnerId: guidSchema,
  Quantity: z.number().int().min(LIMITS.quantityMin).max(LIMITS.quantityMax),
});
/** Body of `PUT /document/configuration/{id}/changeQuantity`. */
export type ChangeQuantityBody = z.infer<typeof changeQuantityBodySchema>;

/** Reply of the writes on a configuration in a document: the row written and the document's new total. */
export const documentConfigurationReplySchema = z.object({
  SalesDocumentId: guidSchema,
  SalesDocumentConfigurationId: guidSchema,
  ConfigurationId: guidSchema,
  ConfigurationPosition: z.number().int(),
  Quantity: z.number().int(),
  DocumentStatusId: guidSchema.nullable().describe('The configuration’s status in the document'),
});
/** Reply of the writes on a configuration in a document. */
export type DocumentConfigurationReply = z.infer<typeof documentConfigurationReplySchema>;

/** Reply of `DELETE /document/configuration/{id}`. */
export const deleteDocumentConfigurationReplySchema = z.object({
  SalesDocumentId: guidSchema,
  SalesDocumentConfigurationId: guidSchema,
});

/** Query of `POST /document/{documentId}`: the configuration to put into the document, optionally at position p. */
export const addConfigurationQuerySchema = z.object({
  configurationId: guidSchema,
  brandPartnerId: guidSchema,
  p: z.coerce.number().int().min(1).max(10_000).optional().describe('Position (default: after the last)'),
});
/** Query of `POST /document/{documentId}`. */
export type AddConfigurationQuery = z.infer<typeof addConfigurationQuerySchema>;

/** Reply of `POST /configurator/{id}/clone/{documentId}` (a new version of a configuration in the document). */
export const cloneConfigurationReplySchema = z.object({
  ConfigurationId: guidSchema,
  DocumentConfigurationId: guidSchema,
  DocumentPosition: z.number().int(),
});
/** Reply of `POST /configurator/{id}/clone/{documentId}`. */
export type CloneConfigurationReply = z.infer<typeof cloneConfigurationReplySchema>;
