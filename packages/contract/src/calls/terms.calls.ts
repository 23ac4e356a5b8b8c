import { brandPartnerQuerySchema, guidSchema } from '../common';
import { deliveryTermBodySchema, paymentTermBodySchema, termsReplySchema, termWriteReplySchema } from '../terms';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const errors = errorReplies(400, 401, 403, 404, 409);
const termParams = salesDocumentParams.extend({ termId: guidSchema.describe('The term') });
const tags = ['terms'];

/** The calls of terms. */
export const termsCalls = {
  getDocumentTerms: defineCall({
    method: 'GET',
    path: '/document/:id/terms',
    who: 'staff',
    tags: tags,
    summary: "The document's payment terms (PaymentMethods, with Price) and delivery terms (PaymentTerms)",
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: termsReplySchema, ...errors },
  }),
  addPaymentTerm: defineCall({
    method: 'POST',
    path: '/document/:id/paymentTerm',
    who: 'staff',
    tags: tags,
    summary: 'Add a payment term to the document',
    params: salesDocumentParams,
    body: paymentTermBodySchema,
    response: { 200: termWriteReplySchema, ...errors },
  }),
  updatePaymentTerm: defineCall({
    method: 'PUT',
    path: '/document/:id/paymentTerm/:termId',
    who: 'staff',
    tags: tags,
    summary: 'Change a payment term of the document',
    params: termParams,
    body: paymentTermBodySchema,
    response: { 200: termWriteReplySchema, ...errors },
  }),
  removePaymentTerm: defineCall({
    method: 'DELETE',
    path: '/document/:id/paymentTerm/:termId',
    who: 'staff',
    tags: tags,
    summary: 'Delete a payment term of the document',
    params: termParams,
    query: brandPartnerQuerySchema,
    response: { 200: termWriteReplySchema, ...errors },
  }),
  addDeliveryTerm: defineCall({
    method: 'POST',
    path: '/document/:id/deliveryTerm',
    who: 'staff',
    tags: tags,
    summary: 'Add a delivery term to the document',
    params: salesDocumentParams,
    body: deliveryTermBodySchema,
    response: { 200: termWriteReplySchema, ...errors },
  }),
  updateDeliveryTerm: defineCall({
    method: 'PUT',
    path: '/document/:id/deliveryTerm/:termId',
    who: 'staff',
    tags: tags,
    summary: 'Change a delivery term of the document',
    params: termParams,
    body: deliveryTermBodySchema,
    response: { 200: termWriteReplySchema, ...errors },
  }),
  removeDeliveryTerm: defineCall({
    method: 'DELETE',
    path: '/document/:id/deliveryTerm/:termId',
    who: 'staff',
    tags: tags,
    summary: 'Delete a delivery term of the document',
    params: termParams,
    query: brandPartnerQuerySchema,
    response: { 200: termWriteReplySchema, ...errors },
  }),
} as const;
