import type { CatalogueFile, CatalogueRule } from '@door/contract';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NumberInput } from '#web/components/configurator/number-input';
import { namerOf, ruleSentence } from '#web/features/catalogue/lib/rule-sentence';
import { i18n, useTranslation } from '#web/i18n';

// Numbers on German pages (and every page: the specification's numbers are de-DE) carry the decimal comma
// (issue 39 point 5): in texts with numbers, in the configurator's number field, in the catalogue's rule sentences.

const wrapper = ({ children }: { children: React.ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

beforeAll(async () => {
  await i18n.loadNamespaces(['configurator', 'catalogue']);
  await act(() => i18n.changeLanguage('de'));
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('numbers on a German page', () => {
  it('puts a number with decimals into a text with the decimal comma, whole numbers as they are', async () => {
    const { result } = renderHook(() => useTranslation('configurator'), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.t('fields.range', { min: 0.5, max: 1.15 })).toBe('Von 0,5 bis 1,15');
    expect(result.current.t('fields.range', { min: 600, max: 2026 })).toBe('Von 600 bis 2026');
    expect(result.current.t('fields.range', { min: 0.1 + 0.2, max: 1234.5 })).toBe('Von 0,3 bis 1.234,5');
  });

  it('shows and refuses a decimal parameter with the decimal comma, and takes a comma or a point', () => {
    const onCommit = vi.fn();
    render(
      <NumberInput
        label="Dicke"
        value="12.5"
        min={0.5}
        max={20.5}
        maxReason="Mehr trägt die Zarge nicht."
        maxDecimals={2}
        onCommit={onCommit}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Dicke' }) as HTMLInputElement;
    expect(input.value).toBe('12,5');
    expect(screen.getByText('Von 0,5 bis 20,5')).toBeTruthy();
    // Leaving the field unchanged applies nothing.
    fireEvent.blur(input);
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '25,5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Geben Sie einen Wert von 0,5 bis 20,5 ein. Mehr trägt die Zarge nicht.',
    );
    fireEvent.change(input, { target: { value: '7,25' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('7.25');
    fireEvent.change(input, { target: { value: '8.5' } });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenLastCalledWith('8.5');
  });

  it('writes a rule’s amounts, percentages and bounds with the decimal comma', async () => {
    const { result } = renderHook(() => useTranslation('catalogue'), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    const text = (de: string) => ({ sl: de, en: de, de, fr: de });
    const file = {
      parameters: [
        { code: 'dicke', names: text('Dicke'), values: [] },
        { code: 'breite', names: text('Breite'), values: [] },
      ],
    } as unknown as CatalogueFile;
    const names = namerOf(file, 'de');
    const sentence = (rule: CatalogueRule) => ruleSentence(rule, names, result.current.t);
    expect(sentence({ kind: 'price', id: 'a', term: { type: 'fixed', cents: 123_450 } } as CatalogueRule)).toContain(
      '1.234,50',
    );
    expect(
      sentence({ kind: 'price', id: 'b', term: { type: 'percent', basisPoints: 1250 } } as CatalogueRule),
    ).toContain('12,5 %');
    const range = sentence({ kind: 'range', id: 'c', param: 'dicke', min: 0.5, max: 20.25 } as CatalogueRule);
    expect(range).toContain('0,5');
    expect(range).toContain('20,25');
    expect(range).not.toMatch(/\d\.\d/);
  });
});
