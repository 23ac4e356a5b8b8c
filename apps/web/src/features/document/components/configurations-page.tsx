import '#web/lib/mantine-styles';
import { type DocumentConfigurationRow, formatMoney, isInstallerRole, TIMINGS } from '@door/contract';
import { Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { PageTitle } from '#web/components/page-title';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { customerOf } from '#web/lib/customer';
import { errorMessageOf } from '#web/lib/error-message';
import { configurationPath, PATHS } from '#web/lib/paths';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useChangeDocumentConfigurationQuantity } from '../api/configurations-change-quantity';
import { useCopyDocumentConfiguration } from '../api/configurations-copy';
import { useDeleteDocumentConfiguration } from '../api/configurations-delete';
import { useDocumentWithConfigurations } from '../api/configurations-get-document';
import { canAddConfiguration, needsChangeConfirmation, type RowAction } from './configurations-rules';
import { ConfigurationsTable } from './configurations-table';

/** The calculation page a row's details open. */
const CALCULATION_PATH = '/admin/configuration/calculation';

type Pending = { kind: 'delete' | 'change'; row: DocumentConfigurationRow } | null;

/** /admin/document/configurations: the configurations in the current document and their actions (§2, §4, §6). */
export const ConfigurationsPage = () => {
  const { t } = useTranslation('document-configurations');
  const navigate = useNavigate();
  const document = useAppStore((state) => state.document);
  const role = useAppStore((state) => state.role);
  const isParentPartner = useAppStore((state) => state.flags.isParentPartner);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const documentId = document?.documentId ?? '';
  const detail = useDocumentWithConfigurations(documentId, brandPartnerId);
  const copy = useCopyDocumentConfiguration();
  const remove = useDeleteDocumentConfiguration();
  const quantity = useChangeDocumentConfigurationQuantity();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => (openTimer.current ? clearTimeout(openTimer.current) : undefined), []);

  // The document state follows what the server says: number, read-only, status and currency.
  useEffect(() => {
    const data = detail.data;
    const current = useAppStore.getState().document;
    if (!data || !current || current.documentId !== data.SalesDocumentId) {
      return;
    }
    const next = {
      ...current,
      name: data.DocumentNumber,
      customer: customerOf(data),
      project: data.ProjectNumber,
      disableEdit: data.IsReadOnly,
      status: data.DocumentStatusId,
      currency: data.Currency,
    };
    if (JSON.stringify(next) !== JSON.stringify(current)) {
      useAppStore.getState().setDocument(next);
    }
  }, [detail.data]);

  const context = useMemo(
    () => ({ isInstaller: isInstallerRole(role), isReadOnly: detail.data?.IsReadOnly ?? true }),
    [role, detail.data?.IsReadOnly],
  );

  const failed = useCallback(
    (title: string, error: unknown) =>
      notify({
        kind: 'error',
        title,
        message: errorMessageOf(error, t('errors.general')),
      }),
    [t],
  );

  /** Makes the row the current configuration of the document, as the configuration area and sub-navigation read it. */
  const makeCurrent = useCallback(
    (row: DocumentConfigurationRow) =>
      useAppStore.getState().setDocumentConfiguration({
        documentConfigurationId: row.SalesDocumentConfigurationId,
        configurationId: row.ConfigurationId,
        position: row.ConfigurationPosition,
        name: row.ConfigurationName,
        statusId: row.DocumentStatusId,
      }),
    [],
  );

  /** Selects the row, then opens after the open-after-select delay (§4, §9: 500 ms). */
  const openAfterSelect = useCallback(
    (row: DocumentConfigurationRow, path: string, addingMode: boolean) => {
      setSelectedId(row.SalesDocumentConfigurationId);
      makeCurrent(row);
      if (addingMode) {
        const current = useAppStore.getState().document;
        if (current) {
          useAppStore.getState().setDocument({ ...current, addingMode: true });
        }
      }
      if (openTimer.current) {
        clearTimeout(openTimer.current);
      }
      openTimer.current = setTimeout(() => void navigate(path), TIMINGS.openAfterSelect);
    },
    [makeCurrent, navigate],
  );

  const change = useCallback(
    (row: DocumentConfigurationRow) =>
      openAfterSelect(row, configurationPath({ configurationId: row.ConfigurationId, brandPartnerId }), true),
    [openAfterSelect, brandPartnerId],
  );

  const onAction = useCallback(
    (action: Exclude<RowAction, 'quantity'>, row: DocumentConfigurationRow) => {
      const variables = {
        documentId,
        documentConfigurationId: row.SalesDocumentConfigurationId,
        brandPartnerId,
      };
      if (action === 'details') {
        openAfterSelect(row, CALCULATION_PATH, false);
      } else if (action === 'change') {
        if (needsChangeConfirmation(row)) {
          setPending({ kind: 'change', row });
        } else {
          change(row);
        }
      } else if (action === 'delete') {
        setPending({ kind: 'delete', row });
      } else {
        setBusyId(row.SalesDocumentConfigurationId);
        copy.mutate(variables, {
          onSuccess: (reply) => {
            setSelectedId(reply.SalesDocumentConfigurationId);
            toast(t('saved.copied', { position: row.ConfigurationPosition }));
          },
          onError: (error) => failed(t('errors.copyTitle'), error),
          onSettled: () => setBusyId(null),
        });
      }
    },
    [documentId, brandPartnerId, openAfterSelect, change, copy, failed, t],
  );

  const onQuantity = useCallback(
    (row: DocumentConfigurationRow, value: number) => {
      setBusyId(row.SalesDocumentConfigurationId);
      quantity.mutate(
        { documentId, documentConfigurationId: row.SalesDocumentConfigurationId, brandPartnerId, quantity: value },
        {
          onSuccess: () => toast(t('saved.quantity', { position: row.ConfigurationPosition, quantity: value })),
          onError: (error) => failed(t('errors.quantityTitle'), error),
          onSettled: () => setBusyId(null),
        },
      );
    },
    [documentId, brandPartnerId, quantity, failed, t],
  );

  const confirmPending = () => {
    const target = pending;
    setPending(null);
    if (!target) {
      return;
    }
    if (target.kind === 'change') {
      change(target.row);
      return;
    }
    setBusyId(target.row.SalesDocumentConfigurationId);
    remove.mutate(
      { documentId, documentConfigurationId: target.row.SalesDocumentConfigurationId, brandPartnerId },
      {
        onSuccess: () => {
          toast(t('saved.deleted', { position: target.row.ConfigurationPosition }));
          if (
            useAppStore.getState().documentConfiguration?.documentConfigurationId ===
            target.row.SalesDocumentConfigurationId
          ) {
            useAppStore.getState().setDocumentConfiguration(null);
          }
        },
        onError: (error) => failed(t('errors.deleteTitle'), error),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const add = () => {
    if (!document) {
      return;
    }
    useAppStore.getState().setDocument({ ...document, addingMode: true });
    useAppStore.getState().setDocumentConfiguration(null);
    useAppStore.getState().resetConfigurator();
    void navigate(PATHS.selection);
  };

  if (!document) {
    return (
      <div className="page">
        <PageTitle title={t('title')} />
        <Text>{t('noDocument')}</Text>
      </div>
    );
  }

  return (
    <div className="page">
      <PageTitle title={t('titleWithNumber', { number: detail.data?.DocumentNumber ?? document.name })} />
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {detail.data ? t('count', { count: detail.data.Configurations.length }) : ''}
        </Text>
        <Button onClick={add} disabled={!detail.data || !canAddConfiguration(context)} data-testid="add-configuration">
          {t('actions.add')}
        </Button>
      </Group>
      <QueryState query={detail} errorTitle={t('errors.loadTitle')}>
        {(data) => (
          <>
            <ConfigurationsTable
              rows={data.Configurations}
              currency={data.Currency || document.currency}
              isParentPartner={isParentPartner}
              context={context}
              selectedId={selectedId}
              busyId={busyId}
              onSelect={(row) => setSelectedId(row.SalesDocumentConfigurationId)}
              onAction={onAction}
              onQuantity={onQuantity}
            />
            <Text size="sm" mt="md" ta="right" data-testid="document-total">
              {t('total')}: {formatMoney(data.TotalPrice, data.Currency || document.currency)}
            </Text>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'delete' ? t('confirm.deleteTitle') : t('confirm.changeTitle')}
        message={
          pending?.kind === 'delete'
            ? t('confirm.delete', { position: pending.row.ConfigurationPosition })
            : t('confirm.change')
        }
        confirmLabel={pending?.kind === 'delete' ? t('actions.delete') : t('actions.change')}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
    </div>
  );
};
