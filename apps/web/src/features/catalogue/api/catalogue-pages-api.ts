import type {
  CatalogueImportReply,
  CatalogueRefusal,
  CatalogueScheduledRefusal,
  CatalogueScheduledSituation,
  FileReply,
  PriceTestAction,
} from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import { ApiError } from '#web/lib/api-client';
import { fileToBase64 } from '#web/lib/files';

// The calls of the history and prices pages beyond the workbench's (catalogue-api.ts): a version as a file to
// download, a price sheet imported with a publish time, and what a refused import says.

/** A version's catalogue file as a download (`<brand>-v<N>.catalogue.json`, the JSON the catalogue command writes). */
export const exportVersionFile = async (brandId: string, brandName: string, version: number): Promise<FileReply> => {
  const file = await callApi('exportCatalogueVersion', { params: { brandId, version: String(version) } });
  const name = brandName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'catalogue';
  return {
    FileName: `${name}-v${version}.catalogue.json`,
    MimeType: 'application/json',
    Contents: await fileToBase64(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' })),
  };
};

/** Imports a price sheet as a new version: a dry run only shows the diff; else it is stored, and published when asked. */
export const importPriceSheet = async (
  brandId: string,
  sheet: File,
  options: { dryRun: boolean; publish: boolean; priceTests?: PriceTestAction | null },
): Promise<CatalogueImportReply> =>
  callApi('importCataloguePrices', {
    params: { brandId },
    query: {
      dryRun: options.dryRun ? 'true' : 'false',
      publish: options.publish ? 'true' : 'false',
      ...(options.priceTests ? { priceTests: options.priceTests } : {}),
    },
    body: { FileName: sheet.name, Contents: await fileToBase64(sheet) },
  });

/** The findings of a refused import (each cell and what is wrong with it); none for any other error. */
export const refusalFindings = (error: unknown): NonNullable<CatalogueRefusal['Findings']> => {
  if (!(error instanceof ApiError) || error.status !== 400) {
    return [];
  }
  const findings = (error.body as Partial<CatalogueRefusal> | null | undefined)?.Findings;
  return Array.isArray(findings) ? findings : [];
};

/** After a publish or an import: the brand's versions and the brands' current versions are read again. */
export const refreshVersions = (queryClient: QueryClient, brandId: string): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey('listCatalogueVersions', { params: { brandId } }) }),
    queryClient.invalidateQueries({ queryKey: callKey('listCatalogueBrands', {}) }),
  ]);

/** The later scheduled publishes a refused publish names (409: they lack its changes); null for any other error. */
export const scheduledSituation = (error: unknown): CatalogueScheduledSituation[] | null => {
  if (!(error instanceof ApiError) || error.status !== 409) {
    return null;
  }
  const scheduled = (error.body as Partial<CatalogueScheduledRefusal> | null | undefined)?.Scheduled;
  return Array.isArray(scheduled) && scheduled.length > 0 ? scheduled : null;
};

/** Cancels a version's scheduled publishes. */
export const cancelScheduledPublish = (brandId: string, version: number) =>
  callApi('cancelCataloguePublish', { params: { brandId, version: String(version) } });

/** Deletes a version nothing uses that is neither current nor scheduled (409 naming why otherwise). */
export const removeVersion = (brandId: string, version: number) =>
  callApi('removeCatalogueVersion', { params: { brandId, version: String(version) } });
