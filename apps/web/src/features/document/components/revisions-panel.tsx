import '#web/lib/mantine-styles';
import { type DocumentDetail, formatMoney, revisionLabel } from '@door/contract';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRevisions } from '#web/api/get-revisions';
import { QueryState } from '#web/components/query-state';
import { ScrollRegion } from '#web/components/scroll-region';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { errorMessageOf } from '#web/lib/error-message';
import { useDateFormats } from '#web/lib/format';
import { notify, toast } from '#web/stores/notification-store';
import { useCreateRevision } from '../api/create-revision';
import { useOpenDocument } from '../lib/open-document';

/** The compare page of two revisions, as a link. */
export const comparePath = (from: string, to: string) =>
  `${ADMIN_PAGES.revisions}?${new URLSearchParams({ from, to }).toString()}`;

/** A superseded revision says by which revision, with the way to it. */
export const SupersededNote = ({ detail }: { detail: DocumentDetail }) => {
  const { t } = useTranslation('document');
  const open = useOpenDocument();
  const successor = detail.SupersededBySalesDocumentId;
  if (!successor) {
    return null;
  }
  return (
    <Alert color="yellow" data-testid="superseded-note" title={t('revisions.supersededTitle')}>
      <Text size="sm">
        {t('revisions.supersededBy', { number: detail.SupersededByDocumentNumber ?? '' })}{' '}
        <Anchor component="button" type="button" onClick={() => void open(successor)}>
          {t('revisions.openRevision', { number: detail.SupersededByDocumentNumber ?? '' })}
        </Anchor>
      </Text>
    </Alert>
  );
};

/**
 * The revisions of an offer on its document page: each revision with its status, date and total (the open one
 * marked), "New revision" while the offer may be changed, and two revisions to compare.
 */
export const RevisionsPanel = ({ detail, brandPartnerId }: { detail: DocumentDetail; brandPartnerId: string }) => {
  const { t } = useTranslation('document');
  const dates = useDateFormats();
  const navigate = useNavigate();
  const open = useOpenDocument();
  const create = useCreateRevision();
  const query = useRevisions(detail.SalesDocumentId, brandPartnerId);
  const [picked, setPicked] = useState<{ from: string; to: string } | null>(null);

  const newRevision = () =>
    create.mutate(
      { documentId: detail.SalesDocumentId, brandPartnerId },
      {
        onSuccess: async (reply) => {
          toast(t('revisions.created', { number: reply.DocumentNumber }));
          await open(reply.SalesDocumentId);
        },
        onError: (error) =>
          notify({
            kind: 'error',
            title: t('revisions.newRevision'),
            message: errorMessageOf(error, t('errors.general')),
          }),
      },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="revisions-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="revisions-title">
          {t('revisions.title')}
        </Title>
        {detail.CanCreateRevision ? (
          <Button variant="light" onClick={newRevision} loading={create.isPending} data-testid="new-revision">
            {t('revisions.newRevision')}
          </Button>
        ) : null}
      </Group>
      <QueryState query={query} errorTitle={t('errors.loadFailed')}>
        {(reply) => {
          const revisions = reply.Revisions;
          const current = revisions.findIndex((row) => row.SalesDocumentId === detail.SalesDocumentId);
          const defaultTo = revisions[current]?.SalesDocumentId ?? '';
          const defaultFrom = revisions[current > 0 ? current - 1 : 1]?.SalesDocumentId ?? '';
          const from = picked?.from ?? defaultFrom;
          const to = picked?.to ?? defaultTo;
          const options = revisions.map((row) => ({
            value: row.SalesDocumentId,
            label: `${revisionLabel(row.Revision)} · ${row.DocumentNumber}`,
          }));
          const compare = (event: FormEvent) => {
            event.preventDefault();
            void navigate(comparePath(from, to));
          };
          return (
            <Stack gap="sm">
              <ScrollRegion label={t('revisions.caption')}>
                <Table striped miw={480} data-testid="revisions-table">
                  <Table.Caption>{t('revisions.caption')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('revisions.revision')}</Table.Th>
                      <Table.Th>{t('detail.DocumentNumber')}</Table.Th>
                      <Table.Th>{t('detail.DocumentStatusName')}</Table.Th>
                      <Table.Th>{t('revisions.date')}</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>{t('detail.TotalPriceWithTax')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {revisions.map((row) => (
                      <Table.Tr key={row.SalesDocumentId}>
                        <Table.Td>{revisionLabel(row.Revision)}</Table.Td>
                        <Table.Td>
                          {row.SalesDocumentId === detail.SalesDocumentId ? (
                            <Text span fw={700} aria-current="page">
                              {row.DocumentNumber}
                            </Text>
                          ) : (
                            <Anchor component="button" type="button" onClick={() => void open(row.SalesDocumentId)}>
                              {row.DocumentNumber}
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td>{row.DocumentStatusName}</Table.Td>
                        <Table.Td>{dates.dateTime(row.DateCreated)}</Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>
                          {formatMoney(row.TotalPriceWithTax, reply.Currency)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
              {revisions.length > 1 ? (
                <form onSubmit={compare} aria-label={t('revisions.compareTitle')}>
                  <Group align="flex-end" gap="sm" wrap="wrap">
                    <NativeSelect
                      label={t('revisions.from')}
                      data={options}
                      value={from}
                      onChange={(event) => setPicked({ from: event.currentTarget.value, to })}
                    />
                    <NativeSelect
                      label={t('revisions.to')}
                      data={options}
                      value={to}
                      onChange={(event) => setPicked({ from, to: event.currentTarget.value })}
                    />
                    <Button type="submit" disabled={from === to || from === '' || to === ''}>
                      {t('revisions.compare')}
                    </Button>
                  </Group>
                </form>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('revisions.onlyOne')}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Paper>
  );
};
