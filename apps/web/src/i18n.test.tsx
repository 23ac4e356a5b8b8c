import { LANGUAGES } from '@door/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, STARTUP_NAMESPACES, useTranslation } from './i18n';

const wrapper = ({ children }: { children: React.ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useTranslation', () => {
  it('reads nested keys, fills {{placeholders}} and reads other namespaces by prefix', async () => {
    const { result } = renderHook(() => useTranslation('cart'), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    const { t } = result.current;
    expect(t('removeTitle')).toBe('Remove from cart');
    expect(t('removeConfirm', { name: 'Triglav' })).toBe('Remove Triglav from the cart?');
    expect(t('common:nav.selection')).toBe('Model selection');
  });

  it('returns a missing key as it is and leaves unknown placeholders', async () => {
    const { result } = renderHook(() => useTranslation('cart'), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.t('no.such.key')).toBe('no.such.key');
    expect(result.current.t('removeConfirm')).toBe('Remove {{name}} from the cart?');
  });

  it('loads a namespace on first use and switches language only once the namespaces in use are loaded', async () => {
    const { result } = renderHook(() => useTranslation('configurator'), { wrapper });
    await waitFor(() => expect(result.current?.t('steps.next')).toBe('Next'));
    const before = result.current.t;
    await act(() => i18n.changeLanguage('de'));
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(result.current.t).not.toBe(before);
    expect(result.current.t('steps.next')).not.toBe('Next');
    expect(result.current.t('steps.next')).not.toBe('steps.next');
  });

  it('picks the plural form of {{count}} by the rules of the language', async () => {
    const { result } = renderHook(() => useTranslation('document-configurations'), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.t('count', { count: 1 })).toBe('1 configuration');
    expect(result.current.t('count', { count: 2 })).toBe('2 configurations');
    await act(() => i18n.changeLanguage('sl'));
    expect([1, 2, 3, 5].map((count) => result.current.t('count', { count }))).toEqual([
      '1 konfiguracija',
      '2 konfiguraciji',
      '3 konfiguracije',
      '5 konfiguracij',
    ]);
  });

  it('falls back to the default language for an unknown one', async () => {
    await act(() => i18n.changeLanguage('xx'));
    expect(i18n.language).toBe('sl');
  });
});

describe('start-up translations', () => {
  const startupFiles = import.meta.glob<Record<string, unknown>>('./locales/*/startup.ts', {
    eager: true,
    import: 'default',
  });

  it('come in one file per language holding exactly the start-up namespaces', () => {
    const expected = STARTUP_NAMESPACES.map((namespace) => `./${namespace}.json`).sort();
    expect(Object.keys(startupFiles).sort()).toEqual(
      LANGUAGES.map((language) => `./locales/${language}/startup.ts`).sort(),
    );
    for (const files of Object.values(startupFiles)) {
      expect(Object.keys(files).sort()).toEqual(expected);
    }
  });

  it('give the texts of every start-up namespace of a language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { result } = renderHook(() => useTranslation(['cookie', 'common']), { wrapper });
    await waitFor(() => expect(result.current?.t('notice.accept')).toBe('Accepter'));
    expect(result.current.t('common:nav.selection')).not.toBe('nav.selection');
    expect(result.current.t('common:nav.selection')).not.toBe('Model selection');
  });
});
