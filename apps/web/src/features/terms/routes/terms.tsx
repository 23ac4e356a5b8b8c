import '#web/lib/mantine-styles';
import { type DeliveryTerm, type PaymentTerm } from '@door/contract';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { formatNumberInput } from '#web/lib/format';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useTerms } from '../api/get-terms';
import { type TermKind, useSaveTerm } from '../api/save-term';
import { TermDialog, type TermFormValues, termBodyOf } from '../components/term-dialog';
import { DeliveryTermTable, PaymentTermTable } from '../components/term-tables';

type OpenDialog = { kind: TermKind; term: PaymentTerm | DeliveryTerm | null } | null;
type PendingDelete = { kind: TermKind; id: string; name: string } | null;

const valuesOf = (term: PaymentTerm | DeliveryTerm | null): TermFormValues => ({
  Name: term?.Name ?? '',
  Description: term?.Description ?? '',
  Value: term && 'Value' in term ? formatNumberInput(term.Value) : '',
  SortOrder: term ? String(term.SortOrder) : '',
});

/**
 * /admin/document/terms (admins): the current document's payment terms (payment methods, with the price after the
 * cash discount) and delivery terms, each with add, edit and delete dialogs.
 */
export const DocumentTermsRoute = () => {
  const { t } = useTranslation('terms');
  const document = useAppStore((state) => state.document);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const terms = useTerms(document?.documentId ?? '', brandPartnerId);
  const save = useSaveTerm();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  if (!document) {
    return (
      <FeaturePage title={t('title')}>
        <Alert color="gray">{t('noDocument')}</Alert>
      </FeaturePage>
    );
  }
  if (!terms.data) {
    return (
      <FeaturePage title={t('title')}>
        <QueryState query={terms} errorTitle={t('loadFailed')} />
      </FeaturePage>
    );
  }
  const data = terms.data;
  const canEdit = data.CanEdit && !document.disableEdit;
  const write = (
    kind: TermKind,
    termId: string | undefined,
    body: ReturnType<typeof termBodyOf> | undefined,
    name: string,
  ) =>
    save.mutate(
      // The dialog's body carries Value only for payment terms.
      { documentId: document.documentId, brandPartnerId, kind, termId, body: body as never },
      {
        onSuccess: () => {
          setDialog(null);
          toast(t(body ? 'saved.row' : 'saved.deleted', { name }));
        },
        onError: (error) =>
          notify({
            kind: 'error',
            title: t('saving'),
            message: errorMessageOf(error, t('loadFailed')),
          }),
      },
    );

  return (
    <FeaturePage title={`${t('title')} · ${document.name}`}>
      {!canEdit ? <Alert color="gray">{t('readOnly')}</Alert> : null}
      <Stack gap="xl">
        <section aria-labelledby="payment-terms-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="payment-terms-title">
              {t('paymentTerms')}
            </Title>
            <Button size="xs" disabled={!canEdit} onClick={() => setDialog({ kind: 'paymentTerm', term: null })}>
              {t('addPaymentTerm')}
            </Button>
          </Group>
          <PaymentTermTable
            rows={data.PaymentMethods}
            currency={data.Currency}
            canEdit={canEdit}
            onEdit={(term) => setDialog({ kind: 'paymentTerm', term })}
            onDelete={(term) => setPendingDelete({ kind: 'paymentTerm', id: term.TermId, name: term.Name })}
          />
        </section>
        <section aria-labelledby="delivery-terms-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="delivery-terms-title">
              {t('deliveryTerms')}
            </Title>
            <Button size="xs" disabled={!canEdit} onClick={() => setDialog({ kind: 'deliveryTerm', term: null })}>
              {t('addDeliveryTerm')}
            </Button>
          </Group>
          <DeliveryTermTable
            rows={data.PaymentTerms}
            canEdit={canEdit}
            onEdit={(term) => setDialog({ kind: 'deliveryTerm', term })}
            onDelete={(term) => setPendingDelete({ kind: 'deliveryTerm', id: term.TermId, name: term.Name })}
          />
        </section>
      </Stack>
      {dialog ? (
        <TermDialog
          key={`${dialog.kind}-${dialog.term?.TermId ?? 'new'}`}
          title={t(`${dialog.term ? 'edit' : 'add'}.${dialog.kind}`)}
          withValue={dialog.kind === 'paymentTerm'}
          initial={valuesOf(dialog.term)}
          brandPartnerId={brandPartnerId}
          saving={save.isPending}
          onClose={() => setDialog(null)}
          onSave={(values) => {
            const body = termBodyOf(brandPartnerId, values, dialog.kind === 'paymentTerm');
            write(dialog.kind, dialog.term?.TermId, body, body.Name);
          }}
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
    </FeaturePage>
  );
};
