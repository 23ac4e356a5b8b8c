import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage';
import { INITIAL_CONFIGURATOR, loadAppState, saveAppState, useAppStore } from './app-store';

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({ ...loadAppState() });
  });

  it('saves the session under the storage keys of the specification and reads it back', () => {
    useAppStore.getState().setTokens('access', 'refresh');
    useAppStore
      .getState()
      .setUser('mon', { isUserOem: true, isUserOemAdmin: false, isParentPartner: true, numberOfBrands: 2 });
    useAppStore.getState().setLanguage('fr');
    saveAppState(useAppStore.getState());
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBe('access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('mon');
    expect(localStorage.getItem(STORAGE_KEYS.userLanguage)).toBe('fr');
    expect(loadAppState()).toMatchObject({
      token: 'access',
      role: 'mon',
      language: 'fr',
      flags: { numberOfBrands: 2 },
    });
  });

  it('falls back to Slovenian for an unsupported stored language and reads the role in lower case', () => {
    localStorage.setItem(STORAGE_KEYS.userLanguage, 'it');
    localStorage.setItem(STORAGE_KEYS.userRole, 'ADMIN');
    expect(loadAppState()).toMatchObject({ language: 'sl', role: 'admin' });
  });

  it('runs the wizard steps from 0 and keeps the step when a part is selected', () => {
    const store = useAppStore.getState();
    store.nextStep();
    store.nextStep();
    store.previousStep();
    store.setPart('part-1');
    expect(useAppStore.getState().configurator).toMatchObject({ step: 1, partId: 'part-1' });
    store.setStep(0);
    store.previousStep();
    expect(useAppStore.getState().configurator.step).toBe(0);
  });

  it('destroys the session: tokens, role, flags, theme, footer and brand cleared, wizard reset', () => {
    const store = useAppStore.getState();
    store.setTokens('a', 'b');
    store.setUser('admin', { isUserOem: true, isUserOemAdmin: true, isParentPartner: true, numberOfBrands: 2 });
    store.setBrandPartnerId('8e4a1b2c-3d5e-4f60-a718-293a4b5c6d02');
    store.setConfigurationId('c1');
    store.setLanguage('de');
    store.destroySession();
    expect(useAppStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      role: null,
      theme: null,
      footer: null,
      brandPartnerId: null,
      flags: { isUserOem: false, numberOfBrands: 0 },
      configurator: INITIAL_CONFIGURATOR,
      language: 'de',
    });
  });

  it('keeps the current document across a reload and drops it with the session', () => {
    const document = {
      documentId: '11111111-1111-4111-8111-111111111111',
      initialDocumentId: null,
      name: '2026-0001',
      project: 12,
      addingMode: false,
      disableEdit: true,
      status: '0d7b1c10-0002-4000-8000-000000000002',
      currency: 'CHF',
    };
    useAppStore.getState().setDocument(document);
    saveAppState(useAppStore.getState());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.document) ?? 'null')).toEqual(document);
    expect(loadAppState().document).toEqual(document);
    useAppStore.getState().destroySession();
    saveAppState(useAppStore.getState());
    expect(loadAppState().document).toBeNull();
  });
});
