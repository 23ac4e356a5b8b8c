import {
  canWriteRemark,
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentAction,
  type DocumentActionRow,
  decideDocumentAction,
  isDocumentReadOnly,
  serverDocumentViewOf,
} from '@door/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { UserCaller } from '#server/core/caller';
import {
  configurations,
  partners,
  salesDocumentConfigurations,
  salesDocuments,
  userBrandPartners,
  users,
} from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import type { ApiRoute } from '#server/plugins/auth';
import { hashPassword } from '#server/services/passwords';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_PASSWORD, DEMO_USERS, signIn } from '#server/test/sign-in';
import { type ConfigurationAccess, canEditConfiguration, canReadConfiguration } from './configuration.policy';
import { DOCUMENT_ROLE_TABLE, type DocumentAbility } from './document.policy';

// The access matrix of issue 21: every document and configuration call × every kind of caller × a draft, a
// read-only document and a configuration in no document. Each cell's answer comes from the written tables
// (DOCUMENT_ROLE_TABLE, the contract's action table, the remark and documentation rules, the configuration policy);
// refused writes must leave every row and total as it was.

const { app, database } = await buildTestApp();
const db = database.db;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const UNKNOWN = '0e0e0e0e-0000-4000-8000-00000000beef';

// The callers. The demo documents' partner is the distributor: admin@ and sales@ are its staff, installer@ its
// installer, oem@ the manufacturer (its parent), dealer@ a child dealer; a partner with no relation is made here.
const UNRELATED_EMAIL = 'unrelated@matrix.test';
const [unrelatedPartner] = await db.insert(partners).values({ name: 'Matrix Unrelated d.o.o.' }).returning();
const [unrelatedUser] = await db
  .insert(users)
  .values({
    email: UNRELATED_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Una',
    lastName: 'Related',
    role: 'admin',
    partnerId: (unrelatedPartner as { id: string }).id,
  })
  .returning();
await db.insert(userBrandPartners).values({ userId: (unrelatedUser as { id: string }).id, brandPartnerId: BPI });

type Actor = {
  name: string;
  email: string | null;
  /** Who the caller is to the policy; null: anonymous. */
  user: (Pick<UserCaller, 'role' | 'isOem' | 'isOemAdmin' | 'isParentPartner' | 'userId'> & { sees: boolean }) | null;
};
const staff = (role: 'admin' | 'prod' | 'mon', sees: boolean, flags: Partial<UserCaller> = {}) => ({
  role,
  sees,
  isOem: false,
  isOemAdmin: false,
  isParentPartner: false,
  userId: '',
  ...flags,
});
const ACTORS: Actor[] = [
  { name: 'owner staff', email: DEMO_USERS.sales, user: staff('prod', true, { userId: DEMO_IDS.userSales }) },
  {
    name: 'parent partner staff',
    email: DEMO_USERS.oem,
    user: staff('admin', true, { isOem: true, isOemAdmin: true, userId: DEMO_IDS.userOem }),
  },
  { name: 'child partner staff', email: 'dealer@demo.test', user: staff('admin', false) },
  { name: 'unrelated partner staff', email: UNRELATED_EMAIL, user: staff('admin', false) },
  { name: 'installer', email: DEMO_USERS.installer, user: staff('mon', true, { userId: DEMO_IDS.userInstaller }) },
  {
    name: 'customer',
    email: DEMO_USERS.customer,
    user: {
      role: null,
      sees: false,
      isOem: false,
      isOemAdmin: false,
      isParentPartner: false,
      userId: DEMO_IDS.userCustomer,
    },
  },
  { name: 'anonymous', email: null, user: null },
];
const authorizations = new Map<string, string>();
for (const actor of ACTORS) {
  if (actor.email) {
    authorizations.set(actor.name, (await signIn(app, actor.email)).authorization);
  }
}
const ownerAuthorization = (await signIn(app, DEMO_USERS.admin)).authorization;

