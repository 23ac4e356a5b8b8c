import '#web/lib/mantine-styles';
import type { CatalogueBrand, CatalogueVersion, CatalogueVersionsReply } from '@door/contract';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { downloadFile } from '#web/lib/files';
import { useDateFormats } from '#web/lib/format';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useCatalogueVersionFile, useCatalogueVersions, useVersionDiff } from '../api/catalogue-api';
import { cancelScheduledPublish, exportVersionFile, refreshVersions, removeVersion } from '../api/catalogue-pages-api';
import { CatalogueShell } from '../components/catalogue-shell';
import { DiffView } from '../components/diff-view';
import { HistoryVersionFile } from '../components/history-version-file';
import { RepublishDialog } from '../components/republish-dialog';
import '../components/catalogue-pages.css';

/** The two versions compared: the older side (`against`) and the newer. */
type Comparison = { against: number | null; version: number | null };

/** Whether a moment is still to come. */
const isFuture = (moment: string) => new Date(moment).getTime() > Date.now();

/** A version opened read-only: its file as models, parameters with prices, and rules. */
const OpenVersionDialog = ({
  brandId,
  version,
  onClose,
}: {
  brandId: string;
  version: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const language = useAppStore((state) => state.language);
  const isNarrow = useMediaQuery('(max-width: 40em)');
  const file = useCatalogueVersionFile(brandId, String(version));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('open.title', { version })}
      size="xl"
      fullScreen={isNarrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <div data-testid="history-open">
        <QueryState query={file} errorTitle={t('open.failed')}>
          {(data) => <HistoryVersionFile file={data} language={language} />}
        </QueryState>
      </div>
    </Modal>
  );
};

/** Two versions picked and what changed between them. */
const ComparePanel = ({
  brandId,
  versions,
  comparison,
  onChange,
}: {
  brandId: string;
  versions: CatalogueVersion[];
  comparison: Comparison;
  onChange: (comparison: Comparison) => void;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const diff = useVersionDiff(brandId, comparison.version, comparison.against);
  const options = versions.map((version) => ({
    value: String(version.Number),
    label: t('history.versionNumber', { version: version.Number }),
  }));
  const pick = (value: string | null) => (value === null ? null : Number(value));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cat-history-compare">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cat-history-compare">
          {t('compare.title')}
        </Title>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('compare.against')}
            data={options}
            value={comparison.against === null ? null : String(comparison.against)}
            onChange={(value) => onChange({ ...comparison, against: pick(value) })}
            placeholder={t('compare.pick')}
            clearable
            w={180}
          />
          <Select
            label={t('compare.version')}
            data={options}
            value={comparison.version === null ? null : String(comparison.version)}
            onChange={(value) => onChange({ ...comparison, version: pick(value) })}
            placeholder={t('compare.pick')}
            clearable
            w={180}
          />
          <Button
            variant="default"
            onClick={() => onChange({ against: comparison.version, version: comparison.against })}
            disabled={comparison.against === null && comparison.version === null}
          >
            {t('compare.swap')}
          </Button>
        </Group>
        <div aria-live="polite">
          {comparison.against === null || comparison.version === null ? (
            <Text c="dimmed">{t('compare.hint')}</Text>
          ) : comparison.against === comparison.version ? (
            <Text c="dimmed">{t('compare.same')}</Text>
          ) : diff.isError ? (
            <Alert color="red" role="alert" title={t('diff.failed')}>
              {errorMessageOf(diff.error, t('diff.failed'))}
            </Alert>
          ) : diff.data ? (
            <Stack gap="xs">
              <Text fw={600}>{t('compare.heading', { against: comparison.against, version: comparison.version })}</Text>
              <DiffView diff={diff.data} />
            </Stack>
          ) : (
            <Loader size="sm" aria-label={t('loading')} />
          )}
        </div>
      </Stack>
    </Paper>
  );
};

