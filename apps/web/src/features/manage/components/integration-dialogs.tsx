import '#web/lib/mantine-styles';
import {
  type CreateMachineKeyBody,
  createMachineKeyBodySchema,
  createWebhookBodySchema,
  type MachineScope,
  type WebhookDelivery,
  type WebhookEventType,
} from '@door/contract';
import { Badge, Button, Checkbox, Code, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#web/components/data-table';
import { FormDialog } from '#web/components/form-dialog';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';
import { toast } from '#web/stores/notification-store';
import { useRedeliver, useWebhookDeliveries } from '../api/manage-api';
import { notifySaveFailed, useManageForm } from './use-manage-form';

/** The webhook form's values (the body with its description filled in). */
export type WebhookFormValues = { Url: string; Description: string; Events: WebhookEventType[] };

const dialogLabels = (t: (key: string) => string) => ({ close: t('close'), cancel: t('cancel'), save: t('save') });

/** The new machine key's form: a name and its scopes. */
export const MachineKeyDialog = ({
  scopes,
  saving,
  saveError,
  onClose,
  onSave,
}: {
  scopes: MachineScope[];
  saving: boolean;
  saveError: { error: unknown; values: CreateMachineKeyBody } | null;
  onClose: () => void;
  onSave: (body: CreateMachineKeyBody) => void;
}) => {
  const { t } = useTranslation('manage');
  const { form, canSave, missing, errorOf } = useManageForm<CreateMachineKeyBody>({
    schema: createMachineKeyBodySchema,
    initialValues: { Name: '', Scopes: ['documents:read'] },
    toBody: (values) => values,
    saveError,
  });
  return (
    <FormDialog
      labels={dialogLabels(t)}
      title={t('integrations.newKey')}
      canSave={canSave}
      saving={saving}
      notice={missing ? t('missingFields') : null}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => onSave(values))}
    >
      <TextInput label={t('integrations.name')} required {...form.getInputProps('Name')} error={errorOf('Name')} />
      <Checkbox.Group
        label={t('integrations.scopes')}
        required
        {...form.getInputProps('Scopes')}
        error={errorOf('Scopes', { always: true })}
      >
        <Stack gap="xs" mt="xs">
          {scopes.map((scope) => (
            <Checkbox key={scope} value={scope} label={t(`integrations.scope.${scope.replace(':', '_')}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </FormDialog>
  );
};

/** The new webhook's form: its HTTPS address, a description and the events. */
export const WebhookDialog = ({
  events,
  saving,
  saveError,
  onClose,
  onSave,
}: {
  events: WebhookEventType[];
  saving: boolean;
  saveError: { error: unknown; values: WebhookFormValues } | null;
  onClose: () => void;
  onSave: (body: WebhookFormValues) => void;
}) => {
  const { t } = useTranslation('manage');
  const { form, canSave, missing, errorOf } = useManageForm<WebhookFormValues>({
    schema: createWebhookBodySchema,
    initialValues: { Url: 'https://', Description: '', Events: ['document.confirmed'] },
    toBody: (values) => values,
    saveError,
  });
  return (
    <FormDialog
      labels={dialogLabels(t)}
      title={t('integrations.newWebhook')}
      canSave={canSave}
      saving={saving}
      notice={missing ? t('missingFields') : null}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => onSave(values))}
    >
      <TextInput
        label={t('integrations.url')}
        description={t('integrations.urlHint')}
        required
        type="url"
        {...form.getInputProps('Url')}
        error={errorOf('Url')}
      />
      <Textarea
        label={t('integrations.description')}
        autosize
        minRows={1}
        {...form.getInputProps('Description')}
        error={errorOf('Description')}
      />
      <Checkbox.Group
        label={t('integrations.events')}
        required
        {...form.getInputProps('Events')}
        error={errorOf('Events', { always: true })}
      >
        <Stack gap="xs" mt="xs">
          {events.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={`${t(`integrations.event.${type.replace('.', '_')}`)} (${type})`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </FormDialog>
  );
};

/** The secrets of a new key or webhook, shown this once. */
export const SecretDialog = ({
  title,
  entries,
  onClose,
}: {
  title: string;
  entries: { label: string; value: string }[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('manage');
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <Text role="alert">{t('integrations.shownOnce')}</Text>
        {entries.map((entry) => (
          <Stack key={entry.label} gap={4}>
            <Text fw={600} size="sm">
              {entry.label}
            </Text>
            <Code block data-testid="integration-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {entry.value}
            </Code>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('integrations.stored')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};

const STATUS_COLOURS: Record<WebhookDelivery['Status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** A webhook's delivery log: each event with its state, attempts and last answer, and Send again. */
export const DeliveriesDialog = ({
  webhookId,
  url,
  onClose,
}: {
  webhookId: string;
  url: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('manage');
  const formats = useDateFormats();
  const [pageIndex, setPageIndex] = useState(0);
  const deliveries = useWebhookDeliveries(webhookId, { page: pageIndex + 1, pageSize: 20 });
  const redeliver = useRedeliver();
  const columns = useMemo<ColumnDef<WebhookDelivery>[]>(
    () => [
      {
        id: 'created',
        header: t('integrations.created'),
        meta: { width: 150, nowrap: true },
        cell: ({ row }) => formats.dateTime(row.original.CreatedAt),
      },
      {
        id: 'event',
        header: t('integrations.eventType'),
        meta: { width: 160 },
        cell: ({ row }) => row.original.EventType,
      },
      {
        id: 'status',
        header: t('integrations.status'),
        meta: { width: 110 },
        cell: ({ row }) => (
          <Badge variant="light" color={STATUS_COLOURS[row.original.Status]}>
            {t(`integrations.deliveryStatus.${row.original.Status}`)}
          </Badge>
        ),
      },
      {
        id: 'attempts',
        header: t('integrations.attempts'),
        meta: { label: t('integrations.attempts'), width: 90, align: 'right', priority: 2 },
        cell: ({ row }) => row.original.Attempts,
      },
      {
        id: 'answer',
        header: t('integrations.lastAnswer'),
        meta: { label: t('integrations.lastAnswer'), width: 200, priority: 2 },
        cell: ({ row }) =>
          row.original.LastError ?? (row.original.LastStatusCode === null ? '' : String(row.original.LastStatusCode)),
      },
      {
        id: 'eventId',
        header: 'webhook-id',
        meta: { label: 'webhook-id', width: 300, priority: 3 },
        cell: ({ row }) => <Code>{row.original.EventId}</Code>,
      },
      {
        id: 'actions',
        header: t('actions'),
        meta: { sticky: true, width: 130 },
        cell: ({ row }) => (
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={row.original.Status === 'pending'}
            aria-label={t('integrations.redeliverRow', { id: row.original.EventId })}
            onClick={() =>
              redeliver.mutate(row.original.DeliveryId, {
                onSuccess: () => toast(t('integrations.redelivered')),
                onError: (error) => notifySaveFailed(t, error),
              })
            }
          >
            {t('integrations.redeliver')}
          </Button>
        ),
      },
    ],
    [t, formats, redeliver],
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('integrations.deliveriesOf', { url })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {deliveries.isError ? <QueryState query={deliveries} errorTitle={t('loadFailed')} /> : null}
      <DataTable
        label={t('integrations.deliveries')}
        columns={columns}
        rows={deliveries.data?.Items ?? []}
        rowId={(row) => row.DeliveryId}
        emptyText={t('integrations.noDeliveries')}
        loading={deliveries.isFetching && !deliveries.data}
        testId="webhook-deliveries"
        serverPages={{
          pageIndex,
          pageCount: Math.max(1, Math.ceil((deliveries.data?.Total ?? 0) / 20)),
          onChange: setPageIndex,
        }}
        footer={t('count', { count: deliveries.data?.Total ?? 0 })}
      />
    </Modal>
  );
};
