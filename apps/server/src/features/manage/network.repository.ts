import { and, asc, count, eq, ilike, inArray, isNotNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  accountTokens,
  brandPartners,
  brandPartnerTerms,
  brands,
  contacts,
  partners,
  userBrandPartners,
  users,
} from '#server/db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const containing = (text: string) => `%${escapeLike(text)}%`;

/** A partner's contact person as read. */
export type PartnerContactRow = {
  ContactId: string;
  Title: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Telephone: string;
};
/** A storefront's default term as read. */
export type DefaultTermRow = {
  id: string;
  kind: 'payment' | 'delivery';
  name: string;
  description: string;
  valueHundredths: number | null;
  sortOrder: number;
};

/** A page of a list: which page and how long. */
export type PageWindow = { page: number; pageSize: number };
/** Which records a list shows: a search text, deactivated ones too, only within these partners (null: all). */
export type ListFilter = { search?: string; includeInactive?: boolean; reach: ReadonlySet<string> | null };

const inReach = (column: SQL | typeof partners.id, reach: ReadonlySet<string> | null) =>
  reach === null ? undefined : reach.size === 0 ? sql`false` : inArray(column as typeof partners.id, [...reach]);

const parentPartners = alias(partners, 'parent_partners');

/** The columns of a managed user: the user, its partner's name, its storefronts and default. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  partnerId: users.partnerId,
  partnerName: sql<string>`coalesce(${partners.name}, '')`,
  isOem: users.isOem,
  isOemAdmin: users.isOemAdmin,
  isParentPartner: users.isParentPartner,
  isActive: users.isActive,
  language: users.language,
  invitationPending: sql<boolean>`${users.passwordHash} = ''`,
  pendingEmail: sql<string | null>`(select t.new_email from account_tokens t where t.user_id = ${users.id}
    and t.purpose = 'email' and t.used_at is null and t.expires_at > now() order by t.created_at desc limit 1)`,
  version: users.version,
  brandPartnerIds: sql<string[]>`coalesce((select array_agg(b.brand_partner_id::text order by b.brand_partner_id)
    from user_brand_partners b where b.user_id = ${users.id}), '{}')`,
  defaultBrandPartnerId: sql<string | null>`(select b.brand_partner_id::text from user_brand_partners b
    where b.user_id = ${users.id} and b.is_default limit 1)`,
};

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  parentPartnerId: partners.parentPartnerId,
  parentPartnerName: sql<string>`coalesce(${parentPartners.name}, '')`,
  isOem: partners.isOem,
  isActive: partners.isActive,
  address: partners.address,
  contacts: sql<PartnerContactRow[]>`coalesce((select json_agg(json_build_object('ContactId', c.id, 'Title', c.title,
    'FirstName', c.first_name, 'LastName', c.last_name, 'Email', c.email, 'Telephone', c.telephone)
    order by c.last_name, c.first_name, c.id)
    from contacts c where c.partner_id = ${partners.id} and c.kind = 'partner' and c.is_active), '[]'::json)`,
  version: partners.version,
  userCount: sql<number>`(select count(*)::int from users u where u.partner_id = ${partners.id} and u.role is not null)`,
};

const brandPartnerColumns = {
  id: brandPartners.id,
  brandId: brandPartners.brandId,
  brandName: brands.name,
  partnerId: brandPartners.partnerId,
  partnerName: partners.name,
  title: brandPartners.title,
  isActive: brandPartners.isActive,
  redirectBrandPartnerId: brandPartners.redirectBrandPartnerId,
  style: brandPartners.style,
  footer: brandPartners.footer,
  inquiryEmail: brandPartners.inquiryEmail,
  priceMarkupBasisPoints: brandPartners.priceMarkupBasisPoints,
  currency: brandPartners.currency,
  showConsents: brandPartners.showConsents,
  offerValidityDays: brandPartners.offerValidityDays,
  offerReminderDays: brandPartners.offerReminderDays,
  enabledApplication: brandPartners.enabledApplication,
  enabledEdifactExport: brandPartners.enabledEdifactExport,
  enabledEdifactImport: brandPartners.enabledEdifactImport,
  defaultTerms: sql<DefaultTermRow[]>`coalesce((select json_agg(json_build_object('id', t.id, 'kind', t.kind,
    'name', t.name, 'description', t.description, 'valueHundredths', t.value_hundredths, 'sortOrder', t.sort_order)
    order by t.kind desc, t.sort_order, t.name, t.id)
    from brand_partner_terms t where t.brand_partner_id = ${brandPartners.id}), '[]'::json)`,
  version: brandPartners.version,
};

/** Queries of the sales network's management: partners, staff users, storefronts and invitations. */
export const createNetworkRepository = () => ({
  /** A partner and every partner below it (children, their children, …), lower-cased ids. */
  async partnerTree(db: DbOrTx, rootPartnerId: string): Promise<Set<string>> {
    const rows = await executeRows<{ id: string }>(
      db,
      sql`with recursive tree(id) as (
        select ${rootPartnerId}::uuid
        union
        select p.id from partners p join tree on p.parent_partner_id = tree.id
      ) select id::text as id from tree`,
    );
    return new Set(rows.map((row) => row.id.toLowerCase()));
  },

  /** The ancestors of a partner, nearest first (to refuse a parent that would make a cycle). */
  async ancestorsOf(db: DbOrTx, partnerId: string): Promise<string[]> {
    const rows = await executeRows<{ id: string }>(
      db,
      sql`with recursive up(id, depth) as (
        select parent_partner_id, 1 from partners where id = ${partnerId}::uuid and parent_partner_id is not null
        union
        select p.parent_partner_id, up.depth + 1 from partners p join up on p.id = up.id
        where p.parent_partner_id is not null and up.depth < 1000
      ) select id::text as id from up order by depth`,
    );
    return rows.map((row) => row.id.toLowerCase());
  },

  /** Every partner within reach (id, name, parent), by name: the pickers of the management pages. */
  listPartnerChoices(db: DbOrTx, reach: ReadonlySet<string> | null) {
    return db
      .select({ id: partners.id, name: partners.name, parentPartnerId: partners.parentPartnerId })
      .from(partners)
      .where(and(eq(partners.isActive, true), inReach(partners.id, reach)))
      .orderBy(asc(partners.name), asc(partners.id));
  },

  /** Storefronts by id (title and brand), by title: the pickers; every storefront when `ids` is null. */
  listBrandPartnerChoices(db: DbOrTx, ids: readonly string[] | null) {
    return db
      .select({ id: brandPartners.id, title: brandPartners.title, brandName: brands.name })
      .from(brandPartners)
      .innerJoin(brands, eq(brands.id, brandPartners.brandId))
      .where(ids === null ? undefined : ids.length === 0 ? sql`false` : inArray(brandPartners.id, [...ids]))
      .orderBy(asc(brandPartners.title), asc(brandPartners.id));
  },

  /** Every brand, by name. */
  listBrands(db: DbOrTx) {
    return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
  },

  // Users.

  /** A page of staff users within reach, by name. */
  async listUsers(db: DbOrTx, filter: ListFilter & { partnerId?: string }, window: PageWindow) {
    const where = and(
      isNotNull(users.role),
      inReach(users.partnerId as unknown as SQL, filter.reach),
      filter.partnerId ? eq(users.partnerId, filter.partnerId) : undefined,
      filter.includeInactive ? undefined : eq(users.isActive, true),
      filter.search
        ? or(
            ilike(users.email, containing(filter.search)),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(filter.search)),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(userColumns)
        .from(users)
        .leftJoin(partners, eq(partners.id, users.partnerId))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(window.pageSize)
        .offset((window.page - 1) * window.pageSize),
      db.select({ value: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** A staff user by id; null when unknown or a customer. */
  async findUser(db: DbOrTx, userId: string) {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .leftJoin(partners, eq(partners.id, users.partnerId))
      .where(and(eq(users.id, userId), isNotNull(users.role)));
    return row ?? null;
  },

  /** Whether another user has this e-mail (case ignored). */
  async emailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1);
    return row !== undefined;
  },

  /** Adds a staff user without a password (the invitation sets it); returns its id. */
  async insertUser(tx: DbOrTx, values: Omit<typeof users.$inferInsert, 'passwordHash'>): Promise<string> {
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordHash: '' })
      .returning({ id: users.id });
    return (row as { id: string }).id;
  },

  /** Changes a user when it still has the version read (raising it); false when the version is stale. */
  async updateUser(
    tx: DbOrTx,
    userId: string,
    version: number,
    values: Partial<typeof users.$inferInsert>,
  ): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), eq(users.version, version)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /**
   * Sets the storefronts a user may act for, with its default: only the storefronts taken away are deleted and only
   * the new ones inserted, so an unchanged list leaves the user's security version (and its tokens) as they are.
   */
  async setUserBrandPartners(tx: DbOrTx, userId: string, brandPartnerIds: readonly string[], defaultId: string) {
    await tx
      .delete(userBrandPartners)
      .where(
        brandPartnerIds.length > 0
          ? and(
              eq(userBrandPartners.userId, userId),
              notInArray(userBrandPartners.brandPartnerId, [...brandPartnerIds]),
            )
          : eq(userBrandPartners.userId, userId),
      );
    if (brandPartnerIds.length > 0) {
      await tx
        .insert(userBrandPartners)
        .values(brandPartnerIds.map((id) => ({ userId, brandPartnerId: id, isDefault: id === defaultId })))
        .onConflictDoUpdate({
          target: [userBrandPartners.userId, userBrandPartners.brandPartnerId],
          set: { isDefault: sql`excluded.is_default` },
        });
    }
  },

  /** Stores an invitation link's hash (the earlier links of the user stop working). */
  async replaceInvitation(tx: DbOrTx, userId: string, tokenHash: string, expiresAt: Date, now: Date) {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'invitation'),
          sql`${accountTokens.usedAt} is null`,
        ),
      );
    await tx.insert(accountTokens).values({ userId, purpose: 'invitation', tokenHash, expiresAt });
  },

  /**
   * Stores the confirmation link of an e-mail change (the earlier ones of the user stop working) and revokes the
   * user's outstanding reset and invitation links, which were mailed to the address that is being changed.
   */
  async replaceEmailChange(
    tx: DbOrTx,
    change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date; now: Date },
  ) {
    await tx
      .update(accountTokens)
      .set({ usedAt: change.now })
      .where(
        and(
          eq(accountTokens.userId, change.userId),
          inArray(accountTokens.purpose, ['email', 'reset', 'invitation']),
          sql`${accountTokens.usedAt} is null`,
        ),
      );
    await tx.insert(accountTokens).values({
      userId: change.userId,
      purpose: 'email',
      tokenHash: change.tokenHash,
      expiresAt: change.expiresAt,
      newEmail: change.newEmail,
    });
  },

  /** How many invitations a user was sent since a time. */
  async countInvitationsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'invitation'),
          sql`${accountTokens.createdAt} >= ${since.toISOString()}`,
        ),
      );
    return row?.value ?? 0;
  },

  // Partners.

  /** A page of partners within reach, by name. */
  async listPartners(db: DbOrTx, filter: ListFilter, window: PageWindow) {
    const where = and(
      inReach(partners.id, filter.reach),
      filter.includeInactive ? undefined : eq(partners.isActive, true),
      filter.search ? ilike(partners.name, containing(filter.search)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(partnerColumns)
        .from(partners)
        .leftJoin(parentPartners, eq(parentPartners.id, partners.parentPartnerId))
        .where(where)
        .orderBy(asc(partners.name), asc(partners.id))
        .limit(window.pageSize)
        .offset((window.page - 1) * window.pageSize),
      db.select({ value: count() }).from(partners).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** A partner by id; null when unknown. */
  async findPartner(db: DbOrTx, partnerId: string) {
    const [row] = await db
      .select(partnerColumns)
      .from(partners)
      .leftJoin(parentPartners, eq(parentPartners.id, partners.parentPartnerId))
      .where(eq(partners.id, partnerId));
    return row ?? null;
  },

  /** Adds a partner; returns its id. */
  async insertPartner(tx: DbOrTx, values: typeof partners.$inferInsert): Promise<string> {
    const [row] = await tx.insert(partners).values(values).returning({ id: partners.id });
    return (row as { id: string }).id;
  },

  /** Changes a partner when it still has the version read (raising it); false when the version is stale. */
  async updatePartner(tx: DbOrTx, partnerId: string, version: number, values: Partial<typeof partners.$inferInsert>) {
    const rows = await tx
      .update(partners)
      .set({ ...values, version: sql`${partners.version} + 1` })
      .where(and(eq(partners.id, partnerId), eq(partners.version, version)))
      .returning({ id: partners.id });
    return rows.length > 0;
  },

  /**
   * Makes a partner's active contact persons the given ones: those with an id of this partner are changed, new ones
   * added, the others deactivated (documents may name them). False when an id is not one of the partner's contacts.
   */
  async replacePartnerContacts(
    tx: DbOrTx,
    partnerId: string,
    list: readonly {
      ContactId: string | null;
      Title: string;
      FirstName: string;
      LastName: string;
      Email: string;
      Telephone: string;
    }[],
  ): Promise<boolean> {
    const existing = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.partnerId, partnerId), eq(contacts.kind, 'partner')));
    const own = new Set(existing.map((row) => row.id));
    if (list.some((contact) => contact.ContactId !== null && !own.has(contact.ContactId))) {
      return false;
    }
    const kept = new Set(list.flatMap((contact) => (contact.ContactId ? [contact.ContactId] : [])));
    const gone = [...own].filter((id) => !kept.has(id));
    if (gone.length > 0) {
      await tx.update(contacts).set({ isActive: false, updatedAt: sql`now()` }).where(inArray(contacts.id, gone));
    }
    for (const contact of list) {
      const values = {
        title: contact.Title,
        firstName: contact.FirstName,
        lastName: contact.LastName,
        email: contact.Email,
        telephone: contact.Telephone,
      };
      if (contact.ContactId) {
        await tx
          .update(contacts)
          .set({ ...values, isActive: true, updatedAt: sql`now()` })
          .where(eq(contacts.id, contact.ContactId));
      } else {
        await tx.insert(contacts).values({ ...values, kind: 'partner', partnerId });
      }
    }
    return true;
  },

  // Storefronts.

  /**
   * Makes a storefront's default terms the given ones (new documents copy them): those with an id of this storefront
   * are changed (keeping their texts in other languages), new ones added, the others removed. False when an id is not
   * one of the storefront's terms.
   */
  async replaceDefaultTerms(
    tx: DbOrTx,
    brandPartnerId: string,
    terms: readonly {
      TermId: string | null;
      Kind: 'payment' | 'delivery';
      Name: string;
      Description: string;
      Value: number | null;
      SortOrder: number;
    }[],
  ): Promise<boolean> {
    const existing = await tx
      .select({ id: brandPartnerTerms.id })
      .from(brandPartnerTerms)
      .where(eq(brandPartnerTerms.brandPartnerId, brandPartnerId));
    const own = new Set(existing.map((row) => row.id));
    if (terms.some((term) => term.TermId !== null && !own.has(term.TermId))) {
      return false;
    }
    const kept = new Set(terms.flatMap((term) => (term.TermId ? [term.TermId] : [])));
    const gone = [...own].filter((id) => !kept.has(id));
    if (gone.length > 0) {
      await tx.delete(brandPartnerTerms).where(inArray(brandPartnerTerms.id, gone));
    }
    for (const term of terms) {
      const values = {
        kind: term.Kind,
        name: term.Name,
        description: term.Description,
        valueHundredths: term.Kind === 'payment' ? Math.round((term.Value ?? 0) * 100) : null,
        sortOrder: term.SortOrder,
      };
      if (term.TermId) {
        await tx.update(brandPartnerTerms).set(values).where(eq(brandPartnerTerms.id, term.TermId));
      } else {
        await tx.insert(brandPartnerTerms).values({ ...values, brandPartnerId });
      }
    }
    return true;
  },

  /** A page of storefronts, by title. */
  async listBrandPartners(db: DbOrTx, filter: ListFilter, window: PageWindow) {
    const where = and(
      filter.includeInactive ? undefined : eq(brandPartners.isActive, true),
      filter.search
        ? or(ilike(brandPartners.title, containing(filter.search)), ilike(partners.name, containing(filter.search)))
        : undefined,
    );
    const base = () =>
      db
        .select(brandPartnerColumns)
        .from(brandPartners)
        .innerJoin(brands, eq(brands.id, brandPartners.brandId))
        .innerJoin(partners, eq(partners.id, brandPartners.partnerId));
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(asc(brandPartners.title), asc(brandPartners.id))
        .limit(window.pageSize)
        .offset((window.page - 1) * window.pageSize),
      db
        .select({ value: count() })
        .from(brandPartners)
        .innerJoin(partners, eq(partners.id, brandPartners.partnerId))
        .where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** A storefront by id; null when unknown. */
  async findBrandPartner(db: DbOrTx, brandPartnerId: string) {
    const [row] = await db
      .select(brandPartnerColumns)
      .from(brandPartners)
      .innerJoin(brands, eq(brands.id, brandPartners.brandId))
      .innerJoin(partners, eq(partners.id, brandPartners.partnerId))
      .where(eq(brandPartners.id, brandPartnerId));
    return row ?? null;
  },

  /** The titles of the storefronts that redirect to this one (an inactive storefront is no redirect target). */
  async listRedirectsTo(db: DbOrTx, brandPartnerId: string): Promise<string[]> {
    const rows = await db
      .select({ title: brandPartners.title })
      .from(brandPartners)
      .where(eq(brandPartners.redirectBrandPartnerId, brandPartnerId))
      .orderBy(asc(brandPartners.title));
    return rows.map((row) => row.title);
  },

  /** Whether a brand exists. */
  async brandExists(db: DbOrTx, brandId: string): Promise<boolean> {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    return row !== undefined;
  },

  /** Adds a storefront; returns its id. */
  async insertBrandPartner(tx: DbOrTx, values: typeof brandPartners.$inferInsert): Promise<string> {
    const [row] = await tx.insert(brandPartners).values(values).returning({ id: brandPartners.id });
    return (row as { id: string }).id;
  },

  /** Changes a storefront when it still has the version read (raising it); false when the version is stale. */
  async updateBrandPartner(
    tx: DbOrTx,
    brandPartnerId: string,
    version: number,
    values: Partial<typeof brandPartners.$inferInsert>,
  ) {
    const rows = await tx
      .update(brandPartners)
      .set({ ...values, version: sql`${brandPartners.version} + 1` })
      .where(and(eq(brandPartners.id, brandPartnerId), eq(brandPartners.version, version)))
      .returning({ id: brandPartners.id });
    return rows.length > 0;
  },
});
/** The management queries. */
export type NetworkRepository = ReturnType<typeof createNetworkRepository>;
/** A managed user as read. */
export type ManagedUserRow = NonNullable<Awaited<ReturnType<NetworkRepository['findUser']>>>;
/** A managed partner as read. */
export type ManagedPartnerRow = NonNullable<Awaited<ReturnType<NetworkRepository['findPartner']>>>;
/** A managed storefront as read. */
export type ManagedBrandPartnerRow = NonNullable<Awaited<ReturnType<NetworkRepository['findBrandPartner']>>>;
