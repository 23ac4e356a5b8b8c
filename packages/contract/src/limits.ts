/** Validation limits of the specification, shared by the web app and the server. */
export const LIMITS = {
  commentMax: 2000,
  textMax: 255,
  termTextMax: 200,
  documentationUrlMax: 255,
  quantityMin: 1,
  quantityMax: 100,
  discountMin: -100,
  discountMax: 100,
  levelMin: 0,
  levelMax: 100,
  contactShortMax: 50,
  contactLongMax: 250,
  anonymousSavedConfigurationsMax: 10,
  modelPageSize: 25,
  documentListPageSize: 10,
  smallTablePageSize: 5,
  publicDocumentsPageSize: 50,
  /** Configurations one inquiry may carry. */
  inquiryConfigurationsMax: 100,
  /** Length of the overview link an inquiry sends (WebUrl). */
  webUrlMax: 2000,
} as const;

/** Debounce and redirect timings of the specification, in milliseconds. */
export const TIMINGS = {
  searchDebounce: 700,
  guidSearchDebounce: 700,
  emailCheckDelay: 700,
  commentAutosave: 1000,
  integerSliderDelay: 1000,
  colourPickClose: 500,
  languageOrBrandRedirect: 700,
  loaderOverlayDelay: 2000,
  logoutRedirect: 700,
  openAfterSelect: 500,
  brandErrorRedirect: 200,
  textFilterDelay: 500,
  discountCheckDebounce: 300,
  loadMoreThresholdPx: 200,
} as const;

/** The general e-mail pattern of the specification: local part, @, domain with a dot and a suffix of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Maximum lengths of the account and address fields (§5: 50 for short fields, 250 for long ones). */
export const ACCOUNT_FIELD_MAX = {
  Addressing: LIMITS.contactShortMax,
  FirstName: LIMITS.contactShortMax,
  LastName: LIMITS.contactShortMax,
  Zip: LIMITS.contactShortMax,
  Telephone: LIMITS.contactShortMax,
  CompanyRegistration: LIMITS.contactShortMax,
  CompanyVAT: LIMITS.contactShortMax,
  Address: LIMITS.contactLongMax,
  City: LIMITS.contactLongMax,
  CompanyName: LIMITS.contactLongMax,
  Email: LIMITS.contactLongMax,
} as const;

/** Password policy bounds: at least 8 characters (NIST SP 800-63B), at most 128 so hashing stays cheap. */
export const PASSWORD_LIMITS = { minLength: 8, maxLength: 128 } as const;

/**
 * The largest magnitude of a number in a catalogue (a range's bounds, a default, a condition's bound, a threshold) and
 * of a number typed into the configurator: ±1,000,000 (a kilometre in millimetres). Within it every price term the
 * engine computes (cents per m² × mm × mm, cents per mm) stays an exact integer below 2^53.
 */
export const CATALOGUE_NUMBER_MAX = 1_000_000;

/** How deep rule conditions may nest (`all`/`any`/`not`): deeper is a lint finding, never a stack overflow. */
export const CATALOGUE_CONDITION_MAX_DEPTH = 16;
