import { expect, test } from '../fixtures/demo';

const DEFAULT_BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';

test.describe('cart and inquiry', () => {
  test('an anonymous visitor adds two doors, changes a quantity, removes one and sends an inquiry', async ({
    anonymousPage,
    request,
  }) => {
    // The configurator pages are another issue's: the two doors are configured through the API the pages use.
    const models = await (
      await request.post(`/api/v1/selection/models/${DEFAULT_BPI}`, { data: { pageSize: 25 } })
    ).json();
    const [first, second] = [...models.BrandModelsNotSpecial, ...models.BrandModelsSpecial] as {
      PartId: string;
      Name: string;
    }[];
    let cartToken: string | null = null;
    const names: string[] = [];
    for (const model of [first, second]) {
      const created = await request.get(
        `/api/v1/configurator/create?brandPartnerId=${DEFAULT_BPI}&partId=${model?.PartId}`,
      );
      const id = (await created.json()).Metadata.ConfigurationId as string;
      const added = await request.post(`/api/v1/cart/${id}`, {
        data: { BrandPartnerId: DEFAULT_BPI, UserTokenId: cartToken },
      });
      expect(added.ok()).toBe(true);
      cartToken ??= (await added.json()).UserToken as string;
      names.push(model?.Name ?? '');
    }

    const page = await anonymousPage('en');
    await page.goto('/configurator/selection');
    await page.evaluate((token) => localStorage.setItem('cartToken', token), cartToken as string);
    await page.context().addCookies([{ name: 'cookie_viewed', value: 'true', url: new URL(page.url()).origin }]);
    await page.reload();

    await page.getByRole('button', { name: 'Cart (2)' }).click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel.getByTestId('cart-item')).toHaveCount(2);

    const quantity = panel.getByRole('textbox', { name: `Quantity of ${names[0]}` });
    await quantity.fill('3');
    await quantity.blur();
    await expect.poll(async () => (await (await request.get(`/api/v1/cart/${cartToken}`)).json())[0]?.Quantity).toBe(3);

    await panel.getByRole('button', { name: `Remove ${names[1]}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove from cart' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await expect(panel.getByTestId('cart-item')).toHaveCount(1);

    await panel.getByRole('button', { name: 'Send inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry' });
    await dialog.getByLabel(/^First name/).fill('Eva');
    await dialog.getByLabel(/^Last name/).fill('Zupan');
    await dialog.getByLabel(/^City/).fill('Ljubljana');
    await dialog.getByLabel(/^Postal code/).fill('1000');
    await dialog.getByLabel(/^E-mail/).fill('eva.e2e@example.com');
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByTestId('notification-dialog')).toContainText('Your inquiry has been sent');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await (await request.get(`/api/v1/cart/${cartToken}`)).json()).toEqual([]);

    // The inquiry's mails are checked through a real SMTP server in apps/server/src/features/inquiry.
  });
});
