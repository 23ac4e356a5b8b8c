import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? '';

const shoot = async (page: Page, name: string) => {
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }
};

const TEXTS = {
  en: {
    title: 'Integrations',
    newKey: 'New machine key',
    name: 'Name',
    save: 'Save',
    stored: 'I have stored it',
    revoke: 'Revoke',
  },
  de: {
    title: 'Integrationen',
    newKey: 'Neuer Maschinenschlüssel',
    name: 'Name',
    save: 'Speichern',
    stored: 'Ich habe ihn gespeichert',
    revoke: 'Widerrufen',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test(`a head of sales makes a machine key on the Integrations page, sees its secret once and revokes it (${language})`, async ({
    pageAs,
  }) => {
    const texts = TEXTS[language];
    const page = await pageAs('admin', language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/manage/integrations');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expectAccessible(page, '#main');
    await page.getByRole('button', { name: texts.newKey }).click();
    const dialog = page.getByRole('dialog', { name: texts.newKey });
    await dialog.getByLabel(texts.name).fill(`ERP ${language}`);
    await dialog.getByRole('button', { name: texts.save }).click();
    const secret = page.getByTestId('integration-secret');
    await expect(secret.nth(1)).toContainText('dcs_');
    await expectAccessible(page, '[role="dialog"]');
    await page.getByRole('button', { name: texts.stored }).click();
    await expect(
      page
        .getByTestId('machine-keys')
        .getByRole('row')
        .filter({ hasText: `ERP ${language}` }),
    ).toBeVisible();
    // The secret is shown once: nowhere on the page any more.
    await expect(page.getByText('dcs_')).toHaveCount(0);
    await shoot(page, `integrations-${language}-1280`);
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `integrations-${language}-360`);
    await page.setViewportSize({ width: 1280, height: 900 });
    const row = page
      .getByTestId('machine-keys')
      .getByRole('row')
      .filter({ hasText: `ERP ${language}` });
    await row.getByRole('button', { name: new RegExp(texts.revoke, 'i') }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.revoke }).click();
    await expect(row.getByRole('button', { name: new RegExp(texts.revoke, 'i') })).toHaveCount(0);
  });
}
