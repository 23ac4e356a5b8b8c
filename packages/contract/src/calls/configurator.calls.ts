import { z } from 'zod';
import { catalogueUpdatePreviewSchema, catalogueUpdateQuerySchema } from '../catalogue';
import { errorReplySchema, fileReplySchema } from '../common';
import {
  configurationCreateQuerySchema,
  configurationIdParamsSchema,
  configurationImageQuerySchema,
  configurationPriceQuerySchema,
  configurationPriceReplySchema,
  configurationReplySchema,
  configurationUpdateQuerySchema,
  configurationUpdateReplySchema,
  overviewQuerySchema,
  overviewReplySchema,
  parameterValuesQuerySchema,
  parameterValuesReplySchema,
  partIdParamsSchema,
  partImageQuerySchema,
  priceFileQuerySchema,
  updateCommentBodySchema,
  updateCommentReplySchema,
} from '../configurator';
import {
  configuratorDefectBodySchema,
  modelDefinitionParamsSchema,
  modelDefinitionQuerySchema,
  modelDefinitionReplySchema,
} from '../configurator-definition';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);
const imageReply = z.any().describe('image/png (default) or image/svg+xml');

const create = {
  tags: ['configurator'],
  query: configurationCreateQuerySchema,
  response: { 200: configurationReplySchema, ...errors },
} as const;
const update = {
  tags: ['configurator'],
  query: configurationUpdateQuerySchema,
  response: { 200: configurationUpdateReplySchema, ...errors },
} as const;
const overview = {
  tags: ['configurator'],
  params: configurationIdParamsSchema,
  query: overviewQuerySchema,
  response: { 200: overviewReplySchema, ...errors },
} as const;

/** The calls of configurator. */
export const configuratorCalls = {
  getModelDefinition: defineCall({
    method: 'GET',
    path: '/configurator/definition/:versionId/model/:partId',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'The compiled-rules input and drawing data of a model in a catalogue version, for the browser’s engine',
    description:
      'Cached per catalogue version (ETag; immutable without prices, revalidated with prices, whose price list may ' +
      'change). Callers who may not see the brand partner’s prices get no price data at all.',
    params: modelDefinitionParamsSchema,
    query: modelDefinitionQuerySchema,
    response: { 200: modelDefinitionReplySchema, 304: z.null().describe('Not modified'), ...errors },
  }),
  sendConfiguratorDefect: defineCall({
    method: 'POST',
    path: '/configurator/:configurationId/defect',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'Report that the browser’s result of a change differed from the server’s (logged as a defect)',
    params: configurationIdParamsSchema,
    body: configuratorDefectBodySchema,
    response: { 204: z.null().describe('Logged'), ...errors, 429: errorReplySchema },
  }),
  getConfigurationPrice: defineCall({
    method: 'GET',
    path: '/configurator/:configurationId/price',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'Price and currency of a configuration (null for anonymous callers)',
    params: configurationIdParamsSchema,
    query: configurationPriceQuerySchema,
    response: { 200: configurationPriceReplySchema, ...errors },
  }),
  previewCatalogueUpdate: defineCall({
    method: 'GET',
    path: '/configurator/:configurationId/catalogue-update',
    who: 'staff',
    tags: ['configurator'],
    summary: 'What updating the configuration to the current catalogue would change (price, choices, reasons)',
    params: configurationIdParamsSchema,
    query: catalogueUpdateQuerySchema,
    response: { 200: catalogueUpdatePreviewSchema, ...errors, 409: errorReplySchema },
  }),
  applyCatalogueUpdate: defineCall({
    method: 'POST',
    path: '/configurator/:configurationId/catalogue-update',
    who: 'staff',
    tags: ['configurator'],
    summary: 'Update the configuration to the current catalogue (its document line is priced again)',
    params: configurationIdParamsSchema,
    query: catalogueUpdateQuerySchema,
    response: { 200: catalogueUpdatePreviewSchema, ...errors, 409: errorReplySchema },
  }),
  getConfigurationImage: defineCall({
    method: 'GET',
    path: '/configurator/:configurationId/image',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'The drawn door (PNG); the time-stamp query t only defeats caches',
    params: configurationIdParamsSchema,
    query: configurationImageQuerySchema,
    response: { 200: imageReply, ...errors },
  }),
  getPartImage: defineCall({
    method: 'GET',
    path: '/configurator/part/:partId/image',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'Picture of a model, or of one of its parameter values (variants original, xxl, m)',
    params: partIdParamsSchema,
    query: partImageQuerySchema,
    response: { 200: imageReply, ...errors },
  }),
  listParameterValues: defineCall({
    method: 'GET',
    path: '/configurator/values/:partId',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'Every value of a parameter of a model, with whether it is allowed now',
    params: partIdParamsSchema,
    query: parameterValuesQuerySchema,
    response: { 200: parameterValuesReplySchema, ...errors },
  }),
  updateConfigurationComment: defineCall({
    method: 'POST',
    path: '/configurator/:configurationId/updatecomment',
    who: 'anyone',
    tags: ['configurator'],
    summary: 'Save the comment of a configuration',
    params: configurationIdParamsSchema,
    body: updateCommentBodySchema,
    response: { 200: updateCommentReplySchema, ...errors },
  }),
  getPriceFile: defineCall({
    method: 'GET',
    path: '/configurator/:configurationId/pricefile',
    who: 'staff',
    tags: ['configurator'],
    summary: 'The brand partner price list as a spreadsheet (heads of sales of a parent partner)',
    params: configurationIdParamsSchema,
    query: priceFileQuerySchema,
    response: { 200: fileReplySchema, ...errors },
  }),
  createConfiguration: defineCall({
    method: 'GET',
    path: '/configurator/create',
    who: 'anyone',
    summary: 'Create or open a configuration (public)',
    ...create,
  }),
  createConfigurationAuth: defineCall({
    method: 'GET',
    path: '/configurator/auth/create',
    who: 'signedIn',
    summary: 'Create or open a configuration (auth)',
    ...create,
  }),
  createConfigurationAdmin: defineCall({
    method: 'GET',
    path: '/configurator/admin/create',
    who: 'staff',
    summary: 'Create or open a configuration (admin)',
    ...create,
  }),
  updateConfiguration: defineCall({
    method: 'GET',
    path: '/configurator/update',
    who: 'anyone',
    summary: 'Apply one change and propagate (public)',
    ...update,
  }),
  updateConfigurationAuth: defineCall({
    method: 'GET',
    path: '/configurator/auth/update',
    who: 'signedIn',
    summary: 'Apply one change and propagate (auth)',
    ...update,
  }),
  updateConfigurationAdmin: defineCall({
    method: 'GET',
    path: '/configurator/admin/update',
    who: 'staff',
    summary: 'Apply one change and propagate (admin)',
    ...update,
  }),
  getConfigurationOverview: defineCall({
    method: 'GET',
    path: '/configurator/:configurationId/overview',
    who: 'anyone',
    summary: 'The chosen parameters by category, the prices and the parts tree (public)',
    ...overview,
  }),
  getConfigurationOverviewAuth: defineCall({
    method: 'GET',
    path: '/configurator/auth/:configurationId/overview',
    who: 'signedIn',
    summary: 'The chosen parameters by category, the prices and the parts tree (auth)',
    ...overview,
  }),
} as const;
