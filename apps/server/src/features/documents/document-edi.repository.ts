import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurations, countries, partners, salesDocumentConfigurations } from '../../db/schema';

/** Drizzle queries of the EDI export and import: partner names, countries, imported positions. */
export const createDocumentEdiRepository = () => ({
  /** Names of partners by id (null ids skipped). */
  async partnerNames(tx: DbOrTx, ids: (string | null)[]) {
    const wanted = ids.filter((id): id is string => id !== null);
    const rows = wanted.length
      ? await tx.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, wanted))
      : [];
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /** Country id → ISO code. */
  async countryCodes(tx: DbOrTx) {
    const rows = await tx.select().from(countries);
    return new Map(rows.map((row) => [row.id, row.code]));
  },

  /** ISO code → country id. */
  async countryIds(tx: DbOrTx) {
    const rows = await tx.select().from(countries);
    return new Map(rows.map((row) => [row.code, row.id]));
  },

  /**
   * The partner of that exact name among the partner's parent and direct children (the EDI buyer names no id);
   * null when none or more than one match.
   */
  async chainPartnerByName(tx: DbOrTx, partnerId: string, name: string): Promise<string | null> {
    const [own] = await tx
      .select({ parentPartnerId: partners.parentPartnerId })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const children = await tx
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(and(eq(partners.parentPartnerId, partnerId), isNotNull(partners.name)));
    const parent = own?.parentPartnerId
      ? await tx
          .select({ id: partners.id, name: partners.name })
          .from(partners)
          .where(eq(partners.id, own.parentPartnerId))
      : [];
    const matches = [...parent, ...children].filter((row) => row.name === name);
    return matches.length === 1 ? (matches[0]?.id ?? null) : null;
  },

  /** Adds an imported position: a new configuration and its line in the document. */
  async insertLine(
    tx: DbOrTx,
    line: {
      documentId: string;
      brandPartnerId: string;
      modelId: string;
      choices: Record<string, string>;
      comment: string;
      ownerUserId: string;
      position: number;
      quantity: number;
      unitPriceCents: number;
    },
  ) {
    const [configuration] = await tx
      .insert(configurations)
      .values({
        brandPartnerId: line.brandPartnerId,
        modelId: line.modelId,
        choices: line.choices,
        comment: line.comment,
        ownerUserId: line.ownerUserId,
      })
      .returning({ id: configurations.id });
    await tx.insert(salesDocumentConfigurations).values({
      documentId: line.documentId,
      configurationId: (configuration as { id: string }).id,
      position: line.position,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    });
  },
});
/** Drizzle queries of the EDI export and import. */
export type DocumentEdiRepository = ReturnType<typeof createDocumentEdiRepository>;
