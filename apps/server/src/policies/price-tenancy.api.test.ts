import {
  DEFAULT_BRAND_PARTNER_ID,
  INACTIVE_BRAND_PARTNER_ID,
  SECOND_BRAND_PARTNER_ID,
  type TreeParameter,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

/*
 * The tenancy matrix of prices: every call whose reply (or mail) can carry prices, called by every kind of caller
 * for a brand partner it acts for and for one it does not. A brand partner's prices reach only its own users; the
 * others get the catalogue with null prices, or 401/403.
 */

const { app, database } = await buildTestApp();

type CallerName = 'anonymous' | 'customer' | 'sales' | 'installer' | 'admin';
const BRAND_PARTNERS = {
  default: DEFAULT_BRAND_PARTNER_ID,
  second: SECOND_BRAND_PARTNER_ID,
  inactive: INACTIVE_BRAND_PARTNER_ID,
} as const;
type BrandPartnerName = keyof typeof BRAND_PARTNERS;

/** The demo users' brand partners (CONVENTIONS); nobody acts for the inactive storefront. */
const OWN: Record<CallerName, BrandPartnerName[]> = {
  anonymous: [],
  customer: ['default'],
  sales: ['default'],
  installer: ['default', 'second'],
  admin: ['default', 'second'],
};
const CALLERS = Object.keys(OWN) as CallerName[];
const authorizations: Record<CallerName, string | undefined> = {
  anonymous: undefined,
  customer: (await signIn(app, DEMO_USERS.customer)).authorization,
  sales: (await signIn(app, DEMO_USERS.sales)).authorization,
  installer: (await signIn(app, DEMO_USERS.installer)).authorization,
  admin: (await signIn(app, DEMO_USERS.admin)).authorization,
};

const modelIds: Record<BrandPartnerName, string> = {
  default: await findModelPartId(app, DEFAULT_BRAND_PARTNER_ID, 'Triglav'),
  second: await findModelPartId(app, SECOND_BRAND_PARTNER_ID, 'Triglav'),
  inactive: await findModelPartId(app, INACTIVE_BRAND_PARTNER_ID, 'Triglav'),
};

let addressCounter = 0;
/** Each request comes from its own address, so the per-address rate limits never answer in place of the policy. */
const call = (caller: CallerName, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
  addressCounter += 1;
  const authorization = authorizations[caller];
  return app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: `10.9.${addressCounter >> 8}.${addressCounter & 255}`,
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
    ...(payload ? { payload } : {}),
  });
};

/** A new configuration nobody owns (made by an anonymous visitor) at the brand partner, with its tree. */
const anonymousConfiguration = async (bp: BrandPartnerName) => {
  const response = await call(
    'anonymous',
    `/configurator/create?brandPartnerId=${BRAND_PARTNERS[bp]}&partId=${modelIds[bp]}`,
  );
  expect(response.statusCode).toBe(200);
  const reply = response.json<{ Metadata: { ConfigurationId: string }; ViewModel: { Tree: TreeParameter[] } }>();
  const parameter = (name: string) => reply.ViewModel.Tree.find((item) => item.Name === name) as TreeParameter;
  return { id: reply.Metadata.ConfigurationId, lock: parameter('Lock'), width: parameter('Width (mm)') };
};

/** Every value of a field whose name ends in "Price" anywhere in a reply (ShowZeroPrices is a flag, not a price). */
const pricesIn = (value: unknown): unknown[] => {
  if (Array.isArray(value)) {
    return value.flatMap(pricesIn);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [
      ...(key.endsWith('Price') ? [inner] : []),
      ...pricesIn(inner),
    ]);
  }
  return [];
};

type Outcome = { status: number; prices: unknown[] };
type PriceCall = {
  name: string;
  /** Who may make the call at all, whatever the brand partner (others get 401 or 403). */
  allowed: (caller: CallerName) => boolean;
  brandPartners?: BrandPartnerName[];
  run: (caller: CallerName, bp: BrandPartnerName) => Promise<Outcome>;
};

