import '#web/lib/mantine-styles';
import type { DocumentDetail } from '@door/contract';
import { Alert, Anchor, Button, Group, Image, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useDateFormats } from '#web/lib/format';
import { useDocumentOfferOnline, useSetValidUntil } from '../api/offer-online';
import { useOpenDocument } from '../lib/open-document';

/**
 * The note at the top of an offer's page while the customer holds an open link: changing the offer means sending it
 * again before that link accepts; once it was changed, that the link will not accept until it is sent again.
 */
export const OfferLinkNote = ({ detail }: { detail: DocumentDetail }) => {
  const { t } = useTranslation('document');
  const query = useDocumentOfferOnline(detail.SalesDocumentId);
  const data = query.data;
  if (!data?.LinkOpen) {
    return null;
  }
  return data.ChangedSinceSent ? (
    // The title in the body's ink: the light alert's orange title reads too faintly on its tint (axe).
    <Alert color="orange" data-testid="offer-changed-note">
      <Text size="sm" fw={700}>
        {t('offerOnline.changedTitle')}
      </Text>
      <Text size="sm">{t('offerOnline.changed')}</Text>
    </Alert>
  ) : detail.IsReadOnly ? null : (
    <Alert color="blue" data-testid="offer-link-note">
      <Text size="sm">{t('offerOnline.linkOpen')}</Text>
    </Alert>
  );
};

/**
 * The offer online on the document page: its valid-until date (editable while the offer is), when it was sent,
 * first viewed and answered, and the customer's answer as evidence, with the stored PDF checked against its hash.
 */
export const OfferOnlinePanel = ({ detail }: { detail: DocumentDetail }) => {
  const { t } = useTranslation('document');
  const formats = useDateFormats();
  const open = useOpenDocument();
  const query = useDocumentOfferOnline(detail.SalesDocumentId);
  const setValidUntil = useSetValidUntil(detail.SalesDocumentId);
  const [date, setDate] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" data-testid="offer-online-panel">
      <Title order={2} size="h4" mb="sm">
        {t('offerOnline.title')}
      </Title>
      <QueryState query={query}>
        {(data) => (
          <>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (date) {
                  setValidUntil.mutate({ ValidUntil: date });
                }
              }}
            >
              <Group align="flex-end">
                <TextInput
                  type="date"
                  label={t('offerOnline.validUntil')}
                  description={
                    data.ValidUntil ? undefined : t('offerOnline.defaultValidity', { days: data.DefaultValidityDays })
                  }
                  value={date ?? data.ValidUntil ?? ''}
                  onChange={(event) => setDate(event.currentTarget.value || null)}
                  disabled={!data.CanEditValidUntil}
                  error={
                    setValidUntil.error ? errorMessageOf(setValidUntil.error, t('offerOnline.saveFailed')) : undefined
                  }
                />
                {data.CanEditValidUntil ? (
                  <Button type="submit" variant="default" loading={setValidUntil.isPending} disabled={!date}>
                    {t('offerOnline.save')}
                  </Button>
                ) : null}
              </Group>
            </form>
            <Table mt="md" variant="vertical" withTableBorder>
              <Table.Tbody>
                {(
                  [
                    ['sent', data.SentAt],
                    ['viewed', data.ViewedAt],
                    ['answered', data.AnsweredAt],
                  ] as const
                ).map(([name, at]) => (
                  <Table.Tr key={name}>
                    <Table.Th>{t(`offerOnline.${name}`)}</Table.Th>
                    <Table.Td data-testid={`offer-online-${name}`}>{at ? formats.dateTime(at) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.Answer ? (
              <Alert
                mt="md"
                color={data.Answer.Decision === 'accepted' ? 'green' : 'gray'}
                title={t(`offerOnline.${data.Answer.Decision}`, { name: data.Answer.FullName })}
                data-testid="offer-acceptance"
              >
                <Text size="sm">{t('offerOnline.at', { at: formats.dateTime(data.Answer.At) })}</Text>
                {data.Answer.Reason ? (
                  <Text size="sm">{t('offerOnline.reason', { reason: data.Answer.Reason })}</Text>
                ) : null}
                <Text size="sm">
                  {t('offerOnline.origin', { ip: data.Answer.IpAddress, agent: data.Answer.UserAgent })}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {t('offerOnline.hash', { hash: data.Answer.PdfSha256 })}
                </Text>
                <Text
                  size="sm"
                  fw={700}
                  c={data.Answer.PdfVerified ? 'green.9' : 'red.9'}
                  data-testid="offer-pdf-check"
                >
                  {data.Answer.PdfVerified ? t('offerOnline.verified') : t('offerOnline.notVerified')}
                </Text>
                {data.Answer.Signature ? (
                  <Image src={data.Answer.Signature} alt={t('offerOnline.signature')} w={300} mt="xs" />
                ) : null}
                {data.Answer.OrderDocumentId && data.Answer.OrderNumber ? (
                  <Text size="sm" mt="xs">
                    {t('offerOnline.order')}{' '}
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => void open(data.Answer?.OrderDocumentId ?? '')}
                      data-testid="offer-order-link"
                    >
                      {data.Answer.OrderNumber}
                    </Anchor>
                  </Text>
                ) : null}
              </Alert>
            ) : null}
          </>
        )}
      </QueryState>
    </Paper>
  );
};
