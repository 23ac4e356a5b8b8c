import '#web/lib/mantine-styles';
import { type DocumentDetail, formatMoney, type OpenTransUploadReply } from '@door/contract';
import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { fileToBase64 } from '#web/lib/files';
import { useDateFormats } from '#web/lib/format';
import { notify, toast } from '#web/stores/notification-store';
import { useApplyOrderResponse } from '../api/apply-order-response';

/**
 * The ERP's order response on an order's page: pick the openTRANS ORDERRESPONSE file, see what it changes
 * (quantities, unit prices, delivery dates per position, the manufacturer's order number), then apply it.
 */
export const OrderResponsePanel = ({ detail, brandPartnerId }: { detail: DocumentDetail; brandPartnerId: string }) => {
  const { t } = useTranslation('document');
  const dates = useDateFormats();
  const send = useApplyOrderResponse();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<OpenTransUploadReply | null>(null);

  const shown = (field: string, value: string) => {
    if (value === '') {
      return '–';
    }
    return field === 'unitPrice'
      ? formatMoney(Number(value), detail.Currency)
      : field === 'deliveryDate'
        ? dates.day(value)
        : value;
  };

  const run = async (dryRun: boolean) => {
    if (!file) {
      return;
    }
    try {
      const reply = await send.mutateAsync({
        documentId: detail.SalesDocumentId,
        brandPartnerId,
        base64File: await fileToBase64(file),
        fileName: file.name,
        dryRun,
      });
      if (dryRun) {
        setChecked(reply);
        return;
      }
      setChecked(null);
      setFile(null);
      toast(t('orderResponse.applied', { number: detail.DocumentNumber, changes: reply.Changes.length }));
    } catch (error) {
      setChecked(null);
      notify({ kind: 'error', title: t('orderResponse.refused'), message: errorMessageOf(error, t('errors.general')) });
    }
  };

  return (
    <Paper withBorder p="md" data-testid="order-response-panel">
      <Title order={2} size="h4" mb="xs">
        {t('orderResponse.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('orderResponse.help')}
      </Text>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('orderResponse.file')}
            placeholder={t('orderResponse.filePlaceholder')}
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={(next) => {
              setFile(next);
              setChecked(null);
            }}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
          />
          <Button variant="light" disabled={!file} loading={send.isPending && !checked} onClick={() => void run(true)}>
            {t('orderResponse.check')}
          </Button>
        </Group>
        {checked ? (
          <Stack gap="xs" data-testid="order-response-diff">
            <Text size="sm">
              {t('orderResponse.summary', {
                positions: checked.AcceptedPositions.join(', '),
                supplierOrderId: checked.SupplierOrderId || '–',
              })}
            </Text>
            {checked.Changes.length === 0 ? (
              <Alert color="gray">{t('orderResponse.noChanges')}</Alert>
            ) : (
              <Table.ScrollContainer minWidth={240}>
                <Table striped withTableBorder>
                  <Table.Caption>{t('orderResponse.caption')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('orderResponse.position')}</Table.Th>
                      <Table.Th scope="col">{t('orderResponse.field')}</Table.Th>
                      <Table.Th scope="col">{t('orderResponse.change')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {checked.Changes.map((change) => (
                      <Table.Tr key={`${change.Position}-${change.Field}`}>
                        <Table.Td>{change.Position}</Table.Td>
                        <Table.Td>{t(`orderResponse.fields.${change.Field}`)}</Table.Td>
                        <Table.Td>
                          <del>{shown(change.Field, change.Before)}</del> →{' '}
                          <strong>{shown(change.Field, change.After)}</strong>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group>
              <Button loading={send.isPending} onClick={() => void run(false)}>
                {t('orderResponse.apply')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
};
