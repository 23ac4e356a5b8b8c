import {
  type CatalogueBrand,
  type CatalogueCancelReply,
  type CatalogueCheckReply,
  type CatalogueDiff,
  type CatalogueImageBody,
  type CatalogueImageReply,
  type CatalogueImportQuery,
  type CatalogueImportReply,
  type CatalogueNewBrandReply,
  type CataloguePriceImportQuery,
  type CataloguePublishBody,
  type CataloguePublishReply,
  type CatalogueVersionParams,
  type CatalogueVersionsReply,
  catalogueJsonSchema,
  type FileReply,
  type Language,
} from '@door/contract';
import { declaredBrandName } from '#server/catalogue/catalogue-brand-name';
import { catalogueJson } from '#server/catalogue/catalogue-canonical';
import { diffCatalogues } from '#server/catalogue/catalogue-diff';
import { finding } from '#server/catalogue/catalogue-findings';
import { lintCatalogue } from '#server/catalogue/catalogue-lint';
import { missingPictureFindings } from '#server/catalogue/catalogue-pictures';
import { brokenPriceTests, repairPriceTests } from '#server/catalogue/catalogue-price-tests';
import { applyPriceSheet, readPriceSheet, writePriceSheet } from '#server/catalogue/catalogue-prices-sheet';
import { readCatalogue, readCatalogueText } from '#server/catalogue/catalogue-read';
import { runCatalogueTests, testFailures } from '#server/catalogue/catalogue-tests';
import type { Caller } from '#server/core/caller';
import { requireCatalogueManager } from '#server/policies/catalogue.policy';
import { CATALOGUE_MESSAGES as M } from '#server/services/catalogue/catalogue.messages';
import { readVersionFile } from '#server/services/catalogue/catalogue-files';
import {
  type ImportOutcome,
  importCatalogue,
  publishVersion,
  refusal,
  wireFindings,
} from '#server/services/catalogue/catalogue-import';
import { assertBrandNameFree, importNewBrand } from '#server/services/catalogue/catalogue-new-brand';
import type { CataloguePictures } from '#server/services/catalogue/catalogue-pictures';
import { cancelScheduledPublishes, createScheduledHook } from '#server/services/catalogue/catalogue-schedule';
import type { CatalogueStore } from '#server/services/catalogue/catalogue-store';
import { removeVersion } from '#server/services/catalogue/catalogue-version-removal';
import {
  findLatestVersion,
  findVersionByNumber,
  listPublications,
  listVersions,
} from '#server/services/catalogue/catalogue-version-rows';
import type { CatalogueRepository } from './catalogue.repository';
import { createCatalogueAccess } from './catalogue-access';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file as the routes hand it over: its text (parsed here, once), or JSON already parsed. */
const readBody = (body: unknown) => (typeof body === 'string' ? readCatalogueText(body) : readCatalogue(body));

const publishOf = (query: CatalogueImportQuery) =>
  query.publish || query.from ? { from: query.from ? new Date(query.from) : null } : null;

/**
 * The catalogue of a brand as its manufacturer manages it: versions, import (file or price sheet, with a dry run),
 * publish (now or scheduled, rollback by re-publishing), export, diff and the offline checks. OEM admins only.
 */
