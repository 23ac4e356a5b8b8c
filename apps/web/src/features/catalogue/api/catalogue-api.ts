import type {
  CatalogueDraftOperation,
  CatalogueDraftPreviewBody,
  CatalogueDraftPublishBody,
  CatalogueFile,
  CataloguePublishBody,
} from '@door/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

// The catalogue workbench's calls: the brands the OEM admin manages, their versions, the open draft and what is
// done to it (changes, check, preview, publish), pictures, and the price spreadsheet.

/** The brands whose catalogue the caller manages. */
export const useCatalogueBrands = () =>
  useQuery({ queryKey: callKey('listCatalogueBrands', {}), queryFn: () => callApi('listCatalogueBrands', {}) });

/** Every version of a brand's catalogue, newest first. */
export const useCatalogueVersions = (brandId: string) =>
  useQuery({
    queryKey: callKey('listCatalogueVersions', { params: { brandId } }),
    queryFn: () => callApi('listCatalogueVersions', { params: { brandId } }),
  });

/** The query key of a brand's open draft. */
export const draftKey = (brandId: string) => callKey('getCatalogueDraft', { params: { brandId } });

/** Reads the brand's open draft; null when there is none. */
export const fetchDraft = async (brandId: string) => {
  try {
    return await callApi('getCatalogueDraft', { params: { brandId } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      return null;
    }
    throw error;
  }
};

/**
 * The brand's open draft (null when there is none). While no edit is waiting, it is read again every few seconds,
 * so a second maintainer's saves show up.
 */
export const useCatalogueDraft = (brandId: string, { poll }: { poll: boolean }) =>
  useQuery({ queryKey: draftKey(brandId), queryFn: () => fetchDraft(brandId), refetchInterval: poll ? 5000 : false });

/** A version's catalogue file (`current` or a number). */
export const useCatalogueVersionFile = (brandId: string, version: string | null) =>
  useQuery({
    queryKey: callKey('exportCatalogueVersion', { params: { brandId, version: version ?? '' } }),
    queryFn: () =>
      callApi('exportCatalogueVersion', { params: { brandId, version: version ?? '' } }) as Promise<CatalogueFile>,
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What changed from version `against` to `version`. */
export const useVersionDiff = (brandId: string, version: number | null, against: number | null) =>
  useQuery({
    queryKey: callKey('compareCatalogueVersions', {
      params: { brandId, version: String(version ?? '') },
      query: { against: against ?? 0 },
    }),
    queryFn: () =>
      callApi('compareCatalogueVersions', {
        params: { brandId, version: String(version ?? '') },
        query: { against: against ?? 0 },
      }),
    enabled: version !== null && against !== null && version !== against,
  });

/** Starts the draft from the current version, another version, or an uploaded file. */
export const createDraft = (brandId: string, from: { version?: number; file?: unknown }) =>
  callApi('createCatalogueDraft', {
    params: { brandId },
    body: { ...(from.version ? { FromVersion: from.version } : {}), ...(from.file ? { File: from.file } : {}) },
  });

/** Applies operations to the draft at the revision read (409 when someone saved since). */
export const changeDraft = (brandId: string, revision: number, operations: CatalogueDraftOperation[]) =>
  callApi('updateCatalogueDraft', { params: { brandId }, body: { Revision: revision, Operations: operations } });

/** Renames the code of the entry at a pointer with every reference to it (400 naming a code that is taken). */
export const renameDraftCode = (brandId: string, revision: number, path: string, to: string) =>
  callApi('updateCatalogueDraftCode', { params: { brandId }, body: { Revision: revision, Path: path, To: to } });

/** Discards the draft. */
export const removeDraft = (brandId: string) => callApi('removeCatalogueDraft', { params: { brandId } });

/** Lint, the catalogue tests and the diff against the current version. */
export const checkDraft = (brandId: string) => callApi('checkCatalogueDraft', { params: { brandId } });

/** Publishes the draft now or from a time, with a note. */
export const publishDraft = (brandId: string, body: CatalogueDraftPublishBody) =>
  callApi('publishCatalogueDraft', { params: { brandId }, body });

/** Publishes an existing version again (a rollback), now or from a time. */
export const publishVersion = (brandId: string, version: number, body: CataloguePublishBody) =>
  callApi('publishCatalogueVersion', { params: { brandId, version: String(version) }, body });

/** The draft a preview runs on: the revision last saved and the edits made on it not yet saved. */
export type PreviewDraft = { revision: number | null; unsaved: CatalogueDraftOperation[] };

/** The preview call's body for the choices on a draft; null while there is nothing to ask. */
const previewBody = (
  draft: PreviewDraft,
  choices: CatalogueDraftPreviewBody | null,
): CatalogueDraftPreviewBody | null =>
  choices && draft.revision !== null
    ? { ...choices, Revision: draft.revision, ...(draft.unsaved.length > 0 ? { Operations: draft.unsaved } : {}) }
    : null;

const previewKey = (brandId: string, body: CatalogueDraftPreviewBody | null) =>
  callKey('previewCatalogueDraft', { params: { brandId }, body: body ?? { Model: '' } });

/**
 * Asks the preview of an edit at once, from the edit itself, before the workbench is drawn again: the render that
 * follows finds the answer on its way under the same key.
 */
export const prefetchDraftPreview = (
  queryClient: QueryClient,
  brandId: string,
  draft: PreviewDraft,
  choices: CatalogueDraftPreviewBody | null,
) => {
  const body = previewBody(draft, choices);
  if (body) {
    void queryClient.prefetchQuery({
      queryKey: previewKey(brandId, body),
      queryFn: () => callApi('previewCatalogueDraft', { params: { brandId }, body }),
      retry: false,
    });
  }
};

/**
 * The configurator on the draft: on the revision last saved with the edits not yet saved (so the preview shows an
 * edit while its save is on its way), kept while the next answer loads so the preview never blanks.
 */
export const useDraftPreview = (brandId: string, draft: PreviewDraft, choices: CatalogueDraftPreviewBody | null) => {
  const body = previewBody(draft, choices);
  return useQuery({
    queryKey: previewKey(brandId, body),
    queryFn: () => callApi('previewCatalogueDraft', { params: { brandId }, body: body ?? { Model: '' } }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** The preview of a model after changes on the draft as edited, asked once (a test's expectations are taken from it). */
export const previewDraft = (brandId: string, draft: PreviewDraft, choices: CatalogueDraftPreviewBody) => {
  const body = previewBody(draft, choices);
  return callApi('previewCatalogueDraft', { params: { brandId }, body: body ?? choices });
};

/** Uploads a picture for a value or model. */
export const addImage = (brandId: string, fileName: string, contents: string) =>
  callApi('addCatalogueImage', { params: { brandId }, body: { FileName: fileName, Contents: contents } });

/** Every price of a version as a spreadsheet. */
export const exportPrices = (brandId: string, version: string) =>
  callApi('exportCataloguePrices', { params: { brandId, version } });

/** Imports a price spreadsheet as a new version: a dry run shows what changes, else it is stored (and published). */
export const importPrices = (
  brandId: string,
  sheet: { FileName: string; Contents: string },
  options: { dryRun: boolean; publish: boolean },
) =>
  callApi('importCataloguePrices', {
    params: { brandId },
    query: { dryRun: options.dryRun ? 'true' : 'false', publish: options.publish ? 'true' : 'false' },
    body: sheet,
  });
