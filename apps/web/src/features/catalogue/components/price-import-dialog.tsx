import '#web/lib/mantine-styles';
import type { CatalogueFinding, CatalogueImportReply, PriceTestAction } from '@door/contract';
import { Alert, Button, Checkbox, FileInput, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { toast } from '#web/stores/notification-store';
import { importPriceSheet, refreshVersions, refusalFindings } from '../api/catalogue-pages-api';
import { DiffView } from './diff-view';
import { FindingList, RefusalAlert } from './finding-list';
import './catalogue-pages.css';

/** The largest price sheet sent (the server refuses larger bodies anyway; this says so before the upload). */
const SHEET_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Imports a price spreadsheet (the one "Export prices" gives, with column H changed): the sheet is checked first (a
 * dry run shows every price old → new and the warnings, or why it is refused, cell by cell), then stored as a new
 * version, and published at once when asked.
 */
export const PriceImportDialog = ({ brandId, onClose }: { brandId: string; onClose: () => void }) => {
  const { t } = useTranslation('catalogue-pages');
  const queryClient = useQueryClient();
  const isNarrow = useMediaQuery('(max-width: 40em)');
  const [sheet, setSheet] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState<CatalogueImportReply | null>(null);
  const [publish, setPublish] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [findings, setFindings] = useState<CatalogueFinding[]>([]);
  const [priceTests, setPriceTests] = useState<PriceTestAction | null>(null);

  const choose = (file: File | null) => {
    setSheet(file);
    setDryRun(null);
    setPriceTests(null);
    setProblem(file && file.size > SHEET_MAX_BYTES ? t('import.tooLarge') : null);
    setFindings([]);
  };

  const fail = (error: unknown, title: string) => {
    setProblem(errorMessageOf(error, title));
    setFindings(refusalFindings(error));
  };

  const check = async (action: PriceTestAction | null = priceTests) => {
    if (!sheet || busy) {
      return;
    }
    setBusy(true);
    setProblem(null);
    setFindings([]);
    try {
      setDryRun(await importPriceSheet(brandId, sheet, { dryRun: true, publish: false, priceTests: action }));
    } catch (error) {
      fail(error, t('import.checkFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sheet || busy) {
      return;
    }
    if (!dryRun) {
      await check();
      return;
    }
    setBusy(true);
    setProblem(null);
    setFindings([]);
    try {
      const reply = await importPriceSheet(brandId, sheet, { dryRun: false, publish, priceTests });
      await refreshVersions(queryClient, brandId);
      toast(
        !reply.IsNew
          ? t('import.sameAs', { version: reply.Version ?? '' })
          : reply.Published
            ? t('import.donePublished', { version: reply.Version ?? '' })
            : t('import.done', { version: reply.Version ?? '' }),
      );
      onClose();
    } catch (error) {
      fail(error, t('import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const unchanged = dryRun !== null && dryRun.Diff.Prices.length === 0;
  const brokenTests = dryRun?.PriceTests ?? [];
  const undecided = brokenTests.length > 0 && priceTests === null;
  // A choice shows at once what it does to the tests: the dry run again, with the choice.
  const decide = (value: string) => {
    const action = value === 'update' || value === 'drop' ? value : null;
    setPriceTests(action);
    void check(action);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('import.title')}
      size="xl"
      fullScreen={isNarrow}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} data-testid="import-dialog">
        <Stack>
          <Text size="sm">{t('import.intro')}</Text>
          <FileInput
            label={t('import.file')}
            description={t('import.fileHint')}
            placeholder={t('import.pick')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={sheet}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': t('import.clear') }}
          />
          {problem ? (
            <RefusalAlert
              title={t('import.refused')}
              problem={problem}
              findings={findings}
              findingsLabel={t('import.findings')}
            />
          ) : null}
          {dryRun ? (
            <section aria-label={t('import.preview')} data-testid="import-preview">
              <Stack gap="sm">
                <Text fw={600}>
                  {dryRun.ComparedWith === null
                    ? t('import.previewFirst')
                    : t('import.previewAgainst', { version: dryRun.ComparedWith })}
                </Text>
                {brokenTests.length > 0 ? (
                  <Alert color="orange" title={t('import.priceTests.title', { count: brokenTests.length })}>
                    <Stack gap="xs">
                      <Text size="sm">{t('import.priceTests.intro')}</Text>
                      <List size="sm" spacing={2} aria-label={t('import.priceTests.list')} data-testid="price-tests">
                        {brokenTests.map((test) => (
                          <List.Item key={test.Path}>
                            <Text span size="sm" fw={600}>
                              {test.Name}
                            </Text>
                            <List size="sm" withPadding>
                              {test.Failures.map((failure) => (
                                <List.Item key={failure.Path}>{failure.Message}</List.Item>
                              ))}
                            </List>
                          </List.Item>
                        ))}
                      </List>
                      <Radio.Group
                        label={t('import.priceTests.choose')}
                        value={priceTests ?? ''}
                        onChange={decide}
                        error={undecided ? t('import.priceTests.needChoice') : undefined}
                      >
                        <Stack gap={6} mt={4}>
                          <Radio value="update" label={t('import.priceTests.update')} disabled={busy} />
                          <Radio value="drop" label={t('import.priceTests.drop')} disabled={busy} />
                        </Stack>
                      </Radio.Group>
                    </Stack>
                  </Alert>
                ) : null}
                <DiffView diff={dryRun.Diff} />
                {dryRun.Findings.length > 0 ? (
                  <div>
                    <Text size="sm" fw={600}>
                      {t('import.warnings', { count: dryRun.Findings.length })}
                    </Text>
                    <FindingList findings={dryRun.Findings} label={t('import.findings')} />
                  </div>
                ) : null}
                <Checkbox
                  label={t('import.publish')}
                  description={t('import.publishHint')}
                  checked={publish}
                  onChange={(event) => setPublish(event.currentTarget.checked)}
                />
              </Stack>
            </section>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            {dryRun ? (
              <Button type="submit" loading={busy} disabled={unchanged || undecided}>
                {publish ? t('import.confirmPublish') : t('import.confirm')}
              </Button>
            ) : (
              <Button type="submit" loading={busy} disabled={!sheet || (sheet?.size ?? 0) > SHEET_MAX_BYTES}>
                {t('import.check')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