// The fixtures: a draft and a read-only document of the distributor, each with one configuration, and a
// configuration the customer made in no document.
const call = (authorization: string | undefined, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const json = async <T>(promise: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> => {
  const response = await promise;
  if (response.statusCode !== 200) {
    throw new Error(`fixture call failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
};
const MODEL = (
  await json<{ BrandModelsNotSpecial: { PartId: string }[] }>(
    call(undefined, 'POST', `/selection/models/${BPI}`, { Filters: [], Page: 1 }),
  )
).BrandModelsNotSpecial[0]?.PartId as string;
const SLOVENIA = (
  await json<{ CountryId: string; Code: string }[]>(call(undefined, 'GET', '/selection/countrylist'))
).find((country) => country.Code === 'SI')?.CountryId as string;

type Fixture = { documentId: string; lineId: string; configurationId: string; remarkId: string };
const newDocumentWithConfiguration = async (): Promise<Fixture> => {
  const { SalesDocumentId: documentId } = await json<{ SalesDocumentId: string }>(
    call(ownerAuthorization, 'POST', '/document', {
      BrandPartnerId: BPI,
      ConfigurationContact: {
        ContactData: {
          FirstName: 'Mat',
          LastName: 'Rix',
          Email: 'mat.rix@example.com',
          City: 'Kranj',
          Zip: '4000',
          CountryId: SLOVENIA,
        },
      },
    }),
  );
  const created = await json<{ Metadata: { ConfigurationId: string } }>(
    call(
      ownerAuthorization,
      'GET',
      `/configurator/admin/create?brandPartnerId=${BPI}&partId=${MODEL}&documentId=${documentId}`,
    ),
  );
  const line = await json<{ SalesDocumentConfigurationId: string }>(
    call(
      ownerAuthorization,
      'POST',
      `/document/${documentId}?brandPartnerId=${BPI}&configurationId=${created.Metadata.ConfigurationId}`,
    ),
  );
  const lineId = line.SalesDocumentConfigurationId;
  const remark = await json<{ SalesDocumentConfigurationCommentId: string }>(
    call(ownerAuthorization, 'POST', `/document/configuration/${lineId}/notes?type=0`, {
      BrandPartnerId: BPI,
      Comment: 'A sales remark of the matrix.',
    }),
  );
  return {
    documentId,
    lineId,
    configurationId: created.Metadata.ConfigurationId,
    remarkId: remark.SalesDocumentConfigurationCommentId,
  };
};
const draft = await newDocumentWithConfiguration();
const readOnly = await newDocumentWithConfiguration();
await db
  .update(salesDocuments)
  .set({ typeId: DOCUMENT_TYPE_IDS.orderconfirmation, statusId: DOCUMENT_STATUS_IDS.confirmed })
  .where(eq(salesDocuments.id, readOnly.documentId));
const TEMPLATE = (
  await json<{ DocumentTemplateId: string }[]>(
    call(ownerAuthorization, 'GET', `/document/${draft.documentId}/templates`),
  )
)[0]?.DocumentTemplateId as string;
const LANGUAGE = (
  await json<{ LanguageId: string }[]>(call(ownerAuthorization, 'GET', `/selection/language/${draft.documentId}`))
)[0]?.LanguageId as string;
const free = (
  await json<{ Metadata: { ConfigurationId: string } }>(
    call(authorizations.get('customer'), 'GET', `/configurator/auth/create?brandPartnerId=${BPI}&partId=${MODEL}`),
  )
).Metadata.ConfigurationId;

type State = {
  name: 'draft' | 'read-only document' | 'free configuration';
  row: DocumentActionRow | null;
  ids: Fixture;
};
const STATES: State[] = [
  { name: 'draft', row: { type: 'offer', status: 'draft', projectStatus: 'active' }, ids: draft },
  {
    name: 'read-only document',
    row: { type: 'orderconfirmation', status: 'confirmed', projectStatus: 'active' },
    ids: readOnly,
  },
  { name: 'free configuration', row: null, ids: { ...draft, configurationId: free } },
];

// The written table for each call: what the call asks of the policy.
type Question =
  | { kind: 'document'; ability: DocumentAbility }
  | { kind: 'action'; action: DocumentAction }
  | { kind: 'remark'; write: boolean }
  /** read; edit: editors, not read-only; request: editors, and the OEM admin even when read-only; oem: OEM users. */
  | { kind: 'documentation'; write: 'read' | 'edit' | 'request' | 'oem' }
  | { kind: 'configuration'; write: boolean };
const QUESTIONS: [RegExp, Question][] = [
  [/^GET \/document\/:id$/, { kind: 'document', ability: 'read' }],
  [/^GET \/document\/configuration\/:id\/overview$/, { kind: 'document', ability: 'read' }],
  [/^GET \/selection\/language\/:documentId$/, { kind: 'document', ability: 'read' }],
  [/^GET \/document\/:id\/history$/, { kind: 'document', ability: 'readHistory' }],
  [/^GET \/document\/:documentId\/contact$/, { kind: 'document', ability: 'readContact' }],
  [/^GET \/document\/:id\/terms$/, { kind: 'document', ability: 'readTerms' }],
  [/^GET \/document\/configuration\/:id\/calculation$/, { kind: 'document', ability: 'readCalculation' }],
  [/^GET \/document\/configuration\/:id$/, { kind: 'document', ability: 'readPosition' }],
  [
    /^(GET|POST) \/document\/:id\/(templates|documents|download\/zip|download\/:generatedId(\/pdf|\/doc)?)$/,
    { kind: 'document', ability: 'print' },
  ],
  [/^(POST|PUT|DELETE) \/document\/:id\/(paymentTerm|deliveryTerm)/, { kind: 'document', ability: 'edit' }],
  [/^(PUT|POST) \/document\/:id(\/removeComment|\/changecontact)?$/, { kind: 'document', ability: 'edit' }],
  [/^POST \/document\/:documentId\/contact$/, { kind: 'document', ability: 'edit' }],
  [
    /^(POST|PUT|DELETE) \/document\/configuration\/:id(\/changeQuantity|\/copy)?$/,
    { kind: 'document', ability: 'edit' },
  ],
  [
    /^(POST|PUT|DELETE) \/document\/configuration\/:id\/(discount|taxoption|additionalCost|netCost)/,
    { kind: 'document', ability: 'edit' },
  ],
  [/^POST \/configurator\/:configurationId\/clone\/:documentId$/, { kind: 'document', ability: 'edit' }],
  // Printing records a generated document, it does not change the document: a confirmed order is printed too.
  [/^POST \/document\/:id\/generateDocument$/, { kind: 'document', ability: 'print' }],
  [/^POST \/document\/:id\/sendmanually$/, { kind: 'document', ability: 'edit' }],
  [/^DELETE \/document\/:id\/download\/:generatedId$/, { kind: 'document', ability: 'edit' }],
  [/^GET \/document\/configuration\/:id\/notes$/, { kind: 'remark', write: false }],
  [/^(POST|DELETE) \/document\/configuration\/:id\/notes/, { kind: 'remark', write: true }],
  [/^GET \/document\/configuration\/:id\/documentation$/, { kind: 'documentation', write: 'read' }],
  [/^POST \/document\/configuration\/:id\/documentation\/zip$/, { kind: 'documentation', write: 'read' }],
  [
    /^(POST|DELETE) \/document\/configuration\/:id\/documentation(\/:docId)?$/,
    { kind: 'documentation', write: 'edit' },
  ],
  [/^POST \/config\/generateDocumentation$/, { kind: 'documentation', write: 'request' }],
  [/^POST \/config\/(requestSpecialDocumentation|loadSpecialDocumentation)$/, { kind: 'documentation', write: 'oem' }],
  [/^POST \/document\/:id\/toggle$/, { kind: 'action', action: 'toggleProject' }],
  [
    /^(POST|DELETE) \/document\/:id\/(confirm|assign|archive|send|forward|sendToSupplier)$/,
    { kind: 'action', action: 'confirm' },
  ],
  [/^GET \/document\/:id\/(download\/edifactxml|opentrans)$/, { kind: 'action', action: 'ediExport' }],
  // An offer's revisions: listed by readers, compared by those who see prices, made by editors (a read-only one: 409).
  [/^GET \/document\/:id\/revisions$/, { kind: 'document', ability: 'read' }],
  [/^GET \/document\/:id\/revisions\/compare$/, { kind: 'document', ability: 'readCalculation' }],
  [/^POST \/document\/:id\/revision$/, { kind: 'document', ability: 'edit' }],
  // The offer online as the salesperson sees it (whoever may print and send it), and its valid-until date.
  [/^GET \/document\/:id\/offerOnline$/, { kind: 'document', ability: 'print' }],
  [/^PUT \/document\/:id\/validUntil$/, { kind: 'document', ability: 'edit' }],
  [/^GET \/configurator(\/auth|\/admin)?\/create$/, { kind: 'configuration', write: false }],
  [/^GET \/configurator(\/auth)?\/:configurationId\/overview$/, { kind: 'configuration', write: false }],
  [/^GET \/configurator\/:configurationId\/price$/, { kind: 'configuration', write: false }],
  [/^GET \/configurator(\/auth|\/admin)?\/update$/, { kind: 'configuration', write: true }],
  [/^POST \/configurator\/:configurationId\/updatecomment$/, { kind: 'configuration', write: true }],
];
const questionOf = (route: ApiRoute, path: string): Question | null => {
  const key = `${route.method} ${path}`;
  const found = QUESTIONS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
  if (found?.kind === 'action' && found.action === 'confirm') {
    return { kind: 'action', action: path.split('/').pop() as DocumentAction };
  }
  return found;
};

// What the tables say a cell answers: 'allowed', or the refusal's status.
type Expected = 'allowed' | 401 | 403 | 409;
const LICENCE = { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true };
const expectedOf = (actor: Actor, route: ApiRoute, question: Question, state: State): Expected => {
  const user = actor.user;
  if (route.who !== 'anyone' && user === null) {
    return 401;
  }
  if (route.who === 'staff' && user?.role === null) {
    return 403;
  }
  if (question.kind === 'configuration') {
    const access: ConfigurationAccess = {
      brandPartnerId: BPI,
      ownerUserId: state.row ? DEMO_IDS.userAdmin : DEMO_IDS.userCustomer,
      document: state.row && {
        ...state.row,
        brandPartnerId: BPI,
        ownerPartnerId: DEMO_IDS.partnerDistributor,
        ownerParentPartnerId: DEMO_IDS.partnerManufacturer,
        recipientPartnerId: null,
      },
    };
    const caller = callerOf(actor);
    if (!canReadConfiguration(caller, access)) {
      return 403;
    }
    if (!question.write || canEditConfiguration(caller, access)) {
      return 'allowed';
    }
    return access.document && isDocumentReadOnly(access.document) && user?.role !== 'mon' ? 409 : 403;
  }
  const row = state.row as DocumentActionRow;
  if (!user?.sees || user.role === null) {
    return 403;
  }
  const readOnly = isDocumentReadOnly(row);
  switch (question.kind) {
    case 'document': {
      if (!DOCUMENT_ROLE_TABLE[question.ability].includes(user.role)) {
        return 403;
      }
      return question.ability === 'edit' && readOnly ? 409 : 'allowed';
    }
    case 'action': {
      const decision = decideDocumentAction({
        action: question.action,
        actor: user,
        licence: LICENCE,
        view: serverDocumentViewOf(user.role),
        row,
      });
      return decision.allowed ? 'allowed' : decision.reason === 'state' ? 409 : 403;
    }
    case 'remark': {
      // The matrix lists and writes sales remarks (type 0).
      if (!DOCUMENT_ROLE_TABLE.readSalesRemarks.includes(user.role)) {
        return 403;
      }
      if (question.write && !canWriteRemark(user.role, 'sales')) {
        return 403;
      }
      return question.write && readOnly ? 409 : 'allowed';
    }
    case 'documentation': {
      if (question.write === 'read') {
        return 'allowed';
      }
      if (question.write === 'oem' && !user.isOem) {
        return 403;
      }
      const oemAdminMay = question.write !== 'edit' && user.isOemAdmin;
      return readOnly && !oemAdminMay ? 409 : 'allowed';
    }
  }
};
const callerOf = (actor: Actor): UserCaller | { kind: 'anonymous' } => {
  if (!actor.user) {
    return { kind: 'anonymous' };
  }
  const sees = actor.user.sees;
  return {
    kind: 'user',
    userId: actor.user.userId,
    email: actor.email ?? '',
    role: actor.user.role,
    partnerId:
      actor.user.role === null
        ? null
        : sees
          ? actor.user.isOem
            ? DEMO_IDS.partnerManufacturer
            : DEMO_IDS.partnerDistributor
          : UNKNOWN,
    isOem: actor.user.isOem,
    isOemAdmin: actor.user.isOemAdmin,
    isParentPartner: actor.user.isParentPartner,
    brandPartnerIds: [BPI],
  };
};

// A valid request for a route: path ids of the state, then query and body built from the route's own schemas.
const idsByName = (state: State, path: string): Record<string, string> => ({
  id: path.startsWith('/document/configuration/') ? state.ids.lineId : state.ids.documentId,
  // A configuration in no document is opened without naming one.
  ...(state.row && {
    documentId: state.ids.documentId,
    DocumentId: state.ids.documentId,
    documentConfigurationId: state.ids.lineId,
    DocumentConfigurationId: state.ids.lineId,
  }),
  configurationId: state.ids.configurationId,
  noteId: state.ids.remarkId,
  // Bodies the schemas accept only with these: a link for documentation, a discount type, a print template.
  Url: 'https://example.com/matrix.pdf',
  TypeId: DISCOUNT_TYPE_IDS.percentage,
  TemplateId: TEMPLATE,
  LanguageId: LANGUAGE,
  brandPartnerId: BPI,
  BrandPartnerId: BPI,
  bpi: BPI,
  partId: MODEL,
});
const TEXTS = [UNKNOWN, 'Matrix', '2027-01-15', 'matrix@example.com', 'https://example.com/a.pdf', '1', 'sl', 'png'];
type Def = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  shape?: Record<string, ZodType>;
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const sample = (schema: ZodType, name: string, named: Record<string, string>): unknown => {
  const def = defOf(schema);
  const fits = (value: unknown) => schema.safeParse(value).success;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return sample(def.innerType as ZodType, name, named);
    case 'pipe':
      return sample(def.in as ZodType, name, named);
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (named[key] !== undefined || !field.safeParse(undefined).success) {
          value[key] = sample(field, key, named);
        }
      }
      return value;
    }
    case 'string':
      return [named[name], ...TEXTS].find((text) => text !== undefined && fits(text));
    case 'number':
    case 'int':
      return [0, 1, 10].find(fits);
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return fits([]) ? [] : [sample(def.element as ZodType, name, named)];
    case 'union':
      return (def.options ?? []).map((option) => sample(option, name, named)).find(fits);
    case 'record':
      return {};
    default:
      return named[name] ?? (fits('Matrix') ? 'Matrix' : undefined);
  }
};
const requestOf = (route: ApiRoute, state: State) => {
  const path = route.url.replace('/api/v1', '');
  const named = idsByName(state, path);
  const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => named[name] ?? UNKNOWN);
  const query = route.schema.querystring
    ? (sample(route.schema.querystring as ZodType, '', named) as Record<string, unknown>)
    : {};
  if (/\/notes$/.test(path)) {
    query.type = 0;
  }
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  const body = route.schema.body ? sample(route.schema.body as ZodType, '', named) : undefined;
  return { url: `${url}${search ? `?${search}` : ''}`, body };
};

// Every row and total a refused write could touch, in a form to compare.
const snapshot = async () => {
  const documentIds = [draft.documentId, readOnly.documentId];
  const configurationIds = [draft.configurationId, readOnly.configurationId, free];
  const counted = async (table: string) =>
    (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown;
  return JSON.stringify({
    documents: await db.select().from(salesDocuments).where(inArray(salesDocuments.id, documentIds)),
    lines: await db
      .select()
      .from(salesDocumentConfigurations)
      .where(inArray(salesDocumentConfigurations.documentId, documentIds)),
    configurations: await db.select().from(configurations).where(inArray(configurations.id, configurationIds)),
    counts: await Promise.all(
      [
        'document_history',
        'document_configuration_remarks',
        'configuration_documentation',
        'special_documentation_requests',
        'sales_document_terms',
        'sales_document_generated',
        'document_configuration_costs',
        'document_configuration_discounts',
        'document_configuration_tax_options',
        'projects',
        'sales_documents',
        'configurations',
        'jobs',
        'mail_outbox',
      ].map(counted),
    ),
  });
};

const MATRIX_ROUTES = app.apiRoutes.flatMap((route) => {
  const path = route.url.replace('/api/v1', '');
  const question = questionOf(route, path);
  return question ? [{ route, path, question }] : [];
});

describe('one access decision: the matrix of callers × calls × states', () => {
  it('covers every document and configuration call of the route table', () => {
    const documentCalls = app.apiRoutes.filter((route) =>
      /\/(document|config)\/|configurationId|\/selection\/language\/:documentId/.test(route.url),
    );
    const ignored = [
      /\/document\/discountType$/,
      /\/document\/:brandPartnerId\//,
      /^\/api\/v1\/document$/,
      /:configurationId\/(image|documents|pricefile|catalogue-update)$/,
      // A defect report reads the configuration's access and only logs; its rate limit would refuse the matrix.
      /:configurationId\/defect$/,
      /\/upload\/edifactxml(\/preview)?$/,
      // The openTRANS upload (its export is in the matrix) reads the file before it knows which action it asks: an
      // ORDER imports (ediImport), an ORDERRESPONSE changes an order; document-opentrans.api.test.ts has its refusals.
      /\/document\/:id\/opentrans$/,
      /^\/api\/v1\/cart\//,
    ];
    const uncovered = documentCalls.filter(
      (route) =>
        !MATRIX_ROUTES.some((each) => each.route === route) && !ignored.some((pattern) => pattern.test(route.url)),
    );
    expect(uncovered.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(MATRIX_ROUTES.length).toBeGreaterThan(50);
  });

  it('builds a request that every call’s schema accepts', () => {
    const refused: string[] = [];
    for (const { route } of MATRIX_ROUTES) {
      const { body } = requestOf(route, STATES[0] as State);
      if (route.schema.body && !(route.schema.body as ZodType).safeParse(body).success) {
        refused.push(`${route.method} ${route.url}`);
      }
    }
    expect(refused).toEqual([]);
  });

  for (const state of STATES) {
    it(`answers every caller as the tables say on a ${state.name}, and refused writes change nothing`, async () => {
      const wrong: string[] = [];
      for (const { route, path, question } of MATRIX_ROUTES) {
        // A configuration in no document is asked only configuration calls; documents every call.
        if (state.row === null && question.kind !== 'configuration') {
          continue;
        }
        const write = route.method !== 'GET' || (question.kind === 'configuration' && question.write);
        const before = write ? await snapshot() : '';
        for (const actor of ACTORS) {
          const expected = expectedOf(actor, route, question, state);
          // Allowed writes are the feature suites' to run; here they would change the fixtures of later cells.
          if (write && expected === 'allowed') {
            continue;
          }
          const { url, body } = requestOf(route, state);
          const response = await call(authorizations.get(actor.name), route.method, url, body);
          const status = response.statusCode;
          const fits = expected === 'allowed' ? ![401, 403].includes(status) && status < 500 : status === expected;
          if (!fits) {
            wrong.push(
              `${actor.name}: ${route.method} ${path} → ${status} (expected ${expected}) ${response.body.slice(0, 120)}`,
            );
          }
        }
        if (write && (await snapshot()) !== before) {
          wrong.push(`${route.method} ${path}: a refused write changed rows or totals`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
