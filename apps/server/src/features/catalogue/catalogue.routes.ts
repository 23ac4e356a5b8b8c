import { CATALOGUE_FILE_MAX_BYTES, CATALOGUE_IMAGE_MAX_BYTES } from '@door/contract';
import type { FastifyInstance } from 'fastify';
import { callRoutes } from '#server/plugins/call-routes';
import { createCataloguePictures } from '#server/services/catalogue/catalogue-pictures';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';
import { checkBrandNameOnTheWay } from './catalogue-brand-name-stream';
import { createCatalogueDraftRepository } from './catalogue-draft.repository';
import { createCatalogueDraftService } from './catalogue-draft.service';

/** A catalogue file is refused from 50 MB on (413). */
const FILE_BODY_LIMIT = CATALOGUE_FILE_MAX_BYTES - 1;
/** A price sheet arrives base64-encoded inside JSON. */
const SHEET_BODY_LIMIT = Math.ceil((CATALOGUE_FILE_MAX_BYTES * 4) / 3);
/**
 * A picture arrives base64-encoded inside JSON; the body may hold twice the largest picture, so a picture a little too
 * large reaches the service and gets its own message (413), and anything larger is cut off by the body limit (413).
 */
const IMAGE_BODY_LIMIT = Math.ceil((CATALOGUE_IMAGE_MAX_BYTES * 2 * 4) / 3) + 4096;
/** Uploaded pictures never change under their key (the key is the hash of the bytes). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The catalogue calls: versions, import, publish, export, prices, diff and checks (OEM admins of the manufacturer). */
export const catalogueRoutes = async (app: FastifyInstance) => {
  const repository = createCatalogueRepository(app.ctx.database.db);
  const store = getCatalogueStore(app.ctx.database);
  const pictures = createCataloguePictures(app.ctx.files);
  const service = createCatalogueService({ repository, store, pictures });
  const drafts = createCatalogueDraftService({
    repository,
    drafts: createCatalogueDraftRepository(),
    store,
    pictures,
  });
  const route = callRoutes(app);

  route('getCatalogueSchema', async () => service.schema());

  // The workbench's draft: one open per brand, changed by JSON Patch, published as a version.
  route('getCatalogueDraft', async (request) => drafts.get(request.caller, request.params.brandId));
  route('createCatalogueDraft', { bodyLimit: FILE_BODY_LIMIT }, async (request) =>
    drafts.create(request.caller, request.params.brandId, request.body),
  );
  route('updateCatalogueDraft', { bodyLimit: FILE_BODY_LIMIT }, async (request) =>
    drafts.change(request.caller, request.params.brandId, request.body),
  );
  route('updateCatalogueDraftCode', async (request) =>
    drafts.rename(request.caller, request.params.brandId, request.body),
  );
  route('removeCatalogueDraft', async (request, reply) => {
    await drafts.remove(request.caller, request.params.brandId);
    return reply.status(204).send(null);
  });
  route('checkCatalogueDraft', async (request) => drafts.check(request.caller, request.params.brandId, request.lang));
  route('publishCatalogueDraft', async (request) =>
    drafts.publish(request.caller, request.params.brandId, request.body, request.lang),
  );
  route('previewCatalogueDraft', async (request) =>
    drafts.preview(request.caller, request.params.brandId, request.body, request.lang),
  );

  // Pictures of values and models: uploaded by the brand's OEM admins, shown to anyone.
  route('addCatalogueImage', { bodyLimit: IMAGE_BODY_LIMIT }, async (request) =>
    service.addImage(request.caller, request.params.brandId, request.body),
  );
  route('getCatalogueImage', async (request, reply) => {
    const image = await service.getImage(request.params.hash);
    return reply
      .type(image.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.body.buffer, image.body.byteOffset, image.body.byteLength));
  });

  route('listCatalogueBrands', async (request) => service.listBrands(request.caller));

  route('listCatalogueVersions', async (request) => service.listVersions(request.caller, request.params.brandId));

  route('exportCatalogueVersion', async (request, reply) => {
    const text = await service.exportVersion(request.caller, request.params.brandId, request.params.version);
    // The canonical text goes out as it is: the same content gives the same bytes.
    return reply.type('application/json; charset=utf-8').send(text);
  });

  route('publishCatalogueVersion', async (request) =>
    service.publish(request.caller, request.params.brandId, request.params.version, request.body),
  );

  route('cancelCataloguePublish', async (request) =>
    service.cancelPublish(request.caller, request.params.brandId, request.params.version),
  );

  route('removeCatalogueVersion', async (request, reply) => {
    await service.removeVersion(request.caller, request.params.brandId, request.params.version);
    return reply.status(204).send(null);
  });

  route('exportCataloguePrices', async (request) =>
    service.exportPrices(request.caller, request.params.brandId, request.params.version, request.lang),
  );

  route('importCataloguePrices', { bodyLimit: SHEET_BODY_LIMIT }, async (request) =>
    service.importPrices(request.caller, request.params.brandId, request.body, request.query, request.lang),
  );

  route('compareCatalogueVersions', async (request) =>
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
    const fileRoute = callRoutes(files);
    fileRoute('importCatalogue', { bodyLimit: FILE_BODY_LIMIT }, async (request) =>
      service.importFile(request.caller, request.params.brandId, request.body, request.query, request.lang),
    );
    fileRoute(
      'createCatalogueBrand',
      {
        bodyLimit: FILE_BODY_LIMIT,
        // A taken name is answered from the file's beginning, while the rest of a large file is still coming.
        preParsing: async (request, _reply, payload) =>
          checkBrandNameOnTheWay(payload, (name) => service.assertNewBrandName(request.caller, name)),
      },
      async (request) => service.createBrand(request.caller, request.body, request.query, request.lang),
    );
    fileRoute('checkCatalogue', { bodyLimit: FILE_BODY_LIMIT }, async (request) =>
      service.check(request.caller, request.params.brandId, request.body, request.lang),
    );
  });
};
