import { z } from 'zod';
import { brandDataSchema } from './brand';
import { guidSchema, languageSchema, optionalIdSchema, roleSchema, textSchema } from './common';
import { ZERO_GUID } from './constants';
import { ACCOUNT_FIELD_MAX, EMAIL_PATTERN, PASSWORD_LIMITS } from './limits';

/** The signed-in user and the session fields the web app stores, part of `GET /account/info`. */
const accountSessionSchema = z.object({
  UserId: guidSchema,
  Email: z.string(),
  Name: z.string(),
  /** 'staff' for partner users, 'customer' for registered customers. */
  Type: z.enum(['staff', 'customer']),
  Roles: z.array(roleSchema),
  PartnerUserType: roleSchema.nullable(),
  IsUserOem: z.boolean(),
  IsUserOemAdmin: z.boolean(),
  IsParentPartner: z.boolean(),
  NumberOfBrands: z.number().int(),
  BrandInfo: brandDataSchema,
  Footer1text: z.string(),
  Footer1url: z.string(),
  Footer2text: z.string(),
  Footer2url: z.string(),
  Footer3text: z.string(),
  Footer3url: z.string(),
});

/** Reply of `GET /account/licence`: the licences of the caller's brand partner. */
export const licenceSchema = z.object({
  EnabledApplication: z.boolean(),
  EnabledEdifactExport: z.boolean(),
  EnabledEdifactImport: z.boolean(),
});
/** Reply of `GET /account/licence`. */
export type Licence = z.infer<typeof licenceSchema>;

/** A text field of the account or an address, trimmed, limited to its §5 maximum; absent means empty. */
const textField = (name: keyof typeof ACCOUNT_FIELD_MAX) =>
  textSchema().trim().max(ACCOUNT_FIELD_MAX[name]).default('');

/** A country id on input; absent, null and the all-zero GUID mean none, which the account writes as the all-zero GUID. */
const countryField = () => optionalIdSchema.transform((value) => value ?? ZERO_GUID);

/** The personal data, company data and consents a customer edits on the profile (without e-mail and addresses). */
export const accountFieldsSchema = z.object({
  Addressing: textField('Addressing'),
  FirstName: textField('FirstName'),
  LastName: textField('LastName'),
  Address: textField('Address'),
  Zip: textField('Zip'),
  City: textField('City'),
  CompanyName: textField('CompanyName'),
  CompanyRegistration: textField('CompanyRegistration'),
  CompanyVAT: textField('CompanyVAT'),
  CountryId: countryField(),
  Telephone: textField('Telephone'),
  Marketing: z.boolean().default(false),
  Notification: z.boolean().default(false),
  PersonalData: z.boolean().default(false),
});
/** Body of `POST /account/update`; Email and the address lists are read-only and ignored if sent. */
export const accountUpdateSchema = accountFieldsSchema;
/** Body of `POST /account/update`. */
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** A saved delivery or receipt address of the signed-in user. */
export const userAddressSchema = z.object({
  UserAddressId: guidSchema,
  Addressing: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Address: z.string(),
  Zip: z.string(),
  City: z.string(),
  CountryId: guidSchema,
  /** Whether the address belongs to a legal entity (then the company fields apply). */
  Company: z.boolean(),
  CompanyName: z.string(),
  CompanyRegistration: z.string(),
  CompanyVAT: z.string(),
  Telephone: z.string(),
  /** Exactly one address of each list is the default. */
  Default: z.boolean(),
});
/** A saved delivery or receipt address. */
export type UserAddress = z.infer<typeof userAddressSchema>;
/** Reply of every address call: the refreshed list, the default first. */
export const userAddressListSchema = z.array(userAddressSchema);

/** Reply of `GET /account`: the signed-in user's profile with both address lists. */
export const accountSchema = z.object({
  Addressing: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** Read-only: the sign-in name. */
  Email: z.string(),
  Address: z.string(),
  Zip: z.string(),
  City: z.string(),
  CompanyName: z.string(),
  CompanyRegistration: z.string(),
  CompanyVAT: z.string(),
  CountryId: guidSchema,
  Telephone: z.string(),
  Marketing: z.boolean(),
  Notification: z.boolean(),
  PersonalData: z.boolean(),
  DeliveryAddress: userAddressListSchema,
  ReceiptAddress: userAddressListSchema,
});
/** Reply of `GET /account` and `POST /account/update`. */
export type Account = z.infer<typeof accountSchema>;

