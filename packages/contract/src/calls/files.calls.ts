import { z } from 'zod';
import { errorReplySchema, textSchema } from '../common';
import { FILE_LINKS } from '../constants';
import { defineCall } from './define-call';

/** The calls of stored files. */
export const filesCalls = {
  getFileByLink: defineCall({
    method: 'GET',
    path: `${FILE_LINKS.path}/:signed`,
    who: 'anyone',
    tags: ['files'],
    summary: 'A stored file (remark image, documentation) by its signed download link',
    params: z.object({
      signed: textSchema()
        .length(FILE_LINKS.signatureLength)
        .describe('HMAC-SHA256 (base64url) of key, name and expiry'),
    }),
    query: z.object({
      key: textSchema().min(1).max(FILE_LINKS.keyMaxLength).describe('The stored file'),
      name: textSchema().max(FILE_LINKS.nameMaxLength).describe('The file name the browser shows and saves'),
      expires: z.coerce.number().int().optional().describe('Unix time (s) the link expires; none: never'),
    }),
    response: {
      200: z.any().describe('The file, with its stored content type'),
      400: errorReplySchema,
      403: errorReplySchema,
      404: errorReplySchema,
    },
  }),
} as const;
