import {
  CATALOGUE_FILE_MAX_BYTES,
  catalogueBrandParamsSchema,
  catalogueBrandsReplySchema,
  catalogueCheckReplySchema,
  catalogueDiffQuerySchema,
  catalogueDiffSchema,
  catalogueImportQuerySchema,
  catalogueImportReplySchema,
  cataloguePublishBodySchema,
  cataloguePublishReplySchema,
  catalogueRefusalSchema,
  catalogueVersionParamsSchema,
  catalogueVersionsReplySchema,
  errorReplySchema,
  fileReplySchema,
  textSchema,
} from '@door/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCatalogueStore } from '../../services/catalogue/catalogue-store';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';

const errors = { 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };
/** A catalogue file is refused from 50 MB on (413). */
const FILE_BODY_LIMIT = CATALOGUE_FILE_MAX_BYTES - 1;
/** A price sheet arrives base64-encoded inside JSON. */
const SHEET_BODY_LIMIT = Math.ceil((CATALOGUE_FILE_MAX_BYTES * 4) / 3);

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

/** The catalogue calls: versions, import, publish, export, prices, diff and checks (OEM admins of the manufacturer). */
export const catalogueRoutes = async (app: FastifyInstance) => {
  const service = createCatalogueService({
    repository: createCatalogueRepository(app.ctx.database.db),
    store: getCatalogueStore(app.ctx.database),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  routes.get(
    '/catalogue/schema',
    {
      config: { who: 'anyone' },
      schema: {
        tags,
        summary: 'The JSON Schema of the catalogue file (for editors)',
        operationId: 'getCatalogueSchema',
        response: { 200: z.record(z.string(), z.unknown()), 429: errorReplySchema },
      },
    },
    async () => service.schema(),
  );

  routes.get(
    '/catalogue/brands',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'The brands whose catalogue the OEM admin manages',
        operationId: 'listCatalogueBrands',
        response: { 200: catalogueBrandsReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async (request) => service.listBrands(request.caller),
  );

  routes.get(
    '/catalogue/brands/:brandId/versions',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Every version of a brand’s catalogue, who made and published it, the current and scheduled ones',
        operationId: 'listCatalogueVersions',
        params: catalogueBrandParamsSchema,
        response: { 200: catalogueVersionsReplySchema, 400: errorReplySchema, ...errors },
      },
    },
    async (request) => service.listVersions(request.caller, request.params.brandId),
  );

  routes.get(
    '/catalogue/brands/:brandId/versions/:version',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Export a version (or `current`) as a catalogue file',
        operationId: 'exportCatalogueVersion',
        params: catalogueVersionParamsSchema,
        response: { 200: catalogueFileReply, 400: errorReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const text = await service.exportVersion(request.caller, request.params.brandId, request.params.version);
      // The canonical text goes out as it is: the same content gives the same bytes.
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );

  routes.post(
    '/catalogue/brands/:brandId/versions/:version/publish',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Publish a version now or from a future time (re-publishing an older version rolls back)',
        operationId: 'publishCatalogueVersion',
        params: catalogueVersionParamsSchema,
        body: cataloguePublishBodySchema,
        response: { 200: cataloguePublishReplySchema, 400: errorReplySchema, ...errors },
      },
    },
    async (request) => service.publish(request.caller, request.params.brandId, request.params.version, request.body),
  );

  routes.get(
    '/catalogue/brands/:brandId/versions/:version/prices',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'Every price of a version as one spreadsheet (.xlsx) a pricing clerk edits',
        operationId: 'exportCataloguePrices',
        params: catalogueVersionParamsSchema,
        response: { 200: fileReplySchema, 400: errorReplySchema, ...errors },
      },
    },
    async (request) =>
      service.exportPrices(request.caller, request.params.brandId, request.params.version, request.lang),
  );

  routes.post(
    '/catalogue/brands/:brandId/prices',
    {
      config: { who: 'staff' },
      bodyLimit: SHEET_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import a price spreadsheet as a new version (dryRun, publish and from as for a file)',
        operationId: 'importCataloguePrices',
        params: catalogueBrandParamsSchema,
        querystring: catalogueImportQuerySchema,
        body: sheetBody,
        response: {
          200: catalogueImportReplySchema,
          400: catalogueRefusalSchema,
          409: errorReplySchema,
          413: errorReplySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      service.importPrices(request.caller, request.params.brandId, request.body, request.query, request.lang),
  );

  routes.get(
    '/catalogue/brands/:brandId/versions/:version/diff',
    {
      config: { who: 'staff' },
      schema: {
        tags,
        summary: 'What changed from version `against` to this version',
        operationId: 'compareCatalogueVersions',
        params: catalogueVersionParamsSchema,
        querystring: catalogueDiffQuerySchema,
        response: { 200: catalogueDiffSchema, 400: errorReplySchema, ...errors },
      },
    },
    async (request) =>
      service.diffVersions(request.caller, request.params.brandId, request.params.version, request.query.against),
  );

  // The routes that take a catalogue file read it as text: the service parses it once (a file of 30 MB is
  // hundreds of MB as objects, and Fastify's parser would make the first of several copies).
  await app.register(async (files) => {
    files.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: FILE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const fileRoutes = files.withTypeProvider<ZodTypeProvider>();
    fileRoutes.post(
      '/catalogue/brands/:brandId/versions',
      {
        config: { who: 'staff' },
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Import a catalogue file as a new version (dryRun: show the diff only; publish, from: publish it)',
          operationId: 'importCatalogue',
          params: catalogueBrandParamsSchema,
          querystring: catalogueImportQuerySchema,
          body: catalogueFileBody,
          response: {
            200: catalogueImportReplySchema,
            400: catalogueRefusalSchema,
            409: errorReplySchema,
            413: errorReplySchema,
            ...errors,
          },
        },
      },
      async (request) =>
        service.importFile(request.caller, request.params.brandId, request.body, request.query, request.lang),
    );

    fileRoutes.post(
      '/catalogue/brands/:brandId/check',
      {
        config: { who: 'staff' },
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Lint a catalogue file and run its tests, storing nothing',
          operationId: 'checkCatalogue',
          params: catalogueBrandParamsSchema,
          body: catalogueFileBody,
          response: { 200: catalogueCheckReplySchema, 400: errorReplySchema, 413: errorReplySchema, ...errors },
        },
      },
      async (request) => service.check(request.caller, request.params.brandId, request.body, request.lang),
    );
  });
};
