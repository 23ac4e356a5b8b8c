import { z } from 'zod';
import {
  calculationReplySchema,
  calculationWriteReplySchema,
  costBodySchema,
  discountBodySchema,
  discountTypesReplySchema,
} from '../calculation';
import { brandPartnerQuerySchema, guidSchema } from '../common';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404, 409);
const idParams = z.object({
  id: guidSchema.describe('The configuration in the document (SalesDocumentConfigurationId)'),
});
const discountParams = idParams.extend({ discountId: guidSchema.describe('The discount row') });
const costParams = idParams.extend({ costId: guidSchema.describe('The cost row') });
const taxParams = idParams.extend({ taxOptionId: guidSchema.describe('The tax option') });
const tags = ['document-configuration'];

// §7 writes the net cost's POST with a trailing slash; the router ignores trailing slashes, so both forms work.

/** The calls of calculation. */
export const calculationCalls = {
  getDocumentConfigurationCalculation: defineCall({
    method: 'GET',
    path: '/document/configuration/:id/calculation',
    who: 'staff',
    tags: tags,
    summary: 'The calculation of a configuration in a document, with the tax options and CanEdit',
    params: idParams,
    query: brandPartnerQuerySchema,
    response: { 200: calculationReplySchema, ...errors },
  }),
  listDiscountTypes: defineCall({
    method: 'GET',
    path: '/document/discountType',
    who: 'staff',
    tags: tags,
    summary: 'The discount types (percentage, amount)',
    response: { 200: discountTypesReplySchema, ...errors },
  }),
  addDiscount: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/discount',
    who: 'staff',
    tags: tags,
    summary: "Add a discount to the configuration's calculation",
    params: idParams,
    body: discountBodySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  updateDiscount: defineCall({
    method: 'PUT',
    path: '/document/configuration/:id/discount/:discountId',
    who: 'staff',
    tags: tags,
    summary: "Change a discount of the configuration's calculation",
    params: discountParams,
    body: discountBodySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  removeDiscount: defineCall({
    method: 'DELETE',
    path: '/document/configuration/:id/discount/:discountId',
    who: 'staff',
    tags: tags,
    summary: "Delete a discount of the configuration's calculation",
    params: discountParams,
    query: brandPartnerQuerySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  setTaxOption: defineCall({
    method: 'PUT',
    path: '/document/configuration/:id/taxoption/:taxOptionId',
    who: 'staff',
    tags: tags,
    summary: "Choose the configuration's tax option",
    params: taxParams,
    query: brandPartnerQuerySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  addAdditionalCost: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/additionalCost',
    who: 'staff',
    tags,
    summary: "Add a additional cost to the configuration's calculation",
    params: idParams,
    body: costBodySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  updateAdditionalCost: defineCall({
    method: 'PUT',
    path: '/document/configuration/:id/additionalCost/:costId',
    who: 'staff',
    tags,
    summary: "Change a additional cost of the configuration's calculation",
    params: costParams,
    body: costBodySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  removeAdditionalCost: defineCall({
    method: 'DELETE',
    path: '/document/configuration/:id/additionalCost/:costId',
    who: 'staff',
    tags,
    summary: "Delete a additional cost of the configuration's calculation",
    params: costParams,
    query: brandPartnerQuerySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  addNetCost: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/netCost',
    who: 'staff',
    tags,
    summary: "Add a net cost to the configuration's calculation",
    params: idParams,
    body: costBodySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  updateNetCost: defineCall({
    method: 'PUT',
    path: '/document/configuration/:id/netCost/:costId',
    who: 'staff',
    tags,
    summary: "Change a net cost of the configuration's calculation",
    params: costParams,
    body: costBodySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
  removeNetCost: defineCall({
    method: 'DELETE',
    path: '/document/configuration/:id/netCost/:costId',
    who: 'staff',
    tags,
    summary: "Delete a net cost of the configuration's calculation",
    params: costParams,
    query: brandPartnerQuerySchema,
    response: { 200: calculationWriteReplySchema, ...errors },
  }),
} as const;