/**
 * Reply of `GET /account/info`: the session fields and the Account fields of the profile (§3), the same as
 * `GET /account` gives; a staff user without a profile gets empty texts, the all-zero country and empty lists.
 */
export const accountInfoSchema = accountSessionSchema.extend(accountSchema.shape);
/** Reply of `GET /account/info`. */
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** Body of `POST /account/add…Address`: the address fields; Default makes it the list's default. */
export const userAddressInputSchema = z.object({
  Addressing: textField('Addressing'),
  FirstName: textField('FirstName'),
  LastName: textField('LastName'),
  Address: textField('Address'),
  Zip: textField('Zip'),
  City: textField('City'),
  CountryId: countryField(),
  Company: z.boolean().default(false),
  CompanyName: textField('CompanyName'),
  CompanyRegistration: textField('CompanyRegistration'),
  CompanyVAT: textField('CompanyVAT'),
  Telephone: textField('Telephone'),
  Default: z.boolean().default(false),
});
/** Body of `POST /account/add…Address`. */
export type UserAddressInput = z.input<typeof userAddressInputSchema>;

/** Body of `POST /account/update…Address`: the address fields with the id of the address to change. */
export const userAddressUpdateSchema = userAddressInputSchema.extend({ UserAddressId: guidSchema });
/** Body of `POST /account/update…Address`. */
export type UserAddressUpdate = z.input<typeof userAddressUpdateSchema>;

/** Query of `POST /account/remove…Address` and `/account/setDefault…Address`. */
export const userAddressQuerySchema = z.object({ userAddressId: guidSchema });

/** The two address lists of a profile. */
export const ADDRESS_KINDS = ['delivery', 'receipt'] as const;
/** Which address list a call works on. */
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Fields the profile and every saved address must have (§5); the country must not be the all-zero GUID. */
export const REQUIRED_PROFILE_FIELDS = ['FirstName', 'LastName', 'Address', 'Zip', 'City', 'CountryId'] as const;

/** The required profile or address fields that are empty (blank text, or no country); empty when complete. */
export const missingProfileFields = (
  values: Partial<Record<(typeof REQUIRED_PROFILE_FIELDS)[number], string | null | undefined>>,
): string[] =>
  REQUIRED_PROFILE_FIELDS.filter((field) => {
    const value = (values[field] ?? '').trim();
    return value === '' || (field === 'CountryId' && value === ZERO_GUID);
  });

/** Body of `POST /account/register`: sign-in data, the profile fields and the language of the activation mail. */
export const registerRequestSchema = accountFieldsSchema.extend({
  BrandPartnerId: guidSchema,
  Email: textSchema().trim().max(ACCOUNT_FIELD_MAX.Email).default(''),
  Password: textSchema().max(PASSWORD_LIMITS.maxLength).default(''),
  ConfirmPassword: textSchema().max(PASSWORD_LIMITS.maxLength).default(''),
  Lang: languageSchema.optional(),
});
/** Body of `POST /account/register`. */
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Body of `POST /account/activate`: the one-time token of the activation link. */
export const activateRequestSchema = z.object({ Token: textSchema().trim().min(1).max(200) });
/** Body of `POST /account/activate`. */
export type ActivateRequest = z.input<typeof activateRequestSchema>;

/** Body of `POST /account/confirmEmail`: the token of the link mailed to the new address of an e-mail change. */
export const confirmEmailRequestSchema = activateRequestSchema;
/** Reply of `POST /account/confirmEmail`: the address the account now has. */
export const confirmEmailReplySchema = z.object({ Success: z.literal(true), Email: z.string() });
/** Reply of `POST /account/confirmEmail`. */
export type ConfirmEmailReply = z.infer<typeof confirmEmailReplySchema>;

