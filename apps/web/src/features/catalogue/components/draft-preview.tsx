import '#web/lib/mantine-styles';
import '#web/components/configurator/configurator.css';
import type {
  CatalogueDraftOperation,
  CatalogueDraftPreview,
  CatalogueDraftPreviewChange,
  CatalogueFile,
  CataloguePriceTraceLine,
  CatalogueTest,
  Language,
  TreeParameter,
} from '@door/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfiguratorPanel } from '#web/components/configurator/configurator-panel';
import { DoorPreview } from '#web/components/configurator/door-preview';
import { type ParameterChange, ParameterField } from '#web/components/configurator/parameter-field';
import { PartsTree } from '#web/components/configurator/parts-tree';
import { NO_IMAGE } from '#web/components/configurator/picture';
import { DataTable } from '#web/components/data-table';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { errorMessageOf } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format';
import { type PreviewDraft, prefetchDraftPreview, useDraftPreview } from '../api/catalogue-api';
import { namerOf } from '../lib/rule-sentence';

/** The price trace of the preview as a list: each line, where it comes from (a link to it), its amount; the total. */
const PriceTraceTable = ({
  lines,
  price,
  onOpen,
}: {
  lines: CataloguePriceTraceLine[];
  price: number;
  onOpen: (path: string) => void;
}) => {
  const { t } = useTranslation('catalogue');
  const rows = useMemo(() => lines.map((line, index) => ({ ...line, index })), [lines]);
  const columns = useMemo(
    (): ColumnDef<CataloguePriceTraceLine & { index: number }>[] => [
      {
        id: 'line',
        header: () => t('preview.traceLine'),
        meta: { label: t('preview.traceLine'), width: 140 },
        cell: ({ row }) => row.original.Label,
      },
      {
        id: 'from',
        header: () => t('preview.traceFrom'),
        meta: { label: t('preview.traceFrom'), priority: 2, width: 130 },
        cell: ({ row }) => {
          const line = row.original;
          return line.Path ? (
            <button type="button" className="cat-link" onClick={() => onOpen(line.Path ?? '')}>
              {line.Source === 'rule'
                ? t('preview.fromRule', { rule: line.RuleId ?? '' })
                : line.Source === 'value'
                  ? t('preview.fromValue', { value: line.ValueCode ?? '' })
                  : t('preview.fromBase')}
            </button>
          ) : (
            t(`preview.source.${line.Source}`)
          );
        },
      },
      {
        id: 'amount',
        header: () => t('preview.traceAmount'),
        meta: { label: t('preview.traceAmount'), width: 90, align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.Amount),
      },
    ],
    [t, onOpen],
  );
  return (
    <div data-testid="price-trace">
      <DataTable
        label={t('preview.trace')}
        columns={columns}
        rows={rows}
        // The trace's lines are in the engine's order, without ids.
        rowId={(row) => String(row.index)}
        emptyText={t('preview.source.base')}
        footer={
          <Text fw={600} className="cat-total">
            {t('preview.total')}: {formatMoney(price)}
          </Text>
        }
      />
    </div>
  );
};

/** The picture of a preview as an address the door picture loads. */
const svgAddress = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The change a configurator widget makes, as a catalogue test writes it (codes, not ids). */
const changeOf = (preview: CatalogueDraftPreview, change: ParameterChange): CatalogueDraftPreviewChange | null => {
  const param = preview.ParameterCodes[change.parameterId];
  if (!param) {
    return null;
  }
  if (change.parameterValueId) {
    const value = preview.ValueCodes[change.parameterValueId];
    return value ? { Param: param, Value: value } : null;
  }
  const typed = change.customValue ?? '';
  const number = Number(typed.replace(',', '.'));
  return { Param: param, Value: typed.trim() !== '' && Number.isFinite(number) ? number : typed };
};

