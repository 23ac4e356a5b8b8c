import '#web/lib/mantine-styles';
import {
  type CalculationReply,
  DISCOUNT_TYPE_IDS,
  type DiscountType,
  formatNumberInput,
  formatPercent,
} from '@door/contract';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useCalculation } from '../api/get-calculation';
import { useDiscountTypes } from '../api/get-discount-types';
import { type CalculationRowKind, useSaveCalculationRow, useSetTaxOption } from '../api/save-calculation-row';
import {
  CostDialog,
  type CostFormValues,
  costBodyOf,
  DiscountDialog,
  type DiscountFormValues,
  discountBodyOf,
} from '../components/calculation-dialogs';
import { CalculationSummary } from '../components/calculation-summary';
import { type CostRow, CostTable, type DiscountRow, DiscountTable } from '../components/calculation-tables';

type OpenDialog =
  | { kind: 'additionalCost' | 'netCost'; row: CostRow | null }
  | { kind: 'discount'; row: DiscountRow | null }
  | null;
type PendingDelete = { kind: CalculationRowKind; id: string; name: string } | null;

const EMPTY_COST: CostFormValues = { Name: '', Value: '' };

/** The discount dialog's first values: a row's, or empty with the percentage type. */
const discountValuesOf = (row: DiscountRow | null, types: DiscountType[]): DiscountFormValues =>
  row
    ? { Name: row.Name, Value: formatNumberInput(row.Value), Level: String(row.Level), TypeId: row.TypeId }
    : { Name: '', Value: '', Level: '', TypeId: types[0]?.TypeId ?? DISCOUNT_TYPE_IDS.percentage };

/**
 * /admin/configuration/calculation: the calculation of the current configuration in the document: tables of
 * additional costs, discounts and net costs with add, edit and delete, the tax dropdown and the summary. Editing
 * needs a document that is not read-only and CanEdit from the server.
 */
export const CalculationRoute = () => {
  const { t } = useTranslation(['calculation', 'common']);
  const configuration = useAppStore((state) => state.documentConfiguration);
  const document = useAppStore((state) => state.document);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const id = configuration?.documentConfigurationId ?? '';
  const calculation = useCalculation(id, brandPartnerId);

  if (!configuration || !document) {
    return (
      <FeaturePage title={t('title')}>
        <Alert color="gray">{t('noConfiguration')}</Alert>
      </FeaturePage>
    );
  }
  return (
    <FeaturePage title={`${t('title')} · ${configuration.position}. ${configuration.name}`}>
      <QueryState query={calculation} errorTitle={t('loadFailed')}>
        {(data) => (
          <CalculationEditor
            data={data}
            documentConfigurationId={id}
            brandPartnerId={brandPartnerId}
            readOnly={document.disableEdit}
          />
        )}
      </QueryState>
    </FeaturePage>
  );
};

