import '#web/lib/mantine-styles';
import type { CatalogueBrand, CatalogueDraft, CatalogueDraftOperation, CatalogueFile } from '@door/contract';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { errorMessageOf } from '#web/lib/error-message';
import { downloadFile } from '#web/lib/files';
import { useDateFormats } from '#web/lib/format';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import {
  changeDraft,
  createDraft,
  draftKey,
  exportPrices,
  useCatalogueDraft,
  useCatalogueVersionFile,
} from '../api/catalogue-api';
import { CatalogueShell } from '../components/catalogue-shell';
import { PriceBulkDialog } from '../components/price-bulk-dialog';
import { PriceGridTable } from '../components/price-grid';
import { PriceImportDialog } from '../components/price-import-dialog';
import { filterPriceGrid, priceGrid } from '../lib/price-edit';
import '../components/catalogue-pages.css';

/**
 * Saves price edits to the draft one after the other, each with the revision the last save gave (two quick edits
 * never refuse each other). A 409 means another maintainer saved since: the draft is read again and the user told.
 */
const useSavePrices = (brandId: string) => {
  const { t } = useTranslation('catalogue-pages');
  const queryClient = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return (ops: CatalogueDraftOperation[]): Promise<boolean> => {
    const save = async (): Promise<boolean> => {
      const draft = queryClient.getQueryData<CatalogueDraft | null>(draftKey(brandId));
      if (!draft) {
        return false;
      }
      try {
        queryClient.setQueryData(draftKey(brandId), await changeDraft(brandId, draft.Revision, ops));
        toast(t('prices.saved'));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          await queryClient.invalidateQueries({ queryKey: draftKey(brandId) });
          notify({ kind: 'error', title: t('prices.conflictTitle'), message: t('prices.conflict') });
        } else {
          notify({
            kind: 'error',
            title: t('prices.saveFailed'),
            message: errorMessageOf(error, t('prices.saveFailed')),
          });
        }
        return false;
      }
    };
    const next = queue.current.then(save, save);
    queue.current = next;
    return next;
  };
};

/** The grid of the chosen model, its filter, and the buttons of the page. */
const PricesPage = ({ brand }: { brand: CatalogueBrand }) => {
  const { t } = useTranslation('catalogue-pages');
  const formats = useDateFormats();
  const language = useAppStore((state) => state.language);
  const queryClient = useQueryClient();
  const brandId = brand.BrandId;
  const [editing, setEditing] = useState(false);
  const draft = useCatalogueDraft(brandId, { poll: !editing });
  // Without a draft the grid shows the current version (else the latest), read-only.
  const shownVersion = brand.CurrentVersion ?? brand.LatestVersion;
  const version = useCatalogueVersionFile(
    brandId,
    draft.data === null && shownVersion !== null ? String(shownVersion) : null,
  );
  const [modelCode, setModelCode] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'bulk' | 'import' | null>(null);
  const [starting, setStarting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const savePrices = useSavePrices(brandId);

  const startDraft = async () => {
    setStarting(true);
    try {
      queryClient.setQueryData(draftKey(brandId), await createDraft(brandId, {}));
      toast(t('prices.draftStarted'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone started one meanwhile: that one is edited.
        await queryClient.invalidateQueries({ queryKey: draftKey(brandId) });
      }
      notify({
        kind: 'error',
        title: t('prices.startFailed'),
        message: errorMessageOf(error, t('prices.startFailed')),
      });
    } finally {
      setStarting(false);
    }
  };

  const exportSheet = async () => {
    if (shownVersion === null) {
      return;
    }
    setExporting(true);
    try {
      downloadFile(await exportPrices(brandId, String(shownVersion)));
    } catch (error) {
      notify({
        kind: 'error',
        title: t('prices.exportFailed'),
        message: errorMessageOf(error, t('prices.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  if (draft.isError) {
    return <QueryState query={draft} errorTitle={t('prices.loadFailed')} />;
  }
  if (draft.data === undefined) {
    return <QueryState query={draft} />;
  }
  const openDraft = draft.data;
  const fileQuery = openDraft ? null : version;
  if (fileQuery && shownVersion === null) {
    return <Text c="dimmed">{t('prices.noVersion')}</Text>;
  }
  if (fileQuery && (fileQuery.isError || fileQuery.data === undefined)) {
    return <QueryState query={fileQuery} errorTitle={t('prices.loadFailed')} />;
  }
  const file = (openDraft ? openDraft.File : fileQuery?.data) as CatalogueFile | undefined;
  if (!file) {
    return null;
  }
  const model = file.models.find((entry) => entry.code === modelCode) ?? file.models[0];
  const grid = model ? priceGrid(file, model.code, language) : null;
  const shown = grid ? filterPriceGrid(grid, search) : null;
  const isEditable = openDraft !== null;

  return (
    <Stack gap="md" data-testid="catalogue-prices">
      {openDraft ? (
        <Alert color="blue" title={t('prices.draftTitle')}>
          {t('prices.draftInfo', {
            revision: openDraft.Revision,
            who: openDraft.UpdatedBy,
            when: formats.dateTime(openDraft.UpdatedAt),
          })}
        </Alert>
      ) : (
        <Alert color="gray" title={t('prices.readOnlyTitle', { version: shownVersion ?? '' })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('prices.readOnlyInfo')}</Text>
            <Button onClick={() => void startDraft()} loading={starting} data-testid="prices-start-draft">
              {t('prices.startDraft')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" className="cat-prices__toolbar">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('prices.pickModel')}
            data={file.models.map((entry) => ({ value: entry.code, label: `${entry.name} (${entry.code})` }))}
            value={model?.code ?? null}
            onChange={(value) => setModelCode(value)}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('prices.nothingFound')}
            w={260}
            maw="100%"
          />
          <TextInput
            label={t('prices.filter')}
            description={t('prices.filterHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            w={220}
            maw="100%"
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={() => setDialog('bulk')} disabled={!isEditable || !grid}>
            {t('prices.bulk')}
          </Button>
          <Button
            variant="default"
            onClick={() => void exportSheet()}
            loading={exporting}
            disabled={shownVersion === null}
          >
            {t('prices.export', { version: shownVersion ?? '' })}
          </Button>
          <Button variant="default" onClick={() => setDialog('import')}>
            {t('prices.import')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('prices.listPriceHint')}
        {isEditable ? ` ${t('prices.sheetHint')}` : ''}
      </Text>
      {!grid || !shown ? (
        <Text c="dimmed">{t('prices.noModels')}</Text>
      ) : (
        <div>
          {/* While a price is typed the draft is not polled, so a second maintainer's save cannot move the row. */}
          <PriceGridTable grid={shown} editable={isEditable} onSave={savePrices} onEditing={setEditing} />
          {shown.groups.length === 0 && search.trim() !== '' ? (
            <Text c="dimmed" mt="xs">
              {t('prices.nothingFound')}
            </Text>
          ) : null}
        </div>
      )}
      {dialog === 'bulk' && grid && isEditable ? (
        <PriceBulkDialog file={file} grid={grid} onSave={savePrices} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'import' ? <PriceImportDialog brandId={brandId} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
};

/**
 * /admin/catalogue/prices (OEM admins): the price grid of one model (base price and every value's price), edited
 * inline in the draft, bulk changes by a percentage, and the price spreadsheet out and in with its dry-run diff.
 */
export const CataloguePricesRoute = () => {
  const { t } = useTranslation('catalogue-pages');
  return <CatalogueShell title={t('prices.title')}>{(brand) => <PricesPage brand={brand} />}</CatalogueShell>;
};
