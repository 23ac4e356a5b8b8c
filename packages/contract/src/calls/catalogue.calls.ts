import { z } from 'zod';
import {
  catalogueBrandParamsSchema,
  catalogueBrandsReplySchema,
  catalogueCancelReplySchema,
  catalogueCheckReplySchema,
  catalogueDiffQuerySchema,
  catalogueDiffSchema,
  catalogueDraftChangeBodySchema,
  catalogueDraftCheckReplySchema,
  catalogueDraftCreateBodySchema,
  catalogueDraftPreviewBodySchema,
  catalogueDraftPreviewSchema,
  catalogueDraftPublishBodySchema,
  catalogueDraftRenameBodySchema,
  catalogueDraftSchema,
  catalogueImageBodySchema,
  catalogueImageReplySchema,
  catalogueImportQuerySchema,
  catalogueImportReplySchema,
  catalogueNewBrandReplySchema,
  cataloguePriceImportQuerySchema,
  cataloguePublishBodySchema,
  cataloguePublishReplySchema,
  catalogueRefusalSchema,
  catalogueScheduledRefusalSchema,
  catalogueVersionParamsSchema,
  catalogueVersionsReplySchema,
} from '../catalogue';
import { errorReplySchema, fileReplySchema, textSchema } from '../common';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(401, 403, 404);
const catalogueFileBody = z
  .unknown()
  .describe('A catalogue file (docs/catalogue-format.md; JSON Schema at GET /catalogue/schema); lint checks it');
const catalogueFileReply = z
  .any()
  .describe('The catalogue file of the version, as the catalogue format writes it (canonical JSON)');
const sheetBody = z.object({
  FileName: textSchema().max(255),
  Contents: z
    .string()
    .regex(/^[A-Za-z0-9+/=\r\n]*$/, 'must be base64')
    .describe('The spreadsheet (.xlsx), base64'),
});
const tags = ['catalogue'];
const catalogueImageParamsSchema = z.object({
  hash: z
    .string()
    .regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, 'must be a picture key')
    .describe('The picture’s SHA-256 and extension'),
});

