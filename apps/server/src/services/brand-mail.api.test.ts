import type { ManagedBrandPartner, ManagedUser } from '@door/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { TEST_THEME } from '#server/test/manage-bodies';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { decodeMail, startSmtpSink } from '#server/test/smtp-sink';
import { publicUrlWarning, resolvePublicUrl } from './public-address';

const sink = await startSmtpSink();
afterAll(() => sink.close());
// As the documented start command runs it: no PUBLIC_URL.
const { app, env } = await buildTestApp({ SMTP_URL: sink.url, PUBLIC_URL: undefined });
const oem = (await signIn(app, DEMO_USERS.oem)).authorization;

const TITLE = 'Kovač Vrata';
const BAND = '#5b21b6';
const BAND_TEXT = '#fef3c7';

/** A storefront of this test's own, with its own title and header colours. */
const createStorefront = async () => {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/v1/manage/brand-partners',
    headers: { authorization: oem, 'accept-language': 'en' },
    payload: {
      BrandId: DEMO_IDS.brandAlpina,
      PartnerId: DEMO_IDS.partnerDealer,
      Title: TITLE,
      IsActive: true,
      RedirectBrandPartnerId: null,
      Style: { ...TEST_THEME, BackgroundColor: BAND, HeaderFontColor: BAND_TEXT },
      Footer: {
        Footer1text: '',
        Footer1url: '',
        Footer2text: '',
        Footer2url: '',
        Footer3text: '',
        Footer3url: '',
      },
      InquiryEmail: 'leads@kovac.example',
      PriceMarkupPercent: 0,
      ShowConsents: true,
      EnabledApplication: true,
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ManagedBrandPartner>().BrandPartnerId;
};
const STOREFRONT = await createStorefront();

/** The newest mail to an address, decoded. */
const newestMailTo = async (address: string) => {
  await app.ctx.mailer.dispatchDue();
  const raw = sink.received.filter((mail) => mail.to.includes(address)).at(-1)?.raw;
  expect(raw, `a mail to ${address}`).toBeDefined();
  return decodeMail(raw ?? '');
};

const expectBranded = (mail: string) => {
  expect(mail).toMatch(new RegExp(`Subject: .*${TITLE}`));
  expect(mail).toContain(`background:${BAND};color:${BAND_TEXT}`);
  expect(mail).toContain(`>${TITLE}</td>`);
};

const requestReset = (email: string, host: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/account/reset',
    headers: { host, 'accept-language': 'en' },
    payload: { username: email },
  });

