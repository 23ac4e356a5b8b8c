import { JOURNEY_LANGUAGES, textsOf } from '../fixtures/backoffice';
import { DEMO_PASSWORD, expect, test } from '../fixtures/demo';

// Issue 22 point 8: no noise. Staff signing in never ask for a customer's cart (they have none), and the document
// list follows a language switch without a reload.

for (const language of JOURNEY_LANGUAGES) {
  const t = textsOf(language);

  test(`staff sign in without asking for a cart, and nothing fails in the console (${language})`, async ({
    anonymousPage,
  }) => {
    const page = await anonymousPage(language);
    const carts: string[] = [];
    const failures: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/cart/')) {
        carts.push(call.url());
      }
    });
    page.on('response', (reply) => {
      if (reply.status() >= 400) {
        failures.push(`${reply.status()} ${reply.url()}`);
      }
    });
    page.on('console', (message) => {
      if (message.type() === 'error') {
        failures.push(message.text());
      }
    });
    await page.goto('/login');
    await page.getByLabel(t('auth:login.email')).fill('admin@demo.test');
    await page.getByRole('textbox', { name: t('auth:login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('auth:login.submit') }).click();
    await expect(page).toHaveURL(/\/admin\/myProjects$/);
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    expect(carts).toEqual([]);
    expect(failures).toEqual([]);
  });
}

test('the document list is translated again after a language switch, without a reload', async ({ pageAs }) => {
  const page = await pageAs('admin', 'en');
  const en = textsOf('en');
  const de = textsOf('de');
  await page.goto('/admin/myProjects');
  await page
    .getByLabel(en('common:table.filterBy', { column: en('documents:columns.DocumentNumber') }))
    .fill('2026-00001');
  const first = page.getByTestId('document-row');
  await expect(first).toHaveCount(1);
  await expect(first).toContainText('Offer');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByTestId('language-switch').selectOption('de');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('common:dialog.confirm') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: de('common:pages.myProjects') })).toBeVisible();
  await expect(first).toContainText('Angebot');
  await expect(first).not.toContainText('Offer');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
