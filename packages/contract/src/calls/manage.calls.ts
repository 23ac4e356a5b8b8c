import { fileReplySchema } from '../common';
import { auditFilterSchema, auditPageSchema, auditQuerySchema } from '../manage';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403);

/** The manufacturer's management calls (OEM admins). */
export const manageCalls = {
  listAuditEntries: defineCall({
    method: 'GET',
    path: '/manage/audit',
    who: 'staff',
    tags: ['manage'],
    summary: 'The audit log, newest first, filtered and paged (OEM admins); no call changes it',
    query: auditQuerySchema,
    response: { 200: auditPageSchema, ...errors },
  }),
  exportAuditEntries: defineCall({
    method: 'GET',
    path: '/manage/audit/export',
    who: 'staff',
    tags: ['manage'],
    summary: 'The filtered audit log as a CSV file (UTF-8, semicolons; OEM admins)',
    query: auditFilterSchema,
    response: { 200: fileReplySchema, ...errors },
  }),
} as const;
