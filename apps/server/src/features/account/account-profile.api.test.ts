import { type UserAddress, ZERO_GUID } from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries, userAddresses } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const [slovenia] = await database.db.select().from(countries).where(eq(countries.code, 'SI'));
const [austria] = await database.db.select().from(countries).where(eq(countries.code, 'AT'));
const SI = slovenia?.id ?? '';
const AT = austria?.id ?? '';

const customer = await signIn(app, DEMO_USERS.customer);
const sales = await signIn(app, DEMO_USERS.sales);

const call = (method: 'GET' | 'POST', url: string, authorization: string | null, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const profile = {
  Addressing: 'Mr',
  FirstName: 'Carl',
  LastName: 'Customer',
  Email: 'hijack@example.com',
  Address: 'Dunajska 5',
  Zip: '1000',
  City: 'Ljubljana',
  CompanyName: 'Carl d.o.o.',
  CompanyRegistration: '1234567',
  CompanyVAT: 'SI12345678',
  CountryId: SI,
  Telephone: '+386 40 111 222',
  Marketing: true,
  Notification: false,
  PersonalData: true,
};

const address = (city: string, overrides: Record<string, unknown> = {}) => ({
  Addressing: 'Ms',
  FirstName: 'Dora',
  LastName: 'Delivery',
  Address: `${city} street 1`,
  Zip: '8000',
  City: city,
  CountryId: SI,
  Company: false,
  Telephone: '+386 1 000 000',
  ...overrides,
});

const defaults = (list: UserAddress[]) => list.filter((item) => item.Default).map((item) => item.City);

describe('GET /api/v1/account and POST /api/v1/account/update', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/account', null)).statusCode).toBe(401);
    expect((await call('POST', '/account/update', null, profile)).statusCode).toBe(401);
  });

  it('shows a profile never saved with empty fields, no country and empty lists', async () => {
    const response = await call('GET', '/account', sales.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Email: DEMO_USERS.sales,
      Address: '',
      CountryId: ZERO_GUID,
      Marketing: false,
      DeliveryAddress: [],
      ReceiptAddress: [],
    });
  });

  it('saves personal data and consents, keeps the e-mail read-only and returns the refreshed profile', async () => {
    const response = await call('POST', '/account/update', customer.authorization, profile);
    expect(response.statusCode).toBe(200);
    const { Email, ...rest } = profile;
    expect(response.json()).toMatchObject({ ...rest, Email: DEMO_USERS.customer });
    expect(Email).not.toBe(DEMO_USERS.customer);
    const again = await call('GET', '/account', customer.authorization);
    expect(again.json()).toMatchObject({ City: 'Ljubljana', PersonalData: true, CompanyVAT: 'SI12345678' });
    const info = await call('GET', '/account/info', customer.authorization);
    expect(info.json().Name).toBe('Carl Customer');
  });

  it.each([
    ['FirstName', ''],
    ['Zip', '   '],
    ['CountryId', ZERO_GUID],
  ])('refuses an empty %s with missingFields and changes nothing', async (field, value) => {
    const response = await call('POST', '/account/update', customer.authorization, {
      ...profile,
      City: 'Maribor',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Please enter all required fields.');
    expect((await call('GET', '/account', customer.authorization)).json().City).toBe('Ljubljana');
  });

  it('refuses a field over its §5 maximum, an unknown country and a malformed body', async () => {
    const tooLong = await call('POST', '/account/update', customer.authorization, {
      ...profile,
      City: 'x'.repeat(251),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Message).toContain('City');
    const unknown = await call('POST', '/account/update', customer.authorization, {
      ...profile,
      CountryId: '11111111-2222-4333-8444-555555555555',
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call('POST', '/account/update', customer.authorization, { ...profile, Marketing: 'yes' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/v1/account/{add,update,remove,setDefault}{Delivery,Receipt}Address', () => {
  let delivery: UserAddress[] = [];

  it('makes the first address the default and keeps exactly one default as more are added', async () => {
    const first = await call('POST', '/account/addDeliveryAddress', customer.authorization, address('Celje'));
    expect(first.statusCode).toBe(200);
    expect(defaults(first.json())).toEqual(['Celje']);
    const second = await call('POST', '/account/addDeliveryAddress', customer.authorization, address('Koper'));
    expect(second.json<UserAddress[]>().map((item) => item.City)).toEqual(['Celje', 'Koper']);
    expect(defaults(second.json())).toEqual(['Celje']);
    const third = await call(
      'POST',
      '/account/addDeliveryAddress',
      customer.authorization,
      address('Kranj', { Default: true }),
    );
    delivery = third.json();
    expect(defaults(delivery)).toEqual(['Kranj']);
    expect(delivery).toHaveLength(3);
  });

  it('keeps the receipt list apart from the delivery list', async () => {
    const response = await call(
      'POST',
      '/account/addReceiptAddress',
      customer.authorization,
      address('Graz', { CountryId: AT }),
    );
    expect(response.json()).toEqual([expect.objectContaining({ City: 'Graz', CountryId: AT, Default: true })]);
    const account = (await call('GET', '/account', customer.authorization)).json();
    expect(account.DeliveryAddress).toHaveLength(3);
    expect(account.ReceiptAddress).toHaveLength(1);
  });

  it('changes an address and returns the refreshed list', async () => {
    const koper = delivery.find((item) => item.City === 'Koper');
    const response = await call('POST', '/account/updateDeliveryAddress', customer.authorization, {
      ...address('Piran', { Company: true, CompanyName: 'Piran d.o.o.' }),
      UserAddressId: koper?.UserAddressId,
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json<UserAddress[]>().find((item) => item.UserAddressId === koper?.UserAddressId);
    expect(changed).toMatchObject({ City: 'Piran', Company: true, CompanyName: 'Piran d.o.o.', Default: false });
  });

  it('moves the default with setDefault and keeps exactly one', async () => {
    const celje = delivery.find((item) => item.City === 'Celje');
    const response = await call(
      'POST',
      `/account/setDefaultDeliveryAddress?userAddressId=${celje?.UserAddressId}`,
      customer.authorization,
    );
    expect(response.statusCode).toBe(200);
    expect(defaults(response.json())).toEqual(['Celje']);
    expect(response.json()[0].City).toBe('Celje');
  });

  it('hands the default to the oldest remaining address when the default is removed', async () => {
    const celje = delivery.find((item) => item.City === 'Celje');
    const response = await call(
      'POST',
      `/account/removeDeliveryAddress?userAddressId=${celje?.UserAddressId}`,
      customer.authorization,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json<UserAddress[]>();
    expect(list.map((item) => item.City).sort()).toEqual(['Kranj', 'Piran']);
    expect(defaults(list)).toEqual(['Piran']);
  });

  it('refuses another user’s address id with 404 on every call and changes nothing', async () => {
    const before = await database.db.select().from(userAddresses).orderBy(userAddresses.id);
    const target = delivery.find((item) => item.City === 'Kranj')?.UserAddressId ?? '';
    const calls = [
      call('POST', '/account/updateDeliveryAddress', sales.authorization, {
        ...address('Hacked'),
        UserAddressId: target,
      }),
      call('POST', `/account/removeDeliveryAddress?userAddressId=${target}`, sales.authorization),
      call('POST', `/account/setDefaultDeliveryAddress?userAddressId=${target}`, sales.authorization),
      // The owner's own delivery address is not in the receipt list either.
      call('POST', `/account/removeReceiptAddress?userAddressId=${target}`, customer.authorization),
      call('POST', `/account/setDefaultReceiptAddress?userAddressId=${target}`, customer.authorization),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
    }
    expect(await database.db.select().from(userAddresses).orderBy(userAddresses.id)).toEqual(before);
  });

  it('refuses missing fields, a malformed id and an anonymous caller', async () => {
    const missing = await call(
      'POST',
      '/account/addReceiptAddress',
      customer.authorization,
      address('Bled', { LastName: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe('Please enter all required fields.');
    const noCountry = await call(
      'POST',
      '/account/addReceiptAddress',
      customer.authorization,
      address('Bled', { CountryId: ZERO_GUID }),
    );
    expect(noCountry.json().Message).toBe('Please enter all required fields.');
    expect(
      (await call('POST', '/account/removeReceiptAddress?userAddressId=42', customer.authorization)).statusCode,
    ).toBe(400);
    expect((await call('POST', '/account/removeReceiptAddress', customer.authorization)).statusCode).toBe(400);
    expect((await call('POST', '/account/addReceiptAddress', null, address('Bled'))).statusCode).toBe(401);
    const receipt = (await call('GET', '/account', customer.authorization)).json().ReceiptAddress;
    expect(receipt).toHaveLength(1);
  });

  it('keeps exactly one default per list under concurrent changes', async () => {
    const list = (await call('GET', '/account', customer.authorization)).json<{ DeliveryAddress: UserAddress[] }>()
      .DeliveryAddress;
    await Promise.all([
      ...list.map((item) =>
        call('POST', `/account/setDefaultDeliveryAddress?userAddressId=${item.UserAddressId}`, customer.authorization),
      ),
      call('POST', '/account/addDeliveryAddress', customer.authorization, address('Ptuj', { Default: true })),
    ]);
    const after = (await call('GET', '/account', customer.authorization)).json<{ DeliveryAddress: UserAddress[] }>();
    expect(after.DeliveryAddress.filter((item) => item.Default)).toHaveLength(1);
  });
});

describe('GET /api/v1/account/info', () => {
  const ACCOUNT_FIELDS = [
    'Addressing',
    'FirstName',
    'LastName',
    'Email',
    'Address',
    'Zip',
    'City',
    'CompanyName',
    'CompanyRegistration',
    'CompanyVAT',
    'CountryId',
    'Telephone',
    'Marketing',
    'Notification',
    'PersonalData',
    'DeliveryAddress',
    'ReceiptAddress',
  ] as const;
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, source[field]]));

  it("carries a customer's Account fields and address lists, the same as GET /account", async () => {
    await call('POST', '/account/update', customer.authorization, profile);
    await call('POST', '/account/addReceiptAddress', customer.authorization, address('Kranj'));
    const info = await call('GET', '/account/info', customer.authorization);
    expect(info.statusCode).toBe(200);
    const body = info.json();
    expect(body).toMatchObject({
      Type: 'customer',
      Name: 'Carl Customer',
      Email: DEMO_USERS.customer,
      Addressing: 'Mr',
      Address: 'Dunajska 5',
      CompanyVAT: 'SI12345678',
      CountryId: SI,
      Marketing: true,
      Notification: false,
      PersonalData: true,
    });
    expect(body.ReceiptAddress.map((item: UserAddress) => item.City)).toContain('Kranj');
    const account = (await call('GET', '/account', customer.authorization)).json();
    expect(pick(body)).toEqual(pick(account));
  });

  it('gives a staff user without a profile empty texts, no country, no consents and empty lists', async () => {
    const info = await call('GET', '/account/info', sales.authorization);
    expect(info.statusCode).toBe(200);
    const body = info.json();
    expect(body).toMatchObject({
      Type: 'staff',
      Email: DEMO_USERS.sales,
      Addressing: '',
      Address: '',
      Zip: '',
      City: '',
      CompanyName: '',
      CompanyRegistration: '',
      CompanyVAT: '',
      Telephone: '',
      CountryId: ZERO_GUID,
      Marketing: false,
      Notification: false,
      PersonalData: false,
      DeliveryAddress: [],
      ReceiptAddress: [],
    });
    expect(body.Name).toBe(`${body.FirstName} ${body.LastName}`.trim());
    expect(pick(body)).toEqual(pick((await call('GET', '/account', sales.authorization)).json()));
  });
});
