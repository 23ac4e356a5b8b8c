import '#web/lib/mantine-styles';
import type { CreateMachineKeyBody, Integrations, MachineKey, WebhookEndpoint } from '@door/contract';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { DataTable } from '#web/components/data-table';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { useDateFormats } from '#web/lib/format';
import { toast } from '#web/stores/notification-store';
import {
  useCreateMachineKey,
  useCreateWebhook,
  useDisableWebhook,
  useIntegrations,
  useRevokeMachineKey,
} from '../api/manage-api';
import {
  DeliveriesDialog,
  MachineKeyDialog,
  SecretDialog,
  WebhookDialog,
  type WebhookFormValues,
} from '../components/integration-dialogs';
import { notifySaveFailed } from '../components/use-manage-form';

type Open =
  | { kind: 'newKey' }
  | { kind: 'newWebhook' }
  | { kind: 'secret'; title: string; entries: { label: string; value: string }[] }
  | { kind: 'revoke'; key: MachineKey }
  | { kind: 'disable'; webhook: WebhookEndpoint }
  | { kind: 'deliveries'; webhook: WebhookEndpoint }
  | null;

/**
 * /admin/manage/integrations (heads of sales for their partner, OEM admins for every one): the machine keys (OAuth2
 * client credentials) and webhooks, each secret shown once when made; revoke a key, disable a webhook, and a
 * webhook's delivery log with Send again.
 */