export const createCatalogueService = ({
  repository,
  store,
  pictures,
}: {
  repository: CatalogueRepository;
  store: CatalogueStore;
  pictures: CataloguePictures;
}) => {
  const db = repository.db;

  const { openBrand, versionOf } = createCatalogueAccess(repository);

  const replyOf = (outcome: ImportOutcome, lang: Language): CatalogueImportReply => ({
    DryRun: outcome.dryRun,
    Version: outcome.version,
    IsNew: outcome.isNew,
    ComparedWith: outcome.comparedWith,
    Diff: outcome.diff,
    Findings: wireFindings(outcome.warnings, lang),
    Published: outcome.published ? { ValidFrom: outcome.published.validFrom.toISOString() } : null,
  });

  const afterImport = (brandId: string, outcome: ImportOutcome) => {
    if (outcome.published && !outcome.dryRun) {
      // Every process hears the publish's notice; this one need not wait for it.
      store.invalidate(brandId);
    }
  };

  return {
    /**
     * `POST …/images`: a picture for a value or model of the brand's catalogue, stored under its content's hash;
     * refused when its bytes are not PNG, JPEG or WebP (400) or it is larger than 1 MB (413).
     */
    async addImage(caller: Caller, brandId: string, body: CatalogueImageBody): Promise<CatalogueImageReply> {
      await openBrand(caller, brandId);
      return pictures.add(Buffer.from(body.Contents, 'base64'));
    },

    /** `GET /catalogue/images/{hash}.{ext}`: an uploaded picture, for anyone (customers see them); 404 when missing. */
    async getImage(name: string) {
      return pictures.read(name);
    },

    /** The brands whose catalogue the OEM admin manages (every brand), with their storefronts and versions. */
    async listBrands(caller: Caller): Promise<CatalogueBrand[]> {
      requireCatalogueManager(caller);
      const brands = await repository.listBrands();
      return Promise.all(
        brands.map(async (brand) => ({
          BrandId: brand.brandId,
          Name: brand.name,
          BrandPartnerIds: brand.brandPartnerIds,
          CurrentVersion: (await store.currentVersionOf(brand.brandId))?.number ?? null,
          LatestVersion: (await findLatestVersion(db, brand.brandId))?.number ?? null,
        })),
      );
    },

    /** Every version of a brand (newest first) with who made and published it, the current one and the scheduled. */
    async listVersions(caller: Caller, brandId: string): Promise<CatalogueVersionsReply> {
      const { brandName } = await openBrand(caller, brandId);
      const [versions, publications] = await Promise.all([listVersions(db, brandId), listPublications(db, brandId)]);
      const now = Date.now();
      const byTime = [...publications].sort(
        (a, b) => b.validFrom.getTime() - a.validFrom.getTime() || b.publishedAt.getTime() - a.publishedAt.getTime(),
      );
      const current = byTime.find((publication) => publication.validFrom.getTime() <= now);
      const numberOf = new Map(versions.map((version) => [version.id, version.number]));
      return {
        BrandId: brandId,
        BrandName: brandName,
        CurrentVersion: current ? (numberOf.get(current.versionId) ?? null) : null,
        Scheduled: byTime
          .filter((publication) => publication.validFrom.getTime() > now)
          .reverse()
          .map((publication) => ({
            Version: numberOf.get(publication.versionId) ?? 0,
            ValidFrom: publication.validFrom.toISOString(),
          })),
        Versions: versions.map((version) => ({
          Number: version.number,
          CreatedAt: version.createdAt.toISOString(),
          CreatedBy: version.createdBy ?? null,
          Source: version.source,
          ModelCount: version.modelCount,
          BasedOn: version.basedOn,
          IsCurrent: current?.versionId === version.id,
          Publications: publications
            .filter((publication) => publication.versionId === version.id)
            .map((publication) => ({
              ValidFrom: publication.validFrom.toISOString(),
              PublishedAt: publication.publishedAt.toISOString(),
              PublishedBy: publication.publishedBy ?? null,
              Note: publication.note ?? null,
            })),
        })),
      };
    },

    /** The catalogue file of a version (or the current one), byte for byte as the format writes it. */
    async exportVersion(caller: Caller, brandId: string, version: CatalogueVersionParams['version']): Promise<string> {
      await openBrand(caller, brandId);
      return catalogueJson(await readVersionFile(db, await versionOf(brandId, version)));
    },

    /**
     * Imports a catalogue file as a new version: lint and the file's tests refuse it with every finding; the reply
     * has the diff against the current version and the warnings. A dry run stores nothing.
     */
    async importFile(
      caller: Caller,
      brandId: string,
      body: unknown,
      query: CatalogueImportQuery,
      lang: Language,
    ): Promise<CatalogueImportReply> {
      const { user } = await openBrand(caller, brandId);
      const scheduled = createScheduledHook({
        brandId,
        userId: user.userId,
        choice: query.scheduled ?? null,
        isImport: true,
      });
      const outcome = await importCatalogue(db, {
        brandId,
        reading: readBody(body),
        source: 'file',
        userId: user.userId,
        dryRun: query.dryRun ?? false,
        publish: publishOf(query),
        pictureExists: pictures.exists,
        scheduled: scheduled.hook,
      });
      afterImport(brandId, outcome);
      const done = scheduled.outcome();
      return { ...replyOf(outcome, lang), ...(done ? { Scheduled: done } : {}) };
    },

    /** The name a new brand's file declares, checked as the file arrives: 409 when a brand has it already. */
    async assertNewBrandName(caller: Caller, name: string): Promise<void> {
      requireCatalogueManager(caller);
      await assertBrandNameFree(db, name);
    },

    /**
     * `POST /catalogue/brands`: a new brand from a catalogue file, named by its `brand.name` (409 when one of that
     * name exists), the file its version 1; the whole file is checked first and a refusal creates nothing.
     */
    async createBrand(
      caller: Caller,
      body: unknown,
      query: CatalogueImportQuery,
      lang: Language,
    ): Promise<CatalogueNewBrandReply> {
      const user = requireCatalogueManager(caller);
      const outcome = await importNewBrand(db, {
        read: () => readBody(body),
        declaredName: declaredBrandName(body),
        userId: user.userId,
        dryRun: query.dryRun ?? false,
        publish: publishOf(query),
        pictureExists: pictures.exists,
      });
      return { ...replyOf(outcome, lang), BrandId: outcome.brandId, BrandName: outcome.brandName };
    },

    /**
     * Publishes a version now or from a future time; a re-publish of an older version is a rollback. While a later
     * publish is scheduled whose version lacks this one's changes, it is refused (409, each such publish with the
     * conflicts a merge meets) unless the body says to merge the changes into it, cancel it, or keep it.
     */
    async publish(
      caller: Caller,
      brandId: string,
      version: CatalogueVersionParams['version'],
      body: CataloguePublishBody,
    ): Promise<CataloguePublishReply> {
      const { user } = await openBrand(caller, brandId);
      const row = await versionOf(brandId, version);
      const scheduled = createScheduledHook({
        brandId,
        userId: user.userId,
        choice: body.Scheduled ?? null,
        resolutions: body.Resolutions ?? [],
      });
      const published = await publishVersion(db, {
        brandId,
        number: row.number,
        from: body.From ? new Date(body.From) : null,
        userId: user.userId,
        note: body.Note ?? null,
        scheduled: scheduled.hook,
      });
      store.invalidate(brandId);
      const done = scheduled.outcome();
      return {
        Version: published.version.number,
        ValidFrom: published.validFrom.toISOString(),
        CurrentVersion: (await store.currentVersionOf(brandId))?.number ?? null,
        ...(done ? { Scheduled: done } : {}),
      };
    },

    /** Cancels a version's publishes still to come (404 when none is scheduled). */
    async cancelPublish(
      caller: Caller,
      brandId: string,
      version: CatalogueVersionParams['version'],
    ): Promise<CatalogueCancelReply> {
      const { user } = await openBrand(caller, brandId);
      const row = await versionOf(brandId, version);
      const times = await cancelScheduledPublishes(db, { brandId, version: row, userId: user.userId });
      store.invalidate(brandId);
      return { Version: row.number, Cancelled: times.map((time) => time.toISOString()) };
    },

    /** Deletes a version no configuration uses that is neither current nor scheduled (409 naming why otherwise). */
    async removeVersion(caller: Caller, brandId: string, version: CatalogueVersionParams['version']): Promise<void> {
      const { user } = await openBrand(caller, brandId);
      const row = await versionOf(brandId, version);
      await removeVersion(db, { brandId, version: row, userId: user.userId });
      store.invalidate(brandId);
    },

    /** Every price of a version as one spreadsheet (model base prices, value prices, price terms of rules). */
    async exportPrices(
      caller: Caller,
      brandId: string,
      version: CatalogueVersionParams['version'],
      lang: Language,
    ): Promise<FileReply> {
      await openBrand(caller, brandId);
      const row = await versionOf(brandId, version);
      const buffer = await writePriceSheet(await readVersionFile(db, row), row.number, lang);
      return {
        FileName: `prices-version-${row.number}.xlsx`,
        MimeType: XLSX,
        Contents: buffer.toString('base64'),
      };
    },

    /**
     * Imports a price sheet as a new version: the version the sheet was exported from with the sheet's prices, then
     * the same checks and diff as a file import. Each refusal names the cell.
     */
    async importPrices(
      caller: Caller,
      brandId: string,
      body: { FileName: string; Contents: string },
      query: CataloguePriceImportQuery,
      lang: Language,
    ): Promise<CatalogueImportReply> {
      const { user } = await openBrand(caller, brandId);
      const { sheet, findings } = await readPriceSheet(Buffer.from(body.Contents, 'base64'));
      if (!sheet) {
        throw refusal(M.invalidPrices, findings);
      }
      const base = sheet.version === null ? undefined : await findVersionByNumber(db, brandId, sheet.version);
      if (!base) {
        throw refusal(M.invalidPrices, [
          finding('Prices!B2', 'priceVersionUnknown', { version: String(sheet.version ?? '') }),
        ]);
      }
      const baseFile = await readVersionFile(db, base);
      if (sheet.brandName !== baseFile.brand.name) {
        throw refusal(M.otherBrand, [
          finding('Prices!B1', 'brandMismatch', { file: sheet.brandName, brand: baseFile.brand.name }),
        ]);
      }
      // Every fault of the sheet at once: those of its cells, then the rows that name no price of the catalogue.
      const applied = applyPriceSheet(baseFile, sheet);
      if (findings.length + applied.findings.length > 0) {
        throw refusal(M.invalidPrices, [...findings, ...applied.findings]);
      }
      // The tests whose expected prices the new prices break: listed, and updated or left out when asked.
      const broken = brokenPriceTests(runCatalogueTests(applied.file));
      const dryRun = query.dryRun ?? false;
      const action = broken.length > 0 ? (query.priceTests ?? null) : null;
      if (broken.length > 0 && action === null && !dryRun) {
        throw refusal(M.priceTestsBroken, testFailures(broken));
      }
      const file = action ? repairPriceTests(applied.file, broken, action) : applied.file;
      const outcome = await importCatalogue(db, {
        brandId,
        reading: readCatalogue(file),
        source: 'prices',
        userId: user.userId,
        dryRun,
        // A dry run shows its diff whatever the tests say; the tests the sheet breaks are listed beside it.
        skipTests: broken.length > 0 && action === null,
        publish: publishOf(query),
        compareWith: base,
        pictureExists: pictures.exists,
      });
      afterImport(brandId, outcome);
      return {
        ...replyOf(outcome, lang),
        PriceTests: broken.map((outcome) => ({
          Name: outcome.name,
          Path: outcome.path,
          Failures: wireFindings(outcome.failures, lang),
        })),
        PriceTestAction: action,
      };
    },

    /** What changed from one version to another. */
    async diffVersions(
      caller: Caller,
      brandId: string,
      version: CatalogueVersionParams['version'],
      against: number,
    ): Promise<CatalogueDiff> {
      await openBrand(caller, brandId);
      const [after, before] = await Promise.all([versionOf(brandId, version), versionOf(brandId, against)]);
      return diffCatalogues(await readVersionFile(db, before), await readVersionFile(db, after));
    },

    /** Lint and the catalogue's own tests on a file, storing nothing (the workbench's check before publish). */
    async check(caller: Caller, brandId: string, body: unknown, lang: Language): Promise<CatalogueCheckReply> {
      await openBrand(caller, brandId);
      const reading = readBody(body);
      // Lint runs offline; the server also knows which pictures are uploaded.
      const findings = [
        ...lintCatalogue(reading),
        ...(reading.file ? await missingPictureFindings(reading.file, pictures.exists) : []),
      ];
      const tests =
        reading.file && !findings.some((item) => item.severity === 'error') ? runCatalogueTests(reading.file) : [];
      return {
        Findings: wireFindings(findings, lang),
        Tests: tests.map((outcome) => ({
          Name: outcome.name,
          Path: outcome.path,
          Passed: outcome.failures.length === 0,
          Failures: wireFindings(outcome.failures, lang),
        })),
      };
    },

    /** The JSON Schema of the catalogue file, for editors. */
    schema: () => catalogueJsonSchema(),
  };
};
/** The catalogue management service. */
export type CatalogueService = ReturnType<typeof createCatalogueService>;
