import '#web/lib/mantine-styles';
import {
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentDetail,
  documentUpdateBodySchema,
  formatMoney,
  isAdminRole,
  LIMITS,
} from '@door/contract';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { useDateFormats } from '#web/lib/format';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useDocument } from '../api/get-document';
import { useRemoveComment } from '../api/remove-comment';
import { useUpdateDocument } from '../api/update-document';
import { ChangeContactModal } from './change-contact-modal';
import { OfferLinkNote, OfferOnlinePanel } from './offer-online-panel';
import { OrderResponsePanel } from './order-response-panel';
import { RevisionsPanel, SupersededNote } from './revisions-panel';

const Field = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="document-field">
    <Text size="xs" c="dimmed" component="dt">
      {label}
    </Text>
    <Text component="dd" m={0} data-testid={testId}>
      {children === '' || children === null || children === undefined ? '–' : children}
    </Text>
  </div>
);

type EditValues = { Commission: string; CustomerNumber: string };

/** Commission and customer number (max 255): save stays disabled while a value is invalid or nothing changed. */
const EditForm = ({
  detail,
  brandPartnerId,
  canEdit,
}: {
  detail: DocumentDetail;
  brandPartnerId: string;
  canEdit: boolean;
}) => {
  const { t } = useTranslation('document');
  const update = useUpdateDocument();
  const saved: EditValues = { Commission: detail.Commission, CustomerNumber: detail.CustomerNumber };
  const form = useForm<EditValues>({
    initialValues: saved,
    validate: schemaValidator(documentUpdateBodySchema.pick({ Commission: true, CustomerNumber: true })),
    validateInputOnChange: true,
    enhanceGetInputProps: translateErrors((key) => t(`validation.${key}`)),
  });
  // A reload (after a save, or another document) starts from the stored values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the stored values reset the form.
  useEffect(() => {
    form.setInitialValues(saved);
    form.setValues(saved);
  }, [detail.SalesDocumentId, detail.Commission, detail.CustomerNumber]);
  const changed = form.values.Commission !== detail.Commission || form.values.CustomerNumber !== detail.CustomerNumber;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors) {
      return;
    }
    update.mutate(
      { documentId: detail.SalesDocumentId, BrandPartnerId: brandPartnerId, ...form.values },
      {
        onSuccess: () => toast(t('saved.detail')),
        onError: (error) =>
          notify({ kind: 'error', title: t('errors.saving'), message: errorMessageOf(error, t('errors.general')) }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('detail.editTitle')}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('detail.Commission')}
            maxLength={LIMITS.textMax}
            disabled={!canEdit}
            {...form.getInputProps('Commission')}
          />
          <TextInput
            label={t('detail.CustomerNumber')}
            maxLength={LIMITS.textMax}
            disabled={!canEdit}
            {...form.getInputProps('CustomerNumber')}
          />
        </SimpleGrid>
        {canEdit ? (
          <Group>
            <Button type="submit" disabled={!changed || !form.isValid()} loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
};

/** The document detail (§2): read-only fields, totals, commission and customer number, comment, change contact. */
export const DocumentDetailView = () => {
  const { t } = useTranslation('document');
  const current = useAppStore((state) => state.document);
  const brandPartnerId = useAppStore((state) => state.brandPartnerId) ?? '';
  const documentId = current?.documentId ?? '';
  const query = useDocument(documentId, brandPartnerId);
  return (
    <QueryState query={query} errorTitle={t('errors.loadFailed')}>
      {(detail) => <DocumentDetailContent detail={detail} brandPartnerId={brandPartnerId} />}
    </QueryState>
  );
};

const DocumentDetailContent = ({ detail, brandPartnerId }: { detail: DocumentDetail; brandPartnerId: string }) => {
  const { t } = useTranslation('document');
  const dates = useDateFormats();
  const role = useAppStore((state) => state.role);
  const removeComment = useRemoveComment();
  const [contactOpen, setContactOpen] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const documentId = detail.SalesDocumentId;
  const canEdit = isAdminRole(role) && !detail.IsReadOnly;
  const money = (amount: number) => formatMoney(amount, detail.Currency);
  const remove = () => {
    setConfirmRemove(false);
    removeComment.mutate(
      { documentId, brandPartnerId },
      {
        onSuccess: () => toast(t('saved.commentRemoved')),
        onError: (error) =>
          notify({ kind: 'error', title: t('errors.saving'), message: errorMessageOf(error, t('errors.general')) }),
      },
    );
  };

  const isOffer = detail.DocumentTypeId === DOCUMENT_TYPE_IDS.offer;
  const isOrder =
    detail.DocumentTypeId === DOCUMENT_TYPE_IDS.order || detail.DocumentTypeId === DOCUMENT_TYPE_IDS.orderconfirmation;
  // The server refuses an order response on an archived order (409): the panel is not offered there.
  const takesOrderResponse = isOrder && isAdminRole(role) && detail.DocumentStatusId !== DOCUMENT_STATUS_IDS.archived;
  return (
    <Stack gap="lg">
      <SupersededNote detail={detail} />
      {isOffer && isAdminRole(role) ? <OfferLinkNote detail={detail} /> : null}
      {detail.IsReadOnly ? (
        <Alert color="gray" data-testid="read-only-note">
          {t('readOnly')}
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.documentTitle')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Field label={t('detail.DocumentNumber')} testId="document-number">
            {detail.DocumentNumber}
          </Field>
          <Field label={t('detail.DocumentTypeName')}>{detail.DocumentTypeName}</Field>
          <Field label={t('detail.DocumentStatusName')}>{detail.DocumentStatusName}</Field>
          <Field label={t('detail.ProjectNumber')}>{String(detail.ProjectNumber)}</Field>
          <Field label={t('detail.ProjectStatus')}>{detail.ProjectStatus}</Field>
          <Field label={t('detail.DocumentLastChanged')}>{dates.dateTime(detail.DocumentLastChanged)}</Field>
          <Field label={t('detail.PartnerName')}>{detail.PartnerName}</Field>
          <Field label={t('detail.Salesman')}>{detail.Salesman}</Field>
          <Field label={t('detail.RecipientPartnerName')}>{detail.RecipientPartnerName}</Field>
          <Field label={t('detail.SalesmanRecipient')}>{detail.SalesmanRecipient}</Field>
          {isOrder ? (
            <Field label={t('detail.SupplierOrderNumber')} testId="supplier-order-number">
              {detail.SupplierOrderNumber}
            </Field>
          ) : null}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('detail.contactTitle')}
          </Title>
          {canEdit ? (
            <Button variant="light" onClick={() => setContactOpen(true)}>
              {t('detail.changeContact')}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label={t('detail.ContactName')} testId="contact-name">
            {detail.ContactName}
          </Field>
          <Field label={t('detail.ContactEmail')}>
            {detail.ContactEmail ? <Anchor href={`mailto:${detail.ContactEmail}`}>{detail.ContactEmail}</Anchor> : ''}
          </Field>
          <Field label={t('detail.ContactTelephone')}>{detail.ContactTelephone}</Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.totalsTitle')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label={t('detail.TotalPrice')} testId="total-price">
            {money(detail.TotalPrice)}
          </Field>
          <Field label={t('detail.TotalTaxCost')}>{money(detail.TotalTaxCost)}</Field>
          <Field label={t('detail.TotalPriceWithTax')} testId="total-with-tax">
            {money(detail.TotalPriceWithTax)}
          </Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.editTitle')}
        </Title>
        <EditForm detail={detail} brandPartnerId={brandPartnerId} canEdit={canEdit} />
      </Paper>
      {isOffer && isAdminRole(role) ? <OfferOnlinePanel detail={detail} /> : null}
      {isOffer && isAdminRole(role) ? <RevisionsPanel detail={detail} brandPartnerId={brandPartnerId} /> : null}
      {takesOrderResponse ? <OrderResponsePanel detail={detail} brandPartnerId={brandPartnerId} /> : null}
      {detail.Comment ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('detail.Comment')}
          </Title>
          <Text data-testid="document-comment" style={{ whiteSpace: 'pre-wrap' }}>
            {detail.Comment}
          </Text>
          {canEdit ? (
            <Button
              mt="sm"
              variant="light"
              color="red"
              onClick={() => setConfirmRemove(true)}
              loading={removeComment.isPending}
            >
              {t('detail.removeComment')}
            </Button>
          ) : null}
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={confirmRemove}
        title={t('removeCommentConfirm.title')}
        message={t('removeCommentConfirm.message', { number: detail.DocumentNumber })}
        confirmLabel={t('detail.removeComment')}
        onConfirm={remove}
        onCancel={() => setConfirmRemove(false)}
      />
      <ChangeContactModal
        opened={contactOpen}
        onClose={() => setContactOpen(false)}
        documentId={documentId}
        brandPartnerId={brandPartnerId}
      />
    </Stack>
  );
};
