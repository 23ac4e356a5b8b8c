import {
  type BrandData,
  DEFAULT_BRAND_PARTNER_ID,
  type Footer,
  type Language,
  ROLES,
  type Role,
  resolveLanguage,
} from '@door/contract';
import { create } from 'zustand';
import { readJson, readText, STORAGE_KEYS, writeJson, writeText } from '#web/lib/storage';

/** Flags of the signed-in user stored at login. */
export type UserFlags = {
  isUserOem: boolean;
  isUserOemAdmin: boolean;
  isParentPartner: boolean;
  numberOfBrands: number;
};

/** Wizard state of the configurator; the configurator issue extends it. */
export type ConfiguratorState = {
  /** Step index, starting at 0 (selection, configuration, confirmation). */
  step: number;
  /** The selected model (part) id. */
  partId: string | null;
  /** The configuration being edited. */
  configurationId: string | null;
};

/** The current sales document (customer spec §3 "Document (as carried in state)"); set by 'open' in the lists. */
export type CurrentDocument = {
  documentId: string;
  /** The document it was copied, sent or forwarded from (the list's InitialSalesDocumentId). */
  initialDocumentId: string | null;
  /** The document number shown as its name. */
  name: string;
  /** Its customer as the configurator's banner names it: contact name and company (absent in older stored state). */
  customer?: string;
  /** The project number. */
  project: number | null;
  /** Whether new configurations are added to this document. */
  addingMode: boolean;
  /** Read-only (the contract's `isDocumentReadOnly`). */
  disableEdit: boolean;
  /** The document status id. */
  status: string;
  currency: string;
};

/**
 * The configuration of the current document being worked on in the configuration area (calculation, position,
 * costs, images, remarks); set by 'details' in the document's configurations list and cleared with the document.
 */
export type CurrentDocumentConfiguration = {
  /** The row id in the document (SalesDocumentConfigurationId): the `{id}` of `/document/configuration/{id}/…`. */
  documentConfigurationId: string;
  /** The configuration itself (ConfigurationId): the `{id}` of `/configurator/…` calls. */
  configurationId: string;
  /** The position in the document (1, 2, …), shown in the sub-navigation. */
  position: number;
  /** The configuration's name (brand name plus name for parent partners). */
  name: string;
  /** The configuration's own status id in the document, or null when none is set. */
  statusId: string | null;
};

/** The app state kept in browser storage. */
export type AppState = {
  token: string | null;
  refreshToken: string | null;
  role: Role | null;
  flags: UserFlags;
  brandPartnerId: string | null;
  theme: BrandData | null;
  footer: Footer | null;
  language: Language;
  configurator: ConfiguratorState;
  document: CurrentDocument | null;
  documentConfiguration: CurrentDocumentConfiguration | null;
};

/** Actions on the app state. */
export type AppActions = {
  /** Stores the tokens of a sign-in or refresh. */
  setTokens: (token: string, refreshToken: string) => void;
  /** Stores the role and flags read from the account at login. */
  setUser: (role: Role | null, flags: UserFlags) => void;
  /** Selects the brand partner whose theme and catalogue are shown. */
  setBrandPartnerId: (brandPartnerId: string) => void;
  /** Stores the theme of the current brand partner as the server sent it. */
  setTheme: (theme: BrandData | null) => void;
  /** Stores the footer links of the current brand partner. */
  setFooter: (footer: Footer | null) => void;
  /** Sets the interface language. */
  setLanguage: (language: Language) => void;
  /** Clears token, role, OEM flags, theme, footer and brand and resets the configurator (session destroy). */
  destroySession: () => void;
  /** Goes to the next wizard step. */
  nextStep: () => void;
  /** Goes to the previous wizard step (not below 0). */
  previousStep: () => void;
  /** Goes to a given wizard step. */
  setStep: (step: number) => void;
  /** Selects a part; the step does not change. */
  setPart: (partId: string | null) => void;
  /** Sets the configuration being edited. */
  setConfigurationId: (configurationId: string | null) => void;
  /** Resets the wizard state. */
  resetConfigurator: () => void;
  /** Sets (or clears) the current sales document; a different document clears the current configuration. */
  setDocument: (document: CurrentDocument | null) => void;
  /** Sets (or clears) the configuration of the current document worked on in the configuration area. */
  setDocumentConfiguration: (documentConfiguration: CurrentDocumentConfiguration | null) => void;
};

/** Flags of an anonymous user. */
export const EMPTY_FLAGS: UserFlags = {
  isUserOem: false,
  isUserOemAdmin: false,
  isParentPartner: false,
  numberOfBrands: 0,
};

/** Wizard state at start. */
export const INITIAL_CONFIGURATOR: ConfiguratorState = { step: 0, partId: null, configurationId: null };

const browserLanguage = (): string | null => (typeof navigator === 'undefined' ? null : navigator.language);

