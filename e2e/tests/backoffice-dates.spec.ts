import type { Page } from '@playwright/test';
import {
  apiAs,
  copyOfDemoDocument,
  JOURNEY_LANGUAGES,
  type JourneyLanguage,
  openDocument,
} from '../fixtures/backoffice';
import { DEMO_BRAND_PARTNERS, expect, test } from '../fixtures/demo';

// Issue 22 point 5: one date format per language on every page. The journey gives a document every kind of date
// (last change, delivery date, remark, documentation, generated print), visits every page that shows one, collects
// every date it renders (in text and in inputs) and checks they are all written one way.

const BPI = DEMO_BRAND_PARTNERS.alpina;
/** The one date style of each language (format.ts): two-digit day and month, four-digit year. */
const DATE_STYLE: Record<JourneyLanguage, RegExp> = { en: /^\d{2}\/\d{2}\/\d{4}$/, de: /^\d{2}\.\d{2}\.\d{4}$/ };
/** Anything that looks like a date in any style: numbers joined by dots, slashes or dashes, and ISO days. */
const DATE_LIKE = /\b\d{1,4}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}\b/g;

/** Every date-like text of the page's main area, in its text and its inputs' values. */
const datesOf = async (page: Page): Promise<string[]> => {
  const main = page.locator('main');
  const texts = [
    await main.innerText(),
    ...(await main.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))),
  ];
  return texts.flatMap((text) => text.match(DATE_LIKE) ?? []);
};

/** A copy of a demo document with a delivery date, a remark, a documentation link and a printed PDF. */
const documentWithEveryDate = async (request: Parameters<typeof copyOfDemoDocument>[0]) => {
  const document = await copyOfDemoDocument(request);
  const api = await apiAs(request, 'admin');
  const detail = (await api.get(`document/${document.id}?brandPartnerId=${BPI}`)) as {
    Configurations: { SalesDocumentConfigurationId: string; ConfigurationId: string }[];
  };
  const line = detail.Configurations[0];
  expect(line, 'a configuration in the copy').toBeDefined();
  const lineId = line?.SalesDocumentConfigurationId ?? '';
  await api.put(`document/configuration/${lineId}`, {
    BrandPartnerId: BPI,
    CustomerPosition: 'A-1',
    CustomerSubPosition: '',
    Commission: '',
    DeliveryDate: '2026-12-24',
  });
  await api.post(`document/configuration/${lineId}/notes?type=0`, {
    BrandPartnerId: BPI,
    Comment: 'Deliver before Christmas.',
    FileBase64: null,
    FileName: null,
  });
  await api.post(`document/configuration/${lineId}/documentation`, {
    BrandPartnerId: BPI,
    Url: 'https://example.com/drawing.pdf',
    FileName: 'drawing.pdf',
  });
  const templates = (await api.get(`document/${document.id}/templates`)) as { DocumentTemplateId: string }[];
  const languages = (await api.get(`selection/language/${document.id}`)) as {
    LanguageId: string;
    IsDefault: boolean;
  }[];
  await api.post(`document/${document.id}/generateDocument`, {
    BrandPartnerId: BPI,
    TemplateId: templates[0]?.DocumentTemplateId,
    LanguageId: languages.find((language) => language.IsDefault)?.LanguageId,
    Send: false,
    ShowPrices: true,
    ShowImages: false,
    ShowDocumentation: false,
    ShowTerms: false,
  });
  return { ...document, configurationId: line?.ConfigurationId ?? '' };
};

for (const language of JOURNEY_LANGUAGES) {
  test(`every page writes its dates one way (${language})`, async ({ pageAs, anonymousPage, request }) => {
    test.setTimeout(120_000);
    const document = await documentWithEveryDate(request);
    const page = await pageAs('admin', language);
    const found: { where: string; date: string }[] = [];
    const collect = async (where: string) => {
      await expect(page.getByTestId('query-loading')).toHaveCount(0);
      for (const date of await datesOf(page)) {
        found.push({ where, date });
      }
    };

    await page.goto('/admin/myProjects');
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    await collect('my projects');
    await openDocument(page, language, '/admin/myProjects', document.number);
    await expect(page.getByTestId('configuration-row-1')).toContainText('A-1');
    await collect('configurations');
    for (const path of ['/admin/document/document', '/admin/document/print']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await collect(path);
    }
    await expect(page.getByTestId('generated-row')).toHaveCount(1);
    await page.goto('/admin/document/history');
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await collect('/admin/document/history');
    // History reads as a person reads it: no code of the database, no id, no decimal point.
    for (const cell of await page.getByTestId('history-row').locator('td:not(:last-child)').allInnerTexts()) {
      expect(cell).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]+\b|[0-9a-f]{8}-[0-9a-f]{4}-|\d\.\d{2}(?![\d.])/);
    }
    await page.goto('/admin/document/configurations');
    await page.getByTestId('details-1').click();
    await expect(page).toHaveURL(/\/admin\/configuration\/calculation$/);
    for (const [path, testId] of [
      ['/admin/configuration/position', 'delivery-date'],
      ['/admin/configuration/images', 'documentation-status'],
      ['/admin/configuration/remarks', 'remark-row'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await collect(path);
    }
    const visitor = await anonymousPage(language);
    await visitor.goto(`/documents/${document.configurationId}`);
    await expect(visitor.getByRole('link', { name: 'drawing.pdf', exact: true })).toBeVisible();
    for (const date of await datesOf(visitor)) {
      found.push({ where: 'public documents', date });
    }

    // Every kind of date was seen: lists, detail, delivery day, remark, documentation, print, public page.
    const places = new Set(found.map((entry) => entry.where));
    expect([...places].sort()).toEqual(
      [
        'my projects',
        'configurations',
        '/admin/document/document',
        '/admin/document/print',
        '/admin/document/history',
        '/admin/configuration/position',
        '/admin/configuration/images',
        '/admin/configuration/remarks',
        'public documents',
      ].sort(),
    );
    expect(found.filter((entry) => !DATE_STYLE[language].test(entry.date))).toEqual([]);
  });
}
