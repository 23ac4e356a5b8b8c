import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { contacts, languages, partners, salesDocuments, userBrandPartners, users } from '#server/db/schema';
import { documentAccessColumns, joinDocumentAccess } from '#server/policies/document-access-query';

const contactUser = alias(users, 'contact_user');

// The partner chain of a partner, walked in SQL (UNION stops on a cycle): its parents up to the top, its children
// down to the bottom.
const ancestorsOf = (partnerId: string) =>
  sql`(with recursive up(id) as (select ${partners.parentPartnerId} from ${partners} where ${partners.id} = ${partnerId} union select p.parent_partner_id from ${partners} p join up on p.id = up.id where p.parent_partner_id is not null) select id from up where id is not null)`;
const descendantsOf = (partnerId: string) =>
  sql`(with recursive down(id) as (select ${partners.id} from ${partners} where ${partners.parentPartnerId} = ${partnerId} union select p.id from ${partners} p join down on p.parent_partner_id = down.id) select id from down)`;

/** Drizzle queries of the document lookups: users, contacts, and a document's access fields. */
export const createDocumentLookupsRepository = (db: Db) => ({
  /** Active staff with access to the brand partner at the partner (and, with `children`, its child partners). */
  async listStaff(brandPartnerId: string, partnerId: string, children: boolean) {
    const partnerCondition = children
      ? or(eq(users.partnerId, partnerId), eq(partners.parentPartnerId, partnerId))
      : eq(users.partnerId, partnerId);
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        partnerName: partners.name,
      })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partnerId))
      .innerJoin(
        userBrandPartners,
        and(eq(userBrandPartners.userId, users.id), eq(userBrandPartners.brandPartnerId, brandPartnerId)),
      )
      .where(and(isNotNull(users.role), eq(users.isActive, true), partnerCondition))
      .orderBy(asc(partners.name), asc(users.lastName), asc(users.firstName), asc(users.id));
  },

  /**
   * Active contacts of the partner chain around the caller's partner (parents; with `children` also child partners)
   * and, with `customers`, the brand partner's customer contacts.
   */
  async listContacts(brandPartnerId: string, partnerId: string, options: { children: boolean; customers: boolean }) {
    const chain: SQL[] = [sql`${contacts.partnerId} in ${ancestorsOf(partnerId)}`];
    if (options.children) {
      chain.push(sql`${contacts.partnerId} in ${descendantsOf(partnerId)}`);
    }
    if (options.customers) {
      chain.push(and(eq(contacts.kind, 'customer'), eq(contacts.brandPartnerId, brandPartnerId)) as SQL);
    }
    return db
      .select({
        id: contacts.id,
        kind: contacts.kind,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        title: contacts.title,
        companyName: contacts.companyName,
        partnerName: partners.name,
        userId: contactUser.id,
        userFirstName: contactUser.firstName,
        userLastName: contactUser.lastName,
      })
      .from(contacts)
      .leftJoin(partners, eq(partners.id, contacts.partnerId))
      .leftJoin(contactUser, and(eq(contactUser.id, contacts.userId), eq(contactUser.isActive, true)))
      .where(and(eq(contacts.isActive, true), or(...chain)))
      .orderBy(
        asc(contacts.kind),
        asc(partners.name),
        asc(contacts.lastName),
        asc(contacts.firstName),
        asc(contacts.id),
      );
  },

  /** The fields of a document that decide access, with its language; null when unknown. */
  async findDocumentAccess(documentId: string) {
    const [row] = await joinDocumentAccess(
      db
        .select({
          ...documentAccessColumns,
          language: salesDocuments.language,
        })
        .from(salesDocuments)
        .$dynamic(),
    ).where(eq(salesDocuments.id, documentId));
    return row ?? null;
  },

  /** Every language, in a fixed order. */
  listLanguages: () => db.select().from(languages).orderBy(asc(languages.id)),
});
/** Drizzle queries of the document lookups. */
export type DocumentLookupsRepository = ReturnType<typeof createDocumentLookupsRepository>;