/** The catalogue test the preview's choices make: the model, the changes, and what the preview shows now. */
const testOf = (name: string, model: string, changes: CatalogueDraftPreviewChange[], preview: CatalogueDraftPreview) =>
  ({
    name,
    model,
    changes: changes.map((change) => ({ param: change.Param, value: change.Value })),
    expect: {
      choices: preview.Expect.choices,
      enabled: preview.Expect.enabled,
      disabled: preview.Expect.disabled,
      parts: preview.Expect.parts,
      priceCents: preview.Expect.priceCents,
    },
  }) satisfies CatalogueTest;

/**
 * The configurator's steps on a preview's answer; drawn again only when a new answer (or step) comes, not on every
 * edit of the draft while the answer is on its way.
 */
const PreviewPanel = memo(function PreviewPanel({
  data,
  step,
  onStep,
  onChange,
}: {
  data: CatalogueDraftPreview;
  step: number;
  onStep: (step: number) => void;
  onChange: (change: ParameterChange) => void;
}) {
  return (
    <ConfiguratorPanel
      tree={data.Tree}
      step={step}
      onStep={onStep}
      canEdit
      renderParameter={(parameter: TreeParameter) => (
        <ParameterField key={parameter.ParameterId} parameter={parameter} canEdit currency="EUR" onChange={onChange} />
      )}
      notices={
        data.Message ? (
          <p className="cfg-moved" role="status">
            {data.Message}
          </p>
        ) : null
      }
      lastStepAction={null}
    />
  );
});

/**
 * The customer's configurator running on the draft: choices, price, picture and parts tree, with why each disabled
 * parameter or forbidden value is so (and a way to the rule), where every price line comes from, and "save as test
 * case". Choices are kept as the codes a test writes, so they survive every edit of the draft.
 */