/** The calls of catalogue. */
export const catalogueCalls = {
  getCatalogueSchema: defineCall({
    method: 'GET',
    path: '/catalogue/schema',
    who: 'anyone',
    tags: tags,
    summary: 'The JSON Schema of the catalogue file (for editors)',
    response: { 200: z.record(z.string(), z.unknown()), 429: errorReplySchema },
  }),
  listCatalogueBrands: defineCall({
    method: 'GET',
    path: '/catalogue/brands',
    who: 'staff',
    tags: tags,
    summary: 'The brands whose catalogue the OEM admin manages',
    response: { 200: catalogueBrandsReplySchema, 401: errorReplySchema, 403: errorReplySchema },
  }),
  createCatalogueBrand: defineCall({
    method: 'POST',
    path: '/catalogue/brands',
    who: 'staff',
    tags,
    summary:
      'Create a new brand from a catalogue file (the body): the brand named by `brand.name`, the file its version 1 (dryRun: check only; publish, from: publish it); 409 when a brand of that name exists, 400 with Findings when the file has errors; nothing is created on any refusal',
    query: catalogueImportQuerySchema,
    body: catalogueFileBody,
    response: {
      200: catalogueNewBrandReplySchema,
      400: catalogueRefusalSchema,
      409: errorReplySchema,
      413: errorReplySchema,
      401: errorReplySchema,
      403: errorReplySchema,
    },
  }),
  listCatalogueVersions: defineCall({
    method: 'GET',
    path: '/catalogue/brands/:brandId/versions',
    who: 'staff',
    tags: tags,
    summary: 'Every version of a brand’s catalogue, who made and published it, the current and scheduled ones',
    params: catalogueBrandParamsSchema,
    response: { 200: catalogueVersionsReplySchema, 400: errorReplySchema, ...errors },
  }),
  exportCatalogueVersion: defineCall({
    method: 'GET',
    path: '/catalogue/brands/:brandId/versions/:version',
    who: 'staff',
    tags: tags,
    summary: 'Export a version (or `current`) as a catalogue file',
    params: catalogueVersionParamsSchema,
    response: { 200: catalogueFileReply, 400: errorReplySchema, ...errors },
  }),
  publishCatalogueVersion: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/versions/:version/publish',
    who: 'staff',
    tags: tags,
    summary:
      'Publish a version now or from a future time (re-publishing an older version rolls back); 409 with the situation while a later scheduled version lacks its changes (Scheduled: merge, cancel or keep)',
    params: catalogueVersionParamsSchema,
    body: cataloguePublishBodySchema,
    response: {
      200: cataloguePublishReplySchema,
      400: catalogueRefusalSchema,
      409: catalogueScheduledRefusalSchema,
      ...errors,
    },
  }),
  cancelCataloguePublish: defineCall({
    method: 'DELETE',
    path: '/catalogue/brands/:brandId/versions/:version/publish',
    who: 'staff',
    tags: tags,
    summary: 'Cancel the version’s publishes still to come (404 when none is scheduled)',
    params: catalogueVersionParamsSchema,
    response: { 200: catalogueCancelReplySchema, 400: errorReplySchema, ...errors },
  }),
  removeCatalogueVersion: defineCall({
    method: 'DELETE',
    path: '/catalogue/brands/:brandId/versions/:version',
    who: 'staff',
    tags: tags,
    summary:
      'Delete a version that no configuration uses and that is neither current nor scheduled (409 naming why otherwise)',
    params: catalogueVersionParamsSchema,
    response: { 204: z.null(), 400: errorReplySchema, 409: errorReplySchema, ...errors },
  }),
  exportCataloguePrices: defineCall({
    method: 'GET',
    path: '/catalogue/brands/:brandId/versions/:version/prices',
    who: 'staff',
    tags: tags,
    summary: 'Every price of a version as one spreadsheet (.xlsx) a pricing clerk edits',
    params: catalogueVersionParamsSchema,
    response: { 200: fileReplySchema, 400: errorReplySchema, ...errors },
  }),
  importCataloguePrices: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/prices',
    who: 'staff',
    tags: tags,
    summary:
      'Import a price spreadsheet as a new version (dryRun, publish and from as for a file; priceTests for the tests whose prices it changes)',
    params: catalogueBrandParamsSchema,
    query: cataloguePriceImportQuerySchema,
    body: sheetBody,
    response: {
      200: catalogueImportReplySchema,
      400: catalogueRefusalSchema,
      409: errorReplySchema,
      413: errorReplySchema,
      ...errors,
    },
  }),
  compareCatalogueVersions: defineCall({
    method: 'GET',
    path: '/catalogue/brands/:brandId/versions/:version/diff',
    who: 'staff',
    tags: tags,
    summary: 'What changed from version `against` to this version',
    params: catalogueVersionParamsSchema,
    query: catalogueDiffQuerySchema,
    response: { 200: catalogueDiffSchema, 400: errorReplySchema, ...errors },
  }),
  importCatalogue: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/versions',
    who: 'staff',
    tags,
    summary:
      'Import a catalogue file as a new version (dryRun: show the diff only; publish, from: publish it; scheduled: what to do with a later scheduled version that lacks it)',
    params: catalogueBrandParamsSchema,
    query: catalogueImportQuerySchema,
    body: catalogueFileBody,
    response: {
      200: catalogueImportReplySchema,
      400: catalogueRefusalSchema,
      409: catalogueScheduledRefusalSchema,
      413: errorReplySchema,
      ...errors,
    },
  }),
  checkCatalogue: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/check',
    who: 'staff',
    tags,
    summary: 'Lint a catalogue file and run its tests, storing nothing',
    params: catalogueBrandParamsSchema,
    body: catalogueFileBody,
    response: { 200: catalogueCheckReplySchema, 400: errorReplySchema, 413: errorReplySchema, ...errors },
  }),
  getCatalogueDraft: defineCall({
    method: 'GET',
    path: '/catalogue/brands/:brandId/draft',
    who: 'staff',
    tags,
    summary: 'The open draft of the brand’s catalogue (404 when there is none); customers never see it',
    params: catalogueBrandParamsSchema,
    response: { 200: catalogueDraftSchema, ...errors },
  }),
  createCatalogueDraft: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/draft',
    who: 'staff',
    tags,
    summary: 'Start the draft from a version (default: the current one) or an uploaded file; 409 when one is open',
    params: catalogueBrandParamsSchema,
    body: catalogueDraftCreateBodySchema,
    response: {
      200: catalogueDraftSchema,
      400: catalogueRefusalSchema,
      409: errorReplySchema,
      413: errorReplySchema,
      ...errors,
    },
  }),
  updateCatalogueDraft: defineCall({
    method: 'PUT',
    path: '/catalogue/brands/:brandId/draft',
    who: 'staff',
    tags,
    summary: 'Apply JSON Patch operations to the draft, whole or not at all; 409 on a stale revision',
    params: catalogueBrandParamsSchema,
    body: catalogueDraftChangeBodySchema,
    response: {
      200: catalogueDraftSchema,
      400: errorReplySchema,
      409: errorReplySchema,
      413: errorReplySchema,
      ...errors,
    },
  }),
  updateCatalogueDraftCode: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/draft/rename',
    who: 'staff',
    tags,
    summary:
      'Rename a code of the draft with every reference to it (one revision, undone like any change); 400 when the new code is taken',
    params: catalogueBrandParamsSchema,
    body: catalogueDraftRenameBodySchema,
    response: { 200: catalogueDraftSchema, 400: errorReplySchema, 409: errorReplySchema, ...errors },
  }),
  removeCatalogueDraft: defineCall({
    method: 'DELETE',
    path: '/catalogue/brands/:brandId/draft',
    who: 'staff',
    tags,
    summary: 'Discard the open draft',
    params: catalogueBrandParamsSchema,
    response: { 204: z.null(), ...errors },
  }),
  checkCatalogueDraft: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/draft/check',
    who: 'staff',
    tags,
    summary: 'Lint the draft and run its catalogue tests, with the diff against the current version',
    params: catalogueBrandParamsSchema,
    response: { 200: catalogueDraftCheckReplySchema, ...errors },
  }),
  publishCatalogueDraft: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/draft/publish',
    who: 'staff',
    tags,
    summary:
      'Publish the draft as a new version (now or from a time); refused while lint has errors or a test fails, and (409) while a later scheduled version lacks it',
    params: catalogueBrandParamsSchema,
    body: catalogueDraftPublishBodySchema,
    response: {
      200: catalogueImportReplySchema,
      400: catalogueRefusalSchema,
      409: catalogueScheduledRefusalSchema,
      ...errors,
    },
  }),
  previewCatalogueDraft: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/draft/preview',
    who: 'staff',
    tags,
    summary:
      'The configurator on the draft: a model from its default through the changes, with why values are not allowed and where each price comes from',
    params: catalogueBrandParamsSchema,
    body: catalogueDraftPreviewBodySchema,
    response: { 200: catalogueDraftPreviewSchema, 400: catalogueRefusalSchema, 409: errorReplySchema, ...errors },
  }),
  addCatalogueImage: defineCall({
    method: 'POST',
    path: '/catalogue/brands/:brandId/images',
    who: 'staff',
    tags,
    summary: 'Upload a picture for a value or model (PNG, JPEG or WebP, at most 1 MB); write its key in the draft',
    params: catalogueBrandParamsSchema,
    body: catalogueImageBodySchema,
    response: { 200: catalogueImageReplySchema, 400: errorReplySchema, 413: errorReplySchema, ...errors },
  }),
  getCatalogueImage: defineCall({
    method: 'GET',
    path: '/catalogue/images/:hash',
    who: 'anyone',
    tags,
    summary: 'An uploaded catalogue picture (content-addressed, cacheable for ever)',
    params: catalogueImageParamsSchema,
    response: { 200: z.any().describe('The picture’s bytes'), 400: errorReplySchema, 404: errorReplySchema },
  }),
} as const;