export const ManageIntegrationsRoute = () => {
  const { t } = useTranslation('manage');
  const formats = useDateFormats();
  const integrations = useIntegrations();
  const createKey = useCreateMachineKey();
  const createWebhook = useCreateWebhook();
  const revokeKey = useRevokeMachineKey();
  const disableWebhook = useDisableWebhook();
  const [open, setOpen] = useState<Open>(null);
  const [keyError, setKeyError] = useState<{ error: unknown; values: CreateMachineKeyBody } | null>(null);
  const [webhookError, setWebhookError] = useState<{ error: unknown; values: WebhookFormValues } | null>(null);

  const keyColumns = useMemo<ColumnDef<MachineKey>[]>(
    () => [
      { id: 'name', header: t('integrations.name'), meta: { width: 160 }, cell: ({ row }) => row.original.Name },
      {
        id: 'clientId',
        header: 'client_id',
        meta: { label: 'client_id', width: 250, priority: 2 },
        cell: ({ row }) => <code>{row.original.ClientId}</code>,
      },
      {
        id: 'scopes',
        header: t('integrations.scopes'),
        meta: { label: t('integrations.scopes'), width: 220, priority: 2 },
        cell: ({ row }) =>
          row.original.Scopes.map((scope) => t(`integrations.scope.${scope.replace(':', '_')}`)).join(', '),
      },
      {
        id: 'partner',
        header: t('integrations.partner'),
        meta: { label: t('integrations.partner'), width: 180, priority: 3 },
        cell: ({ row }) => `${row.original.PartnerName} · ${row.original.CreatedByName}`,
      },
      {
        id: 'lastUsed',
        header: t('integrations.lastUsed'),
        meta: { label: t('integrations.lastUsed'), width: 150, priority: 2, nowrap: true },
        cell: ({ row }) =>
          row.original.LastUsedAt ? formats.dateTime(row.original.LastUsedAt) : t('integrations.never'),
      },
      {
        id: 'status',
        header: t('integrations.status'),
        meta: { width: 110 },
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.RevokedAt ? 'gray' : 'green'}>
            {t(row.original.RevokedAt ? 'integrations.revoked' : 'active')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        meta: { sticky: true, width: 110 },
        cell: ({ row }) =>
          row.original.RevokedAt ? null : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('integrations.revokeRow', { name: row.original.Name })}
              onClick={() => setOpen({ kind: 'revoke', key: row.original })}
            >
              {t('integrations.revoke')}
            </Button>
          ),
      },
    ],
    [t, formats],
  );

  const webhookColumns = useMemo<ColumnDef<WebhookEndpoint>[]>(
    () => [
      {
        id: 'url',
        header: t('integrations.url'),
        meta: { width: 220 },
        cell: ({ row }) => <Text style={{ wordBreak: 'break-all' }}>{row.original.Url}</Text>,
      },
      {
        id: 'events',
        header: t('integrations.events'),
        meta: { label: t('integrations.events'), width: 220, priority: 2 },
        cell: ({ row }) => row.original.Events.join(', '),
      },
      {
        id: 'partner',
        header: t('integrations.partner'),
        meta: { label: t('integrations.partner'), width: 180, priority: 3 },
        cell: ({ row }) => `${row.original.PartnerName} · ${row.original.CreatedByName}`,
      },
      {
        id: 'status',
        header: t('integrations.status'),
        meta: { width: 110 },
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.DisabledAt ? 'gray' : 'green'}>
            {t(row.original.DisabledAt ? 'integrations.disabled' : 'active')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        meta: { sticky: true, width: 200 },
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('integrations.deliveriesRow', { url: row.original.Url })}
              onClick={() => setOpen({ kind: 'deliveries', webhook: row.original })}
            >
              {t('integrations.deliveries')}
            </Button>
            {row.original.DisabledAt ? null : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t('integrations.disableRow', { url: row.original.Url })}
                onClick={() => setOpen({ kind: 'disable', webhook: row.original })}
              >
                {t('integrations.disable')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [t],
  );

  const onCreateKey = (values: CreateMachineKeyBody) => {
    setKeyError(null);
    createKey.mutate(values, {
      onSuccess: (created) =>
        setOpen({
          kind: 'secret',
          title: t('integrations.keyCreated', { name: created.Key.Name }),
          entries: [
            { label: 'client_id', value: created.Key.ClientId },
            { label: 'client_secret', value: created.ClientSecret },
          ],
        }),
      onError: (error) => {
        setKeyError({ error, values });
        notifySaveFailed(t, error, values);
      },
    });
  };

  const onCreateWebhook = (values: WebhookFormValues) => {
    setWebhookError(null);
    createWebhook.mutate(values, {
      onSuccess: (created) =>
        setOpen({
          kind: 'secret',
          title: t('integrations.webhookCreated'),
          entries: [{ label: t('integrations.signingSecret'), value: created.Secret }],
        }),
      onError: (error) => {
        setWebhookError({ error, values });
        notifySaveFailed(t, error, values);
      },
    });
  };

  return (
    <FeaturePage title={t('titles.integrations')}>
      <QueryState query={integrations} errorTitle={t('loadFailed')}>
        {(data: Integrations) => (
          <Stack gap="xl">
            <Stack>
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {t('integrations.keys')}
                </Title>
                <Button onClick={() => setOpen({ kind: 'newKey' })}>{t('integrations.newKey')}</Button>
              </Group>
              <Text size="sm">{t('integrations.keysHint')}</Text>
              <DataTable
                label={t('integrations.keys')}
                columns={keyColumns}
                rows={data.Keys}
                rowId={(row) => row.MachineKeyId}
                emptyText={t('integrations.noKeys')}
                testId="machine-keys"
              />
            </Stack>
            <Stack>
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {t('integrations.webhooks')}
                </Title>
                <Button onClick={() => setOpen({ kind: 'newWebhook' })}>{t('integrations.newWebhook')}</Button>
              </Group>
              <Text size="sm">{t('integrations.webhooksHint')}</Text>
              <DataTable
                label={t('integrations.webhooks')}
                columns={webhookColumns}
                rows={data.Webhooks}
                rowId={(row) => row.WebhookId}
                emptyText={t('integrations.noWebhooks')}
                testId="webhooks"
              />
            </Stack>
            {open?.kind === 'newKey' ? (
              <MachineKeyDialog
                scopes={data.Scopes}
                saving={createKey.isPending}
                saveError={keyError}
                onClose={() => setOpen(null)}
                onSave={onCreateKey}
              />
            ) : null}
            {open?.kind === 'newWebhook' ? (
              <WebhookDialog
                events={data.EventTypes}
                saving={createWebhook.isPending}
                saveError={webhookError}
                onClose={() => setOpen(null)}
                onSave={onCreateWebhook}
              />
            ) : null}
            {open?.kind === 'secret' ? (
              <SecretDialog title={open.title} entries={open.entries} onClose={() => setOpen(null)} />
            ) : null}
            {open?.kind === 'deliveries' ? (
              <DeliveriesDialog
                webhookId={open.webhook.WebhookId}
                url={open.webhook.Url}
                onClose={() => setOpen(null)}
              />
            ) : null}
            <ConfirmDialog
              opened={open?.kind === 'revoke'}
              title={t('integrations.revokeTitle')}
              message={open?.kind === 'revoke' ? t('integrations.revokeMessage', { name: open.key.Name }) : ''}
              confirmLabel={t('integrations.revoke')}
              onCancel={() => setOpen(null)}
              onConfirm={() => {
                if (open?.kind === 'revoke') {
                  revokeKey.mutate(open.key.MachineKeyId, {
                    onSuccess: () => toast(t('integrations.keyRevoked', { name: open.key.Name })),
                    onError: (error) => notifySaveFailed(t, error),
                  });
                }
                setOpen(null);
              }}
            />
            <ConfirmDialog
              opened={open?.kind === 'disable'}
              title={t('integrations.disableTitle')}
              message={open?.kind === 'disable' ? t('integrations.disableMessage', { url: open.webhook.Url }) : ''}
              confirmLabel={t('integrations.disable')}
              onCancel={() => setOpen(null)}
              onConfirm={() => {
                if (open?.kind === 'disable') {
                  disableWebhook.mutate(open.webhook.WebhookId, {
                    onSuccess: () => toast(t('integrations.webhookDisabled')),
                    onError: (error) => notifySaveFailed(t, error),
                  });
                }
                setOpen(null);
              }}
            />
          </Stack>
        )}
      </QueryState>
    </FeaturePage>
  );
};