/** Reads the app state from browser storage (language: stored, else the browser's, else sl). */
export const loadAppState = (): AppState => {
  const storedRole = (readText(STORAGE_KEYS.userRole) ?? '').toLowerCase();
  const role = ROLES.find((known) => known === storedRole) ?? null;
  return {
    token: readText(STORAGE_KEYS.userToken),
    refreshToken: readText(STORAGE_KEYS.refreshToken),
    role,
    flags: { ...EMPTY_FLAGS, ...readJson<Partial<UserFlags>>(STORAGE_KEYS.userFlags) },
    brandPartnerId: readText(STORAGE_KEYS.brandPartnerId),
    theme: readJson<BrandData>(STORAGE_KEYS.theme),
    footer: readJson<Footer>(STORAGE_KEYS.footer),
    language: resolveLanguage(readText(STORAGE_KEYS.userLanguage) ?? browserLanguage()),
    configurator: { ...INITIAL_CONFIGURATOR, ...readJson<Partial<ConfiguratorState>>(STORAGE_KEYS.configurator) },
    document: readJson<CurrentDocument>(STORAGE_KEYS.document),
    documentConfiguration: readJson<CurrentDocumentConfiguration>(STORAGE_KEYS.documentConfiguration),
  };
};

/** Writes the app state to browser storage under the keys of the specification. */
export const saveAppState = (state: AppState): void => {
  writeText(STORAGE_KEYS.userToken, state.token);
  writeText(STORAGE_KEYS.refreshToken, state.refreshToken);
  writeText(STORAGE_KEYS.userRole, state.role);
  writeJson(STORAGE_KEYS.userFlags, state.token ? state.flags : null);
  writeText(STORAGE_KEYS.brandPartnerId, state.brandPartnerId);
  writeJson(STORAGE_KEYS.theme, state.theme);
  writeJson(STORAGE_KEYS.footer, state.footer);
  writeText(STORAGE_KEYS.userLanguage, state.language);
  writeJson(STORAGE_KEYS.configurator, state.configurator);
  writeJson(STORAGE_KEYS.document, state.document);
  writeJson(STORAGE_KEYS.documentConfiguration, state.documentConfiguration);
};

const pickState = (state: AppState & AppActions): AppState => ({
  token: state.token,
  refreshToken: state.refreshToken,
  role: state.role,
  flags: state.flags,
  brandPartnerId: state.brandPartnerId,
  theme: state.theme,
  footer: state.footer,
  language: state.language,
  configurator: state.configurator,
  document: state.document,
  documentConfiguration: state.documentConfiguration,
});

/** The app store: session, brand, theme, language and the configurator wizard. */
export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...loadAppState(),
  setTokens: (token, refreshToken) => set({ token, refreshToken }),
  setUser: (role, flags) => set({ role, flags }),
  setBrandPartnerId: (brandPartnerId) => set({ brandPartnerId: brandPartnerId.toLowerCase() }),
  setTheme: (theme) => set({ theme }),
  setFooter: (footer) => set({ footer }),
  setLanguage: (language) => set({ language }),
  destroySession: () =>
    set({
      token: null,
      refreshToken: null,
      role: null,
      flags: EMPTY_FLAGS,
      theme: null,
      footer: null,
      brandPartnerId: null,
      configurator: INITIAL_CONFIGURATOR,
      document: null,
      documentConfiguration: null,
    }),
  nextStep: () => set((state) => ({ configurator: { ...state.configurator, step: state.configurator.step + 1 } })),
  previousStep: () =>
    set((state) => ({ configurator: { ...state.configurator, step: Math.max(0, state.configurator.step - 1) } })),
  setStep: (step) => set((state) => ({ configurator: { ...state.configurator, step: Math.max(0, step) } })),
  setPart: (partId) => set((state) => ({ configurator: { ...state.configurator, partId } })),
  setConfigurationId: (configurationId) =>
    set((state) => ({ configurator: { ...state.configurator, configurationId } })),
  resetConfigurator: () => set({ configurator: INITIAL_CONFIGURATOR }),
  setDocument: (document) =>
    set((state) => ({
      document,
      documentConfiguration: document?.documentId === state.document?.documentId ? state.documentConfiguration : null,
    })),
  setDocumentConfiguration: (documentConfiguration) => set({ documentConfiguration }),
}));

/** The current app state without actions. */
export const getAppState = (): AppState => pickState(useAppStore.getState());

/** The brand partner in use: the stored one, else the default. */
export const currentBrandPartnerId = (state: Pick<AppState, 'brandPartnerId'> = useAppStore.getState()): string =>
  state.brandPartnerId ?? DEFAULT_BRAND_PARTNER_ID;

/**
 * Keeps browser storage in step with the store: on every change, and again whenever the page is hidden or shown
 * (the specification's save points), so another tab's writes never win over this tab's state when it leaves.
 * Returns a function that stops it.
 */
export const startAppStatePersistence = (): (() => void) => {
  const unsubscribe = useAppStore.subscribe((state) => saveAppState(pickState(state)));
  const onVisibility = () => saveAppState(getAppState());
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onVisibility);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onVisibility);
  };
};