const fromReply = async (response: { statusCode: number; json: () => unknown }): Promise<Outcome> => ({
  status: response.statusCode,
  prices: response.statusCode === 200 ? pricesIn(response.json()) : [],
});
const everyone = () => true;
const signedIn = (caller: CallerName) => caller !== 'anonymous';
const staff = (caller: CallerName) => caller === 'sales' || caller === 'installer' || caller === 'admin';

let mailCounter = 0;

const PRICE_CALLS: PriceCall[] = [
  ...(['models', 'auth/models'] as const).map(
    (path): PriceCall => ({
      name: `POST /selection/${path}/{bpi}`,
      allowed: path === 'models' ? everyone : signedIn,
      run: async (caller, bp) => fromReply(await call(caller, `/selection/${path}/${BRAND_PARTNERS[bp]}`, 'POST', {})),
    }),
  ),
  {
    name: 'GET /configurator/values/{partId}',
    allowed: everyone,
    run: async (caller, bp) => {
      const { lock } = await anonymousConfiguration(bp);
      return fromReply(
        await call(
          caller,
          `/configurator/values/${modelIds[bp]}?parameterId=${lock.ParameterId}&brandPartnerId=${BRAND_PARTNERS[bp]}`,
        ),
      );
    },
  },
  ...(['', '/auth', '/admin'] as const).flatMap((variant): PriceCall[] => {
    const allowed = variant === '' ? everyone : variant === '/auth' ? signedIn : staff;
    return [
      {
        name: `GET /configurator${variant}/create (new)`,
        allowed,
        run: async (caller, bp) =>
          fromReply(
            await call(
              caller,
              `/configurator${variant}/create?brandPartnerId=${BRAND_PARTNERS[bp]}&partId=${modelIds[bp]}`,
            ),
          ),
      },
      {
        name: `GET /configurator${variant}/create (open)`,
        allowed,
        run: async (caller, bp) => {
          const { id } = await anonymousConfiguration(bp);
          return fromReply(
            await call(
              caller,
              `/configurator${variant}/create?brandPartnerId=${BRAND_PARTNERS[bp]}&configurationId=${id}`,
            ),
          );
        },
      },
      {
        name: `GET /configurator${variant}/update`,
        allowed,
        run: async (caller, bp) => {
          const { id, width } = await anonymousConfiguration(bp);
          return fromReply(
            await call(
              caller,
              `/configurator${variant}/update?brandPartnerId=${BRAND_PARTNERS[bp]}&configurationId=${id}&partId=${modelIds[bp]}&parameterId=${width.ParameterId}&customValue=950`,
            ),
          );
        },
      },
    ];
  }),
  {
    name: 'GET /configurator/{id}/price',
    allowed: everyone,
    run: async (caller, bp) =>
      fromReply(await call(caller, `/configurator/${(await anonymousConfiguration(bp)).id}/price`)),
  },
  ...(['', '/auth'] as const).map(
    (variant): PriceCall => ({
      name: `GET /configurator${variant}/{id}/overview`,
      allowed: variant === '' ? everyone : signedIn,
      run: async (caller, bp) => {
        const { id } = await anonymousConfiguration(bp);
        return fromReply(
          await call(caller, `/configurator${variant}/${id}/overview?brandPartnerId=${BRAND_PARTNERS[bp]}`),
        );
      },
    }),
  ),
  {
    name: 'GET /configurator/{id}/pricefile',
    // Heads of sales of a parent partner only.
    allowed: (caller) => caller === 'admin',
    run: async (caller, bp) => {
      const response = await call(caller, `/configurator/${(await anonymousConfiguration(bp)).id}/pricefile`);
      // The file is the brand partner's whole price list.
      return { status: response.statusCode, prices: response.statusCode === 200 ? ['price list'] : [] };
    },
  },
  {
    name: 'POST /cart/{id}, then GET /cart/user or /cart/{token}',
    // Staff have no cart.
    allowed: (caller) => caller === 'anonymous' || caller === 'customer',
    run: async (caller, bp) => {
      const { id } = await anonymousConfiguration(bp);
      const added = await call(caller, `/cart/${id}`, 'POST', { BrandPartnerId: BRAND_PARTNERS[bp] });
      if (added.statusCode !== 200) {
        return { status: added.statusCode, prices: [] };
      }
      const token = added.json<{ UserToken: string | null }>().UserToken;
      const cart = await call(caller, token ? `/cart/${token}` : '/cart/user');
      const items = cart.json<{ ConfigurationId: string; ConfigurationPrice: unknown }[]>();
      return {
        status: cart.statusCode,
        prices: items.filter((item) => item.ConfigurationId === id).map((item) => item.ConfigurationPrice),
      };
    },
  },
  {
    name: "POST /cart/inquiry (the customer's mail)",
    allowed: everyone,
    // The inactive storefront takes no inquiries at all.
    brandPartners: ['default', 'second'],
    run: async (caller, bp) => {
      const { id } = await anonymousConfiguration(bp);
      const countries = (await call('anonymous', '/selection/countrylist')).json<
        { CountryId: string; Code: string }[]
      >();
      mailCounter += 1;
      const email = `tenancy-${mailCounter}@example.com`;
      const response = await call(caller, '/cart/inquiry', 'POST', {
        BrandPartnerId: BRAND_PARTNERS[bp],
        WebUrl: 'http://localhost:8080/configurator/overview',
        Lang: 'en',
        Configurations: [id],
        ConfigurationContact: {
          ContactData: {
            Addressing: 'Ms',
            FirstName: 'Eva',
            LastName: 'Zupan',
            Email: email,
            Telephone: '',
            Address: '',
            City: 'Ljubljana',
            Zip: '1000',
            CountryId: countries.find((country) => country.Code === 'SI')?.CountryId,
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
      });
      if (response.statusCode !== 200) {
        return { status: response.statusCode, prices: [] };
      }
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      expect(mail).toBeDefined();
      return { status: 200, prices: [mail?.textBody.match(/Price: ([\d.,]+)/)?.[1] ?? null] };
    },
  },
];

describe('prices of a brand partner reach only its own users', () => {
  for (const priceCall of PRICE_CALLS) {
    describe(priceCall.name, () => {
      for (const caller of CALLERS) {
        for (const bp of priceCall.brandPartners ?? (Object.keys(BRAND_PARTNERS) as BrandPartnerName[])) {
          const own = OWN[caller].includes(bp);
          const title = !priceCall.allowed(caller)
            ? `refuses ${caller} (${bp})`
            : own
              ? `gives ${caller} the prices of its own brand partner (${bp})`
              : `gives ${caller} no prices of ${bp}`;
          it(title, async () => {
            const { status, prices } = await priceCall.run(caller, bp);
            if (!priceCall.allowed(caller)) {
              expect([401, 403]).toContain(status);
            } else if (own) {
              expect(status).toBe(200);
              expect(prices.some((price) => price !== null)).toBe(true);
            } else if (caller === 'anonymous') {
              expect(status).toBe(200);
              expect(prices.length).toBeGreaterThan(0);
              expect(prices.every((price) => price === null)).toBe(true);
            } else {
              // Another brand partner's catalogue without prices, or a refusal; never its price list.
              expect([200, 403]).toContain(status);
              expect(status === 403 || prices.length > 0).toBe(true);
              expect(prices.every((price) => price === null)).toBe(true);
            }
          });
        }
      }
    });
  }

  it('answers the three reported leaks for customer@demo.test without the second brand partner’s prices', async () => {
    const auth = await call('customer', `/selection/auth/models/${SECOND_BRAND_PARTNER_ID}`, 'POST', {});
    const plain = await call('customer', `/selection/models/${SECOND_BRAND_PARTNER_ID}`, 'POST', {});
    const { lock } = await anonymousConfiguration('second');
    const values = await call(
      'customer',
      `/configurator/values/${modelIds.second}?parameterId=${lock.ParameterId}&brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
    );
    for (const response of [auth, plain, values]) {
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).not.toMatch(/Price":\d/);
    }
  });
});