export const DraftPreview = ({
  brandId,
  file,
  draft,
  onEdited,
  language,
  readOnly,
  onOpen,
  onEdit,
}: {
  brandId: string;
  file: CatalogueFile;
  /** The revision last saved and the edits not yet saved. */
  draft: PreviewDraft;
  /** Subscribes to every edit as it is made. */
  onEdited: (listener: (draft: PreviewDraft) => void) => () => void;
  language: Language;
  readOnly: boolean;
  onOpen: (path: string) => void;
  onEdit: (ops: CatalogueDraftOperation[]) => void;
}) => {
  const { t } = useTranslation('catalogue');
  const [model, setModel] = useState<string | null>(file.models[0]?.code ?? null);
  const [changes, setChanges] = useState<CatalogueDraftPreviewChange[]>([]);
  const [step, setStep] = useState(0);
  const [testName, setTestName] = useState<string | null>(null);
  const hasModel = model !== null && file.models.some((entry) => entry.code === model);
  useEffect(() => {
    if (!hasModel) {
      setModel(file.models[0]?.code ?? null);
      setChanges([]);
    }
  }, [hasModel, file.models]);
  const choices = hasModel && model ? { Model: model, Changes: changes } : null;
  const preview = useDraftPreview(brandId, draft, choices);
  const queryClient = useQueryClient();
  const choicesRef = useRef(choices);
  choicesRef.current = choices;
  useEffect(
    () => onEdited((edited) => prefetchDraftPreview(queryClient, brandId, edited, choicesRef.current)),
    [onEdited, queryClient, brandId],
  );
  const names = namerOf(file, language);
  const data = preview.data;

  const onChange = useCallback(
    (change: ParameterChange) => {
      const next = data ? changeOf(data, change) : null;
      if (next) {
        setChanges((now) => [...now.filter((entry) => entry.Param !== next.Param), next]);
      }
    },
    [data],
  );
  // A 409: a save landed while this preview of its edits was asked; the saved revision's preview follows at once.
  const refusal = preview.error instanceof ApiError && preview.error.status !== 409 ? preview.error : null;

  const saveTest = (name: string) => {
    if (!data || !model) {
      return;
    }
    const test = testOf(name, model, changes, data);
    const index = file.tests?.length ?? 0;
    onEdit([file.tests ? { op: 'add', path: '/tests/-', value: test } : { op: 'add', path: '/tests', value: [test] }]);
    setTestName(null);
    onOpen(`/tests/${index}`);
  };

  return (
    <section className="cat-preview" aria-labelledby="cat-preview-title" aria-busy={preview.isFetching}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <h2 id="cat-preview-title" className="cat-pane__title">
          {t('preview.title')}
        </h2>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('preview.model')}
            size="xs"
            data={file.models.map((entry) => ({ value: entry.code, label: `${entry.name} (${entry.code})` }))}
            value={hasModel ? model : null}
            onChange={(value) => {
              setModel(value);
              setChanges([]);
              setStep(0);
            }}
            allowDeselect={false}
            searchable
            data-testid="preview-model"
          />
          <Button size="xs" variant="default" disabled={changes.length === 0} onClick={() => setChanges([])}>
            {t('preview.reset')}
          </Button>
        </Group>
      </Group>
      {refusal ? (
        <Alert color="red" title={t('preview.failed')} mt="sm" role="alert">
          <Stack gap={4}>
            <Text size="sm">{errorMessageOf(refusal, t('preview.failed'))}</Text>
            {changes.length > 0 ? (
              <Button size="compact-xs" variant="light" onClick={() => setChanges([])}>
                {t('preview.reset')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {data ? (
        <div className="cat-preview__body">
          <div className="cat-preview__picture">
            <DoorPreview
              src={svgAddress(data.Picture)}
              alt={t('preview.pictureAlt', { model: data.Model })}
              fallback={NO_IMAGE}
            />
            <p className="cat-preview__price" data-testid="preview-price">
              {t('preview.price')} <strong>{formatMoney(data.Price)}</strong>
            </p>
          </div>
          <PreviewPanel data={data} step={step} onStep={setStep} onChange={onChange} />
          {!readOnly ? (
            <Button
              variant="light"
              size="xs"
              onClick={() => setTestName(t('preview.testNameDefault', { model: data.Model }))}
              data-testid="save-test-case"
            >
              {t('preview.saveTest')}
            </Button>
          ) : null}
          <section aria-labelledby="cat-why-title" className="cat-preview__section">
            <h3 id="cat-why-title">{t('preview.why')}</h3>
            {data.Why.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('preview.whyNone')}
              </Text>
            ) : (
              <ul className="cat-why" data-testid="preview-why">
                {data.Why.map((why) => (
                  <li key={`${why.ParameterId}-${why.ValueId ?? ''}`}>
                    <span className="cat-why__subject">
                      {why.ValueCode
                        ? t('preview.valueForbidden', {
                            param: names.param(why.ParameterCode),
                            value: names.value(why.ParameterCode, why.ValueCode),
                          })
                        : t('preview.paramDisabled', { param: names.param(why.ParameterCode) })}
                    </span>{' '}
                    <span className="cat-why__reason">{why.Reason}</span>{' '}
                    {why.RulePath ? (
                      <button type="button" className="cat-link" onClick={() => onOpen(why.RulePath ?? '')}>
                        {t('preview.showRule', { rule: why.RuleId ?? '' })}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="cat-trace-title" className="cat-preview__section">
            <h3 id="cat-trace-title">{t('preview.trace')}</h3>
            <PriceTraceTable lines={data.PriceTrace} price={data.Price} onOpen={onOpen} />
          </section>
          {data.PartsTree.length > 0 ? (
            <section aria-labelledby="cat-parts-title" className="cat-preview__section">
              <h3 id="cat-parts-title">{t('preview.parts')}</h3>
              <PartsTree nodes={data.PartsTree} />
            </section>
          ) : null}
        </div>
      ) : preview.isLoading ? (
        <div className="cfg-skeleton" aria-hidden="true" />
      ) : null}
      <Modal
        opened={testName !== null}
        onClose={() => setTestName(null)}
        title={t('preview.saveTest')}
        centered
        closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (testName?.trim()) {
              saveTest(testName.trim());
            }
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('preview.saveTestHint')}</Text>
            <TextInput
              label={t('fields.testName')}
              value={testName ?? ''}
              onChange={(event) => setTestName(event.currentTarget.value)}
              maxLength={200}
              data-autofocus
              data-testid="test-name"
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setTestName(null)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" disabled={!testName?.trim()} data-testid="save-test-confirm">
                {t('preview.saveTestConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </section>
  );
};
