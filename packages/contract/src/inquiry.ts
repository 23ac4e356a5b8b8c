import { z } from 'zod';
import { anonymousTokenSchema } from './cart';
import { guidSchema, languageSchema, textSchema } from './common';
import { ZERO_GUID } from './constants';
import { EMAIL_PATTERN, LIMITS } from './limits';

/**
 * Message keys of the inquiry validation: the web app translates them, the server's 400 names the field beside them.
 * required: empty; tooLong: over the maximum length; emailInvalid: not an address; countryRequired: no country;
 * invalidCharacters: a control character or an unpaired surrogate (the contract's text rule).
 */
export const INQUIRY_MESSAGE_KEYS = {
  required: 'required',
  tooLong: 'tooLong',
  emailInvalid: 'emailInvalid',
  countryRequired: 'countryRequired',
  invalidCharacters: 'invalidCharacters',
} as const;
/** A message key of the inquiry validation. */
export type InquiryErrorKey = keyof typeof INQUIRY_MESSAGE_KEYS;

const SHORT = LIMITS.contactShortMax;
const LONG = LIMITS.contactLongMax;

const contactText = () => textSchema(INQUIRY_MESSAGE_KEYS.invalidCharacters);
const requiredText = (max: number) =>
  contactText().trim().min(1, INQUIRY_MESSAGE_KEYS.required).max(max, INQUIRY_MESSAGE_KEYS.tooLong);
const optionalText = (max: number) => contactText().trim().max(max, INQUIRY_MESSAGE_KEYS.tooLong).nullish();

/** A country chosen from the list: a GUID that is not the all-zero "no country". */
export const countryIdSchema = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    INQUIRY_MESSAGE_KEYS.countryRequired,
  )
  .refine((value) => value !== ZERO_GUID, INQUIRY_MESSAGE_KEYS.countryRequired)
  .toLowerCase();

/** An e-mail address: required, at most 250 characters, local part @ domain with a dot and a 2+ letter suffix. */
export const contactEmailSchema = textSchema(INQUIRY_MESSAGE_KEYS.invalidCharacters)
  .trim()
  .min(1, INQUIRY_MESSAGE_KEYS.required)
  .max(LONG, INQUIRY_MESSAGE_KEYS.tooLong)
  .regex(EMAIL_PATTERN, INQUIRY_MESSAGE_KEYS.emailInvalid);

/** Whether a typed e-mail address passes the general pattern of §5 (checked 700 ms after typing stops). */
export const isValidEmail = (value: string): boolean => contactEmailSchema.safeParse(value).success;

/** The customer's contact in an inquiry (§5: first name, last name, city, postal code, country and e-mail required). */
export const contactDataSchema = z.object({
  Addressing: optionalText(SHORT),
  FirstName: requiredText(SHORT),
  LastName: requiredText(SHORT),
  Email: contactEmailSchema,
  Telephone: optionalText(SHORT),
  Address: optionalText(LONG),
  City: requiredText(LONG),
  Zip: requiredText(SHORT),
  CountryId: countryIdSchema,
  CompanyName: optionalText(LONG),
  CompanyRegistration: optionalText(SHORT),
  CompanyVAT: optionalText(SHORT),
  Marketing: z.boolean().default(false),
  Notifications: z.boolean().default(false),
  PersonalData: z.boolean().default(false),
});
/** The customer's contact in an inquiry. */
export type ContactData = z.infer<typeof contactDataSchema>;

/** A different receipt (invoice) address: first name, last name, address, city, postal code and country required. */
export const receiptDataSchema = z.object({
  Addressing: optionalText(SHORT),
  FirstName: requiredText(SHORT),
  LastName: requiredText(SHORT),
  Address: requiredText(LONG),
  City: requiredText(LONG),
  Zip: requiredText(SHORT),
  CountryId: countryIdSchema,
  CompanyName: optionalText(LONG),
  CompanyRegistration: optionalText(SHORT),
  CompanyVAT: optionalText(SHORT),
});
/** A different receipt address. */
export type ReceiptData = z.infer<typeof receiptDataSchema>;

/** A different delivery address: the receipt address fields plus a required telephone. */
export const deliveryDataSchema = receiptDataSchema.extend({ Telephone: requiredText(SHORT) });
/** A different delivery address. */
export type DeliveryData = z.infer<typeof deliveryDataSchema>;

/** Contact, delivery and receipt data of an inquiry; each block is null when its flag is off. */
export const configurationContactSchema = z
  .object({
    ContactData: contactDataSchema,
    DeliveryAddress: z.boolean().default(false),
    ReceiptAddress: z.boolean().default(false),
    DeliveryData: deliveryDataSchema.nullish(),
    ReceiptData: receiptDataSchema.nullish(),
  })
  .superRefine((value, context) => {
    if (value.DeliveryAddress && !value.DeliveryData) {
      context.addIssue({ code: 'custom', path: ['DeliveryData'], message: INQUIRY_MESSAGE_KEYS.required });
    }
    if (value.ReceiptAddress && !value.ReceiptData) {
      context.addIssue({ code: 'custom', path: ['ReceiptData'], message: INQUIRY_MESSAGE_KEYS.required });
    }
  });
/** Contact, delivery and receipt data of an inquiry, as sent. */
export type ConfigurationContactInput = z.input<typeof configurationContactSchema>;
/** Contact, delivery and receipt data of an inquiry, as validated. */
export type ConfigurationContact = z.infer<typeof configurationContactSchema>;

/** Body of `POST /cart/inquiry`: validated with this one schema in the dialog and again on the server. */
export const inquiryRequestSchema = z.object({
  /** The anonymous visitor's cart token, so the configurations leave that cart. */
  UserTokenId: anonymousTokenSchema.nullish(),
  BrandPartnerId: guidSchema,
  Configurations: z.array(guidSchema).min(1, INQUIRY_MESSAGE_KEYS.required).max(LIMITS.inquiryConfigurationsMax),
  ConfigurationContact: configurationContactSchema,
  /** The configurator's own overview link; the mails link each configuration below it. */
  WebUrl: textSchema().max(LIMITS.webUrlMax).default(''),
  Lang: languageSchema,
});
/** Body of `POST /cart/inquiry`, as sent. */
export type InquiryRequestInput = z.input<typeof inquiryRequestSchema>;
/** Body of `POST /cart/inquiry`, as validated. */
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

/** Reply of `POST /cart/inquiry`: the new inquiry document and its project. */
export const inquiryReplySchema = z.object({
  SalesDocumentId: guidSchema,
  DocumentNumber: z.string(),
  ProjectId: guidSchema,
  ProjectNumber: z.number().int(),
});
/** Reply of `POST /cart/inquiry`. */
export type InquiryReply = z.infer<typeof inquiryReplySchema>;
