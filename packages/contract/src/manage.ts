import { z } from 'zod';
import { guidSchema, textSchema } from './common';

/** What the audit log records (catalogue publishes; the management writes add theirs). */
export const AUDIT_ENTITY_TYPES = ['catalogue'] as const;

/** Filters of `GET /manage/audit` and its CSV export: entity type, action, actor (name or e-mail), time span. */
export const auditFilterSchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional().describe('Only entries of this kind of entity'),
  action: textSchema().max(60).optional().describe('Only this action, e.g. catalogue.publish'),
  actor: textSchema().max(100).optional().describe("Part of the actor's name or e-mail"),
  from: z.iso.datetime({ offset: true }).optional().describe('Entries at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Entries before this time'),
});

/** Query of `GET /manage/audit`: the filters and a page (newest first). */
export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** Query of `GET /manage/audit`, as sent. */
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** An entry of the audit log: who (null: the server itself), when, what, the entity before and after. */
export const auditEntrySchema = z.object({
  AuditEntryId: guidSchema,
  CreatedAt: z.string(),
  ActorUserId: guidSchema.nullable(),
  ActorName: z.string(),
  Action: z.string(),
  EntityType: z.string(),
  EntityId: z.string(),
  EntityName: z.string(),
  Before: z.record(z.string(), z.unknown()).nullable(),
  After: z.record(z.string(), z.unknown()).nullable(),
});
/** An entry of the audit log. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Reply of `GET /manage/audit`: a page of entries, newest first, and how many match. */
export const auditPageSchema = z.object({
  Items: z.array(auditEntrySchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** Reply of `GET /manage/audit`. */
export type AuditPage = z.infer<typeof auditPageSchema>;
/** The filters of the audit log, as validated. */
export type AuditFilter = z.output<typeof auditFilterSchema>;