/** One version: when and by whom it was made, from what, its publishes with their notes, and what can be done to it. */
const VersionCard = ({
  version,
  reply,
  onOpen,
  onCompare,
  onExport,
  onRepublish,
  onCancelSchedule,
  onRemove,
  exporting,
}: {
  version: CatalogueVersion;
  reply: CatalogueVersionsReply;
  onOpen: () => void;
  onCompare: () => void;
  onExport: () => void;
  onRepublish: () => void;
  onCancelSchedule: () => void;
  onRemove: () => void;
  exporting: boolean;
}) => {
  const { t } = useTranslation('catalogue-pages');
  const formats = useDateFormats();
  const scheduled = reply.Scheduled.filter((entry) => entry.Version === version.Number);
  const headingId = `cat-history-v${version.Number}`;
  const canCompare = reply.Versions.length > 1;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-labelledby={headingId}
      className={`cat-history__version${version.IsCurrent ? ' is-current' : ''}`}
      data-testid={`history-version-${version.Number}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={headingId}>
              {t('history.versionNumber', { version: version.Number })}
            </Title>
            {version.IsCurrent ? <Badge color="green">{t('history.current')}</Badge> : null}
            {scheduled.map((entry) => (
              <Badge key={entry.ValidFrom} color="orange" variant="light">
                {t('history.scheduledFrom', { from: formats.dateTime(entry.ValidFrom) })}
              </Badge>
            ))}
            {version.Publications.length === 0 ? (
              <Badge color="gray" variant="light">
                {t('history.neverPublished')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="default" onClick={onOpen}>
              {t('history.open')}
            </Button>
            <Button size="xs" variant="default" onClick={onCompare} disabled={!canCompare}>
              {t('history.compare')}
            </Button>
            <Button size="xs" variant="default" onClick={onExport} loading={exporting}>
              {t('history.export')}
            </Button>
            <Button size="xs" onClick={onRepublish}>
              {version.Publications.length === 0 ? t('history.publish') : t('history.republish')}
            </Button>
            {scheduled.length > 0 ? (
              <Button size="xs" variant="default" onClick={onCancelSchedule}>
                {t('history.cancelSchedule')}
              </Button>
            ) : null}
            {/* The server says when a version is still used (documents, carts, the draft): the button asks it. */}
            {!version.IsCurrent && scheduled.length === 0 ? (
              <Button size="xs" variant="default" onClick={onRemove}>
                {t('history.remove')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Text size="sm">
          {t('history.created', {
            when: formats.dateTime(version.CreatedAt),
            who: version.CreatedBy ?? t('history.system'),
          })}
          {' · '}
          {t(`history.sources.${version.Source}`)}
          {' · '}
          {t('history.models', { count: version.ModelCount })}
          {version.BasedOn === null ? null : (
            <>
              {' · '}
              {t('history.basedOn', { version: version.BasedOn })}
            </>
          )}
        </Text>
        {version.Publications.length > 0 ? (
          <div>
            <Text size="sm" fw={600} id={`${headingId}-publications`}>
              {t('history.publications')}
            </Text>
            <ul className="cat-history__publications" aria-labelledby={`${headingId}-publications`}>
              {[...version.Publications].reverse().map((publication) => (
                <li key={`${publication.PublishedAt}|${publication.ValidFrom}`}>
                  <Text size="sm" component="span">
                    {t(isFuture(publication.ValidFrom) ? 'history.publicationFuture' : 'history.publication', {
                      from: formats.dateTime(publication.ValidFrom),
                      who: publication.PublishedBy ?? t('history.system'),
                      when: formats.dateTime(publication.PublishedAt),
                    })}
                  </Text>
                  {publication.Note ? (
                    <Text size="sm" c="dimmed" className="cat-pages__note">
                      {t('history.note', { note: publication.Note })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
};

/** The history of one brand: the comparison on top, then every version, newest first. */
const HistoryPage = ({ brand }: { brand: CatalogueBrand }) => {
  const { t } = useTranslation('catalogue-pages');
  const versions = useCatalogueVersions(brand.BrandId);
  const [opened, setOpened] = useState<number | null>(null);
  const [republishing, setRepublishing] = useState<number | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  const [comparison, setComparison] = useState<Comparison>({ against: null, version: null });
  const [confirming, setConfirming] = useState<{ action: 'cancelSchedule' | 'remove'; version: number } | null>(null);
  const queryClient = useQueryClient();

  /** Cancels a version's scheduled publish, or deletes a version; the server's refusal says why not. */
  const act = async ({ action, version }: { action: 'cancelSchedule' | 'remove'; version: number }) => {
    setConfirming(null);
    try {
      if (action === 'cancelSchedule') {
        await cancelScheduledPublish(brand.BrandId, version);
      } else {
        await removeVersion(brand.BrandId, version);
      }
      await refreshVersions(queryClient, brand.BrandId);
      toast(t(`history.${action}Done`, { version }));
    } catch (error) {
      notify({
        kind: 'error',
        title: t(`history.${action}Failed`, { version }),
        message: errorMessageOf(error, t(`history.${action}Failed`, { version })),
      });
    }
  };

  const exportVersion = async (version: number) => {
    setExporting(version);
    try {
      downloadFile(await exportVersionFile(brand.BrandId, brand.Name, version));
    } catch (error) {
      notify({
        kind: 'error',
        title: t('history.exportFailed'),
        message: errorMessageOf(error, t('history.exportFailed')),
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <QueryState
      query={versions}
      errorTitle={t('history.loadFailed')}
      isEmpty={(reply) => reply.Versions.length === 0}
      emptyText={t('history.empty')}
    >
      {(reply) => {
        const compareWith = (version: number): Comparison => {
          // Against the current version, or (for the current one) the version before it.
          const older = reply.Versions.find((entry) => entry.Number < version)?.Number ?? null;
          const against =
            reply.CurrentVersion !== null && reply.CurrentVersion !== version ? reply.CurrentVersion : older;
          return { against, version };
        };
        const republished = reply.Versions.find((entry) => entry.Number === republishing);
        return (
          <Stack gap="md" data-testid="catalogue-history">
            <Text size="sm">
              {reply.CurrentVersion === null
                ? t('history.noCurrent')
                : t('history.summary', { count: reply.Versions.length, current: reply.CurrentVersion })}
            </Text>
            <ComparePanel
              brandId={brand.BrandId}
              versions={reply.Versions}
              comparison={comparison}
              onChange={setComparison}
            />
            {reply.Versions.map((version) => (
              <VersionCard
                key={version.Number}
                version={version}
                reply={reply}
                onOpen={() => setOpened(version.Number)}
                onCompare={() => {
                  setComparison(compareWith(version.Number));
                  document.getElementById('cat-history-compare')?.scrollIntoView({ block: 'start' });
                }}
                onExport={() => void exportVersion(version.Number)}
                onRepublish={() => setRepublishing(version.Number)}
                onCancelSchedule={() => setConfirming({ action: 'cancelSchedule', version: version.Number })}
                onRemove={() => setConfirming({ action: 'remove', version: version.Number })}
                exporting={exporting === version.Number}
              />
            ))}
            {opened === null ? null : (
              <OpenVersionDialog brandId={brand.BrandId} version={opened} onClose={() => setOpened(null)} />
            )}
            <ConfirmDialog
              opened={confirming !== null}
              title={confirming ? t(`history.${confirming.action}Title`, { version: confirming.version }) : ''}
              message={confirming ? t(`history.${confirming.action}Question`, { version: confirming.version }) : ''}
              confirmLabel={confirming ? t(`history.${confirming.action}`) : undefined}
              onConfirm={() => {
                if (confirming) {
                  void act(confirming);
                }
              }}
              onCancel={() => setConfirming(null)}
            />
            {republished ? (
              <RepublishDialog
                brandId={brand.BrandId}
                version={republished}
                currentVersion={reply.CurrentVersion}
                onClose={() => setRepublishing(null)}
              />
            ) : null}
          </Stack>
        );
      }}
    </QueryState>
  );
};

/**
 * /admin/catalogue/history (OEM admins): every version of the brand's catalogue, newest first, with who made and
 * published it and the notes; any version opened read-only, compared with another, exported, or published again (a
 * later scheduled version that lacks its changes is warned of, with the choice to merge, cancel or keep it); a
 * scheduled publish cancelled; a version nothing uses deleted.
 */
export const CatalogueHistoryRoute = () => {
  const { t } = useTranslation('catalogue-pages');
  return <CatalogueShell title={t('history.title')}>{(brand) => <HistoryPage brand={brand} />}</CatalogueShell>;
};
