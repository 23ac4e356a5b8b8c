import type { CatalogueDiff } from '@door/contract';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadPageNamespaces } from '#web/i18n';
import { useAppStore } from '#web/stores/app-store';
import { renderWithProviders } from '#web/test/render';
import { DiffView } from './diff-view';

const none = { Added: [], Removed: [], Changed: [] };
const text = (sl: string, en: string, de: string, fr: string) => ({ sl, en, de, fr });

/** Version 3 against 2: a glazed door is narrower now and satin glass needs it, and a model is no special offer. */
const diff: CatalogueDiff = {
  Models: { Added: [], Removed: [], Changed: ['EX-PLAIN'] },
  Parameters: none,
  Values: none,
  Rules: { Added: [], Removed: [], Changed: ['ruleSet:basics/glazed-narrow'] },
  Categories: none,
  Selection: none,
  RuleSets: none,
  Tests: none,
  Prices: [],
  BrandRenamed: false,
  Details: [
    {
      Kind: 'Models',
      Item: 'EX-PLAIN',
      Fields: [
        { Field: ['isSpecialOffer'], From: true, To: false },
        { Field: ['titles', 'de'], From: 'Innentür, glattes Türblatt', To: 'Innentür, glatt' },
        { Field: ['parameters', 'glass'], From: { code: 'glass' } },
      ],
    },
    {
      Kind: 'Rules',
      Item: 'ruleSet:basics/glazed-narrow',
      Fields: [{ Field: ['max'], From: 1000, To: 900 }],
      Before: {
        kind: 'range',
        id: 'glazed-narrow',
        param: 'width',
        when: { param: 'glass', in: ['satin'] },
        max: 1000,
        reason: text('Ozka', 'Narrow', 'Schmal', 'Étroite'),
      },
      After: {
        kind: 'range',
        id: 'glazed-narrow',
        param: 'width',
        when: { param: 'glass', in: ['satin'] },
        max: 900,
        reason: text('Ozka', 'Narrow', 'Schmal', 'Étroite'),
      },
    },
  ],
  Names: {
    width: { Names: text('Širina (mm)', 'Width (mm)', 'Breite (mm)', 'Largeur (mm)'), Values: {} },
    glass: {
      Names: text('Steklo', 'Glass', 'Glas', 'Verre'),
      Values: { satin: text('Satinirano', 'Satin', 'Satiniert', 'Satiné') },
    },
  },
};

describe('a diff says what changed in a changed entry', () => {
  afterEach(async () => {
    useAppStore.setState({ language: 'en' });
    await i18n.changeLanguage('en');
  });

  it('words a changed rule before and after, and each changed field, in the page’s language', async () => {
    await loadPageNamespaces(['catalogue-pages', 'catalogue']);
    useAppStore.setState({ language: 'de' });
    await i18n.changeLanguage('de');
    renderWithProviders(
      <Suspense fallback={null}>
        <DiffView diff={diff} />
      </Suspense>,
    );
    const details = await screen.findAllByTestId('diff-details');
    const [model, rule] = details.map((element) => element.textContent ?? '');
    expect(model).toContain('Sonderangebot: ja → nein');
    expect(model).toContain('Beschreibungen › DE: “Innentür, glattes Türblatt” → “Innentür, glatt”');
    expect(model).toContain('Parameter › glass: entfernt');
    expect(rule).toMatch(/Vorher: .*Breite \(mm\).*1000.*Glas.*Satiniert/);
    expect(rule).toMatch(/Jetzt: .*Breite \(mm\).*900/);
    expect(rule).toContain('Maximum: 1.000 → 900');
    expect(rule).not.toContain('changed');
  });
});
