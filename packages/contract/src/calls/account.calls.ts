import { z } from 'zod';
import {
  accountInfoSchema,
  accountSchema,
  accountUpdateSchema,
  licenceSchema,
  userAddressInputSchema,
  userAddressListSchema,
  userAddressQuerySchema,
  userAddressUpdateSchema,
} from '../account';
import { optionalIdSchema } from '../common';
import { deleteAccountBodySchema, personalDataErasureSchema, personalDataExportSchema } from '../personal-data';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);

// `POST /account/{add,update,remove,setDefault}{Delivery,Receipt}Address`: each returns the refreshed list.
const address = {
  who: 'signedIn',
  tags: ['account'],
  response: { 200: userAddressListSchema, ...errorReplies(400, 401, 403, 404) },
} as const;

/** The calls of account. */
export const accountCalls = {
  getAccountInfo: defineCall({
    method: 'GET',
    path: '/account/info',
    who: 'signedIn',
    tags: ['account'],
    summary: 'The signed-in user and session fields',
    response: { 200: accountInfoSchema, ...errors },
  }),
  getAccountLicence: defineCall({
    method: 'GET',
    path: '/account/licence',
    who: 'signedIn',
    tags: ['account'],
    summary: "Licences of a brand partner the user acts for (the user's first one when none is given)",
    query: z.object({
      brandPartnerId: optionalIdSchema.describe("The brand partner; absent means the user's first one"),
    }),
    response: { 200: licenceSchema, ...errors },
  }),
  getAccount: defineCall({
    method: 'GET',
    path: '/account',
    who: 'signedIn',
    tags: ['account'],
    summary: 'The profile: personal data, consents, delivery and receipt addresses',
    response: { 200: accountSchema, ...errors },
  }),
  updateAccount: defineCall({
    method: 'POST',
    path: '/account/update',
    who: 'signedIn',
    tags: ['account'],
    summary: 'Saves personal data and consents; returns the refreshed profile',
    body: accountUpdateSchema,
    response: { 200: accountSchema, ...errors },
  }),
  addDeliveryAddress: defineCall({
    method: 'POST',
    path: '/account/addDeliveryAddress',
    summary: 'Adds a delivery address',
    body: userAddressInputSchema,
    ...address,
  }),
  updateDeliveryAddress: defineCall({
    method: 'POST',
    path: '/account/updateDeliveryAddress',
    summary: 'Changes a delivery address',
    body: userAddressUpdateSchema,
    ...address,
  }),
  removeDeliveryAddress: defineCall({
    method: 'POST',
    path: '/account/removeDeliveryAddress',
    summary: 'Removes a delivery address',
    query: userAddressQuerySchema,
    ...address,
  }),
  setDefaultDeliveryAddress: defineCall({
    method: 'POST',
    path: '/account/setDefaultDeliveryAddress',
    summary: 'Makes a delivery address the default',
    query: userAddressQuerySchema,
    ...address,
  }),
  addReceiptAddress: defineCall({
    method: 'POST',
    path: '/account/addReceiptAddress',
    summary: 'Adds a receipt address',
    body: userAddressInputSchema,
    ...address,
  }),
  updateReceiptAddress: defineCall({
    method: 'POST',
    path: '/account/updateReceiptAddress',
    summary: 'Changes a receipt address',
    body: userAddressUpdateSchema,
    ...address,
  }),
  removeReceiptAddress: defineCall({
    method: 'POST',
    path: '/account/removeReceiptAddress',
    summary: 'Removes a receipt address',
    query: userAddressQuerySchema,
    ...address,
  }),
  setDefaultReceiptAddress: defineCall({
    method: 'POST',
    path: '/account/setDefaultReceiptAddress',
    summary: 'Makes a receipt address the default',
    query: userAddressQuerySchema,
    ...address,
  }),
  exportAccountData: defineCall({
    method: 'GET',
    path: '/account/data',
    who: 'signedIn',
    tags: ['account'],
    summary: 'Every datum held about the signed-in user, by table, as JSON (GDPR Art. 15); audited',
    response: { 200: personalDataExportSchema, ...errors },
  }),
  deleteAccount: defineCall({
    method: 'POST',
    path: '/account/delete',
    who: 'signedIn',
    tags: ['account'],
    summary:
      "Deletes the signed-in customer's account and erases its personal data but what the law keeps on issued documents (GDPR Art. 17); audited",
    body: deleteAccountBodySchema,
    response: { 200: personalDataErasureSchema, ...errors },
  }),
} as const;