describe('links and look of mails without PUBLIC_URL (issue 39 point 3)', () => {
  const email = 'nina.kovac@example.com';

  it("invites with a link to the address the admin reached the server on, in the user's storefront's look", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/manage/users',
      headers: { authorization: oem, host: 'doors.example:9000', 'accept-language': 'en' },
      payload: {
        Email: email,
        FirstName: 'Nina',
        LastName: 'Kovač',
        Role: 'prod',
        PartnerId: DEMO_IDS.partnerDealer,
        BrandPartnerIds: [STOREFRONT],
        Language: 'de',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ManagedUser>().DefaultBrandPartnerId).toBe(STOREFRONT);
    const mail = await newestMailTo(email);
    expect(mail).toMatch(new RegExp(`http://doors\\.example:9000/reset\\?token=[\\w-]+&bpi=${STOREFRONT}`));
    expect(mail).not.toContain('localhost:8080');
    expectBranded(mail);
  });

  it('sends an anonymous reset link only to one of the server’s own addresses, never to a Host the client made up', async () => {
    expect((await requestReset(email, 'evil.example')).statusCode).toBe(200);
    const poisoned = await newestMailTo(email);
    expect(poisoned).not.toContain('evil.example');
    expect(poisoned).toMatch(new RegExp(`http://localhost:${env.PORT}/reset\\?token=[\\w-]+&bpi=${STOREFRONT}`));
    expectBranded(poisoned);

    expect((await requestReset(email, '127.0.0.1:8123')).statusCode).toBe(200);
    const local = await newestMailTo(email);
    expect(local).toMatch(new RegExp(`http://127\\.0\\.0\\.1:8123/reset\\?token=[\\w-]+&bpi=${STOREFRONT}`));
  });

  it("mails both sides of an inquiry in the look of the inquiry's storefront, linking into it", async () => {
    const models = await app.inject({
      method: 'POST',
      url: `/api/v1/selection/models/${STOREFRONT}`,
      headers: { 'accept-language': 'en' },
      payload: { pageSize: 1 },
    });
    expect(models.statusCode, models.body).toBe(200);
    const page = models.json<{
      BrandModelsSpecial: { PartId: string }[];
      BrandModelsNotSpecial: { PartId: string }[];
    }>();
    const partId = [...page.BrandModelsSpecial, ...page.BrandModelsNotSpecial][0]?.PartId;
    const configuration = await app.inject({
      url: `/api/v1/configurator/create?brandPartnerId=${STOREFRONT}&partId=${partId}`,
      headers: { 'accept-language': 'en' },
    });
    const id = configuration.json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;
    const cart = await app.inject({
      method: 'POST',
      url: `/api/v1/cart/${id}`,
      payload: { BrandPartnerId: STOREFRONT, UserTokenId: null },
    });
    const token = cart.json<{ UserToken: string }>().UserToken;
    const countries = (
      await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })
    ).json<{ CountryId: string }[]>();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/inquiry',
      headers: { host: 'localhost:8123', 'accept-language': 'en' },
      payload: {
        BrandPartnerId: STOREFRONT,
        UserTokenId: token,
        Configurations: [id],
        WebUrl: '/configurator/confirmation',
        Lang: 'en',
        ConfigurationContact: {
          ContactData: {
            Addressing: '',
            FirstName: 'Ana',
            LastName: 'Novak',
            Email: 'ana.novak@example.com',
            Telephone: '',
            Address: '',
            City: 'Celje',
            Zip: '3000',
            CountryId: countries[0]?.CountryId,
            CompanyName: '',
            CompanyRegistration: '',
            CompanyVAT: '',
            Marketing: false,
            Notifications: false,
            PersonalData: false,
          },
          DeliveryAddress: false,
          ReceiptAddress: false,
          DeliveryData: null,
          ReceiptData: null,
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = `http://localhost:8123/configurator/confirmation?id=${id}&bpi=${STOREFRONT}`;
    for (const mail of [await newestMailTo('ana.novak@example.com'), await newestMailTo('leads@kovac.example')]) {
      expectBranded(mail);
      expect(mail).toContain(link);
    }
  });
});

describe('the public address', () => {
  it('is PUBLIC_URL when set, whatever the request', () => {
    const origin = { protocol: 'https', host: 'other.example', isSignedIn: true };
    expect(resolvePublicUrl({ PUBLIC_URL: 'https://doors.example.com/', PORT: 8080 }, origin)).toBe(
      'https://doors.example.com',
    );
    expect(publicUrlWarning({ PUBLIC_URL: 'https://doors.example.com', PORT: 8080 })).toBeNull();
  });

  it('is warned about at start-up when PUBLIC_URL is unset', () => {
    expect(publicUrlWarning({ PUBLIC_URL: undefined, PORT: 8080 })).toMatch(/PUBLIC_URL is not set.*Set PUBLIC_URL/);
  });

  it('ignores a Host that makes no address', () => {
    expect(
      resolvePublicUrl({ PUBLIC_URL: undefined, PORT: 8081 }, { protocol: 'http', host: 'a/b?c', isSignedIn: true }),
    ).toBe('http://localhost:8081');
    expect(resolvePublicUrl({ PUBLIC_URL: undefined, PORT: 8081 })).toBe('http://localhost:8081');
  });
});
