import { z } from 'zod';
import { brandActiveSchema, brandDataSchema, brandListSchema, footerSchema } from '../brand';
import { bpiParamsSchema } from '../common';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);

/** The calls of brand. */
export const brandCalls = {
  listBrands: defineCall({
    method: 'GET',
    path: '/brand',
    who: 'anyone',
    tags: ['brand'],
    summary: 'Storefronts the staff user may switch between',
    response: { 200: brandListSchema, ...errors },
  }),
  getBrandActive: defineCall({
    method: 'GET',
    path: '/brand/:bpi/active',
    who: 'anyone',
    tags: ['brand'],
    summary: 'Whether a storefront is active, and the storefront to go to when it is not',
    params: bpiParamsSchema,
    response: { 200: brandActiveSchema, ...errors },
  }),
  getBrandData: defineCall({
    method: 'GET',
    path: '/brand/:bpi/data',
    who: 'anyone',
    tags: ['brand'],
    summary: 'Theme of a storefront; variant=documents for the public documents pages',
    params: bpiParamsSchema,
    query: z.object({
      variant: z
        .enum(['main', 'documents'])
        .default('main')
        .describe('main for the configurator, documents for the public documents pages'),
    }),
    response: { 200: brandDataSchema, ...errors },
  }),
  getFooter: defineCall({
    method: 'GET',
    path: '/footer/:bpi',
    who: 'anyone',
    tags: ['brand'],
    summary: 'Footer links of a storefront (up to three)',
    params: bpiParamsSchema,
    response: { 200: footerSchema, ...errors },
  }),
} as const;
