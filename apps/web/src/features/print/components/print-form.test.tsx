import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { PrintForm } from './print-form';

const TEMPLATES = [
  { DocumentTemplateId: '11111111-1111-4111-8111-111111111111', TemplateName: 'Offer', IsPrintDefault: true },
  {
    DocumentTemplateId: '22222222-2222-4222-8222-222222222222',
    TemplateName: 'Order confirmation',
    IsPrintDefault: false,
  },
];
const LANGUAGES = [
  { LanguageId: '33333333-3333-4333-8333-333333333333', Name: 'English', Code: 'en', IsDefault: false },
  { LanguageId: '44444444-4444-4444-8444-444444444444', Name: 'Deutsch', Code: 'de', IsDefault: true },
];

const renderForm = (props: Partial<Parameters<typeof PrintForm>[0]> = {}) => {
  const onPrint = vi.fn();
  renderWithProviders(
    <Suspense fallback={null}>
      <PrintForm
        templates={TEMPLATES}
        languages={LANGUAGES}
        disableTechDocumentation={false}
        isPrinting={false}
        onPrint={onPrint}
        {...props}
      />
    </Suspense>,
  );
  return onPrint;
};

describe('the print form', () => {
  it('preselects the default template and language and prints with the chosen options', async () => {
    const onPrint = renderForm();
    expect(await screen.findByDisplayValue('Offer')).toBeTruthy();
    expect(screen.getByDisplayValue('Deutsch')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Prices'));
    fireEvent.click(screen.getByLabelText('Send to the contact by e-mail'));
    fireEvent.click(screen.getByRole('button', { name: 'Print and send' }));
    await waitFor(() => expect(onPrint).toHaveBeenCalledTimes(1));
    expect(onPrint.mock.calls[0]?.[0]).toEqual({
      templateId: TEMPLATES[0]?.DocumentTemplateId,
      languageId: LANGUAGES[1]?.LanguageId,
      send: true,
      showPrices: false,
      showImages: true,
      showDocumentation: false,
      showTerms: true,
      changesFrom: null,
    });
  });

  it('offers no revision choice without revisions', async () => {
    renderForm();
    await screen.findByDisplayValue('Offer');
    expect(screen.queryByLabelText('Changes from revision')).toBeNull();
  });

  it('prints the changes from a chosen revision', async () => {
    const revision = '55555555-5555-4555-8555-555555555555';
    const onPrint = renderForm({ revisions: [{ value: revision, label: '01 · 2026-00012' }] });
    const [input] = (await screen.findAllByLabelText('Changes from revision')).filter(
      (element) => element.tagName === 'INPUT',
    );
    fireEvent.click(input as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: '01 · 2026-00012', hidden: true }));
    await waitFor(() => expect(screen.getByDisplayValue('01 · 2026-00012')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(onPrint).toHaveBeenCalledTimes(1));
    expect(onPrint.mock.calls[0]?.[0]).toMatchObject({ changesFrom: revision, send: false });
  });

  it('needs a template and a language before printing', async () => {
    const onPrint = renderForm({ languages: LANGUAGES.map((language) => ({ ...language, IsDefault: false })) });
    const button = await screen.findByRole('button', { name: 'Print' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(onPrint).not.toHaveBeenCalled();
  });

  it('disables the documentation option when no configuration has documentation', async () => {
    renderForm({ disableTechDocumentation: true });
    const documentation = await screen.findByLabelText('Technical documentation');
    expect(documentation.hasAttribute('disabled')).toBe(true);
  });
});
