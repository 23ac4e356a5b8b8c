import type { CatalogueFile } from '@door/contract';
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadPageNamespaces } from '#web/i18n';
import { renderWithProviders } from '#web/test/render';
import { ModelForm } from './entity-forms';

const text = (value: string) => ({ sl: value, en: value, de: value, fr: value });

/** A catalogue of this test's own: one model with a drawing recipe. */
const file: CatalogueFile = {
  formatVersion: 1,
  brand: { name: 'Kovač' },
  categories: [{ code: 'main', names: text('Main') }],
  parameters: [],
  models: [
    {
      code: 'K1',
      name: 'Kovač 1',
      titles: text('Kovač 1'),
      basePriceCents: 50_000,
      parameters: [],
      design: { kind: 'interior', pattern: 'flush', glazing: 'none', inlay: 'none' },
    },
  ],
};

describe("the model's drawing fields", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await loadPageNamespaces('catalogue');
    await i18n.changeLanguage('de');
  });

  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('show the kind, pattern, glazing and inlay in words of the page’s language, and offer words', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <ModelForm
          file={file}
          path="/models/0"
          brandId="11111111-1111-4111-8111-111111111111"
          language="de"
          readOnly={false}
          onEdit={vi.fn()}
          onOpen={vi.fn()}
        />
      </Suspense>,
    );
    const kind = (await screen.findByRole('combobox', { name: 'Türart' })) as HTMLInputElement;
    expect(kind.value).toBe('Innentür');
    expect((screen.getByRole('combobox', { name: 'Türblattmuster' }) as HTMLInputElement).value).toBe('Glatt');
    expect((screen.getByRole('combobox', { name: 'Verglasung' }) as HTMLInputElement).value).toBe('Keine');
    fireEvent.click(kind);
    expect(await screen.findByRole('option', { name: 'Haustür', hidden: true })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/interior|flush|entrance/);
  });
});