/** Body of `POST /account/reset`: the e-mail of the account whose password was forgotten. */
export const resetRequestSchema = z.object({ username: textSchema().trim().max(ACCOUNT_FIELD_MAX.Email) });
/** Body of `POST /account/reset`. */
export type ResetRequest = z.input<typeof resetRequestSchema>;

/** Body of `POST /account/resetPassword`: the one-time token of the reset link and the new password twice. */
export const resetPasswordRequestSchema = z.object({
  Token: textSchema().trim().min(1).max(200),
  Password: textSchema().max(PASSWORD_LIMITS.maxLength).default(''),
  ConfirmPassword: textSchema().max(PASSWORD_LIMITS.maxLength).default(''),
});
/** Body of `POST /account/resetPassword`. */
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Reply of register, activate, reset and resetPassword: always the same success, so it reveals no account. */
export const accountActionReplySchema = z.object({ Success: z.literal(true) });
/** Reply of register, activate, reset and resetPassword. */
export type AccountActionReply = z.infer<typeof accountActionReplySchema>;

// The most common passwords of public breach corpora, lower case; a password whose letters-only core is one of
// these (Password1!, qwerty2024) is refused too.
const COMMON_PASSWORDS = new Set([
  '123456',
  '123456789',
  '12345678',
  '1234567890',
  '1234567',
  '12345',
  'password',
  'passwort',
  'geslo',
  'motdepasse',
  'qwerty',
  'qwertz',
  'azerty',
  'qwertyuiop',
  'asdfghjkl',
  'asdfgh',
  'zxcvbnm',
  'abc123',
  'abcdef',
  'abcdefgh',
  'password1',
  'iloveyou',
  'admin',
  'administrator',
  'welcome',
  'willkommen',
  'bienvenue',
  'dobrodosli',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'soccer',
  'nogomet',
  'fussball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'whatever',
  'freedom',
  'starwars',
  'michael',
  'jennifer',
  'jordan',
  'charlie',
  'hello',
  'hallo',
  'bonjour',
  'zdravo',
  'secret',
  'geheim',
  'changeme',
  'default',
  'login',
  'user',
  'guest',
  'test',
  'testing',
  'demo',
  'summer',
  'winter',
  'spring',
  'autumn',
  'sommer',
  'ljubljana',
  'slovenija',
  'deutschland',
  'berlin',
  'paris',
  'soleil',
  'chocolat',
  'doudou',
  'loulou',
  'marseille',
  'computer',
  'internet',
  'access',
  'passw',
  'pass',
  'passwd',
  'p@ssw0rd',
  'p@ssword',
  'passw0rd',
  'door',
  'doors',
  'vrata',
  'tuer',
  'porte',
  'configurator',
  'qazwsx',
  'zaq1xsw2',
  '1q2w3e4r',
  '1qaz2wsx',
  'q1w2e3r4',
  '11111111',
  '00000000',
  '987654321',
  'killer',
  'hunter',
  'ranger',
  'buster',
  'tigger',
  'pepper',
  'ginger',
  'cookie',
  'flower',
  'lovely',
  'love',
  'hottie',
  'mustang',
  'harley',
  'ferrari',
  'porsche',
  'maggie',
  'daniel',
  'thomas',
  'nicole',
  'jessica',
  'ashley',
  'andrea',
]);

/** Why a password is refused by the policy, or null when it is acceptable. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsEmail' | 'common';

/**
 * Checks a new password: 8 to 128 characters, not the e-mail or its local part, not a common password or a
 * common one with digits and symbols around it, not one repeated character. Composition rules are left out on
 * purpose (NIST SP 800-63B): length and a block list stop the guessable ones.
 */
export const checkPassword = (password: string, email: string): PasswordProblem | null => {
  if ([...password].length < PASSWORD_LIMITS.minLength) {
    return 'tooShort';
  }
  if ([...password].length > PASSWORD_LIMITS.maxLength) {
    return 'tooLong';
  }
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (address && (lower.includes(address) || (localPart.length >= 3 && lower.includes(localPart)))) {
    return 'containsEmail';
  }
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(core) || /^(.)\1*$/u.test(password)) {
    return 'common';
  }
  return null;
};

/** Whether an e-mail matches the general address pattern of §5. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