/** The cost tables, the tax and the summary of a loaded calculation, with their dialogs. */
const CalculationEditor = ({
  data,
  documentConfigurationId: id,
  brandPartnerId,
  readOnly,
}: {
  data: CalculationReply;
  documentConfigurationId: string;
  brandPartnerId: string;
  readOnly: boolean;
}) => {
  const { t } = useTranslation(['calculation', 'common']);
  const language = useAppStore((state) => state.language);
  const types = useDiscountTypes(language);
  const saveRow = useSaveCalculationRow();
  const setTax = useSetTaxOption();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const canEdit = data.CanEdit && !readOnly;
  const failed = (error: unknown) =>
    notify({
      kind: 'error',
      title: t('saving'),
      message: errorMessageOf(error, t('loadFailed')),
    });
  const write = (
    kind: CalculationRowKind,
    rowId: string | undefined,
    body: ReturnType<typeof costBodyOf> | ReturnType<typeof discountBodyOf> | undefined,
    name: string,
  ) =>
    saveRow.mutate(
      { documentConfigurationId: id, brandPartnerId, kind, rowId, body },
      {
        onSuccess: () => {
          setDialog(null);
          toast(t(body ? 'saved.row' : 'saved.deleted', { name }));
        },
        onError: failed,
      },
    );
  const costActions = (kind: 'additionalCost' | 'netCost') => ({
    canEdit,
    onEdit: (row: CostRow) => setDialog({ kind, row }),
    onDelete: (row: CostRow) => setPendingDelete({ kind, id: row.CostId, name: row.Name }),
  });

  return (
    <>
      {!canEdit ? <Alert color="gray">{t('readOnly')}</Alert> : null}
      <Stack gap="xl">
        <section aria-labelledby="additional-costs-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="additional-costs-title">
              {t('additionalCosts')}
            </Title>
            <Button size="xs" disabled={!canEdit} onClick={() => setDialog({ kind: 'additionalCost', row: null })}>
              {t('addAdditionalCost')}
            </Button>
          </Group>
          <CostTable
            label={t('additionalCosts')}
            rows={data.AdditionalCosts}
            currency={data.Currency}
            testId="additional-costs-table"
            {...costActions('additionalCost')}
          />
        </section>
        <section aria-labelledby="discounts-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="discounts-title">
              {t('discounts')}
            </Title>
            <Button
              size="xs"
              disabled={!canEdit || !types.data}
              onClick={() => setDialog({ kind: 'discount', row: null })}
            >
              {t('addDiscount')}
            </Button>
          </Group>
          <DiscountTable
            rows={data.Discounts}
            currency={data.Currency}
            canEdit={canEdit}
            onEdit={(row) => setDialog({ kind: 'discount', row })}
            onDelete={(row) => setPendingDelete({ kind: 'discount', id: row.DiscountId, name: row.Name })}
          />
        </section>
        <section aria-labelledby="net-costs-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="net-costs-title">
              {t('netCosts')}
            </Title>
            <Button size="xs" disabled={!canEdit} onClick={() => setDialog({ kind: 'netCost', row: null })}>
              {t('addNetCost')}
            </Button>
          </Group>
          <CostTable
            label={t('netCosts')}
            rows={data.NetCosts}
            currency={data.Currency}
            testId="net-costs-table"
            {...costActions('netCost')}
          />
        </section>
        <CalculationSummary
          calculation={data}
          canEdit={canEdit}
          onTaxChange={(taxOptionId) =>
            setTax.mutate(
              { documentConfigurationId: id, brandPartnerId, taxOptionId },
              {
                onSuccess: () => {
                  const option = data.Tax.find((entry) => entry.TaxOptionId === taxOptionId);
                  toast(t('saved.tax', { tax: option ? formatPercent(option.TaxValue) : '' }));
                },
                onError: failed,
              },
            )
          }
        />
      </Stack>

      {dialog && dialog.kind !== 'discount' ? (
        <CostDialog
          key={`${dialog.kind}-${dialog.row?.CostId ?? 'new'}`}
          opened
          title={t(dialog.row ? `edit.${dialog.kind}` : `add.${dialog.kind}`)}
          initial={dialog.row ? { Name: dialog.row.Name, Value: formatNumberInput(dialog.row.Value) } : EMPTY_COST}
          brandPartnerId={brandPartnerId}
          saving={saveRow.isPending}
          onClose={() => setDialog(null)}
          onSave={(values) => write(dialog.kind, dialog.row?.CostId, costBodyOf(brandPartnerId, values), values.Name)}
        />
      ) : null}
      {dialog?.kind === 'discount' && types.data ? (
        <DiscountDialog
          key={`discount-${dialog.row?.DiscountId ?? 'new'}`}
          opened
          title={t(dialog.row ? 'edit.discount' : 'add.discount')}
          initial={discountValuesOf(dialog.row, types.data)}
          types={types.data}
          brandPartnerId={brandPartnerId}
          saving={saveRow.isPending}
          onClose={() => setDialog(null)}
          onSave={(values) =>
            write('discount', dialog.row?.DiscountId, discountBodyOf(brandPartnerId, values), values.Name)
          }
        />
      ) : null}
      <ConfirmDialog
        opened={pendingDelete !== null}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: pendingDelete?.name ?? '' })}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) {
            write(pendingDelete.kind, pendingDelete.id, undefined, pendingDelete.name);
          }
          setPendingDelete(null);
        }}
      />
    </>
  );
};
