import '#web/lib/mantine-styles';
import { DOCUMENT_STATUS_IDS, type GeneratedDocument, revisionLabel } from '@door/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRevisions } from '#web/api/get-revisions';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FeaturePage } from '#web/components/feature-page';
import { combineQueries, QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { downloadFile } from '#web/lib/files';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useDeleteGenerated } from '../api/delete-generated';
import { downloadGenerated, downloadGeneratedZip } from '../api/download-generated';
import { useGenerateDocument } from '../api/generate-document';
import { useGeneratedDocuments } from '../api/get-generated-documents';
import { usePrintLanguages } from '../api/get-print-languages';
import { usePrintTemplates } from '../api/get-print-templates';
import { useSendManually } from '../api/send-manually';
import { GeneratedDocumentsTable } from '../components/generated-documents-table';
import { type PrintChoice, PrintForm } from '../components/print-form';

/** The page of one document with a brand partner: print form and generated documents. */
const PrintPage = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) => {
  const { t } = useTranslation('print');
  const current = useAppStore((state) => state.document);
  const setDocument = useAppStore((state) => state.setDocument);
  const templates = usePrintTemplates(documentId);
  const languages = usePrintLanguages(documentId);
  const generated = useGeneratedDocuments(documentId, brandPartnerId);
  const generate = useGenerateDocument();
  const remove = useDeleteGenerated();
  const markSent = useSendManually();
  const revisions = useRevisions(documentId, brandPartnerId);
  // The offer's other revisions (oldest first): the print may list what changed from one of them.
  const otherRevisions = (revisions.data?.Revisions ?? [])
    .filter((row) => row.SalesDocumentId !== documentId)
    .map((row) => ({ value: row.SalesDocumentId, label: `${revisionLabel(row.Revision)} · ${row.DocumentNumber}` }));
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<GeneratedDocument | null>(null);
  // Sending by e-mail goes outward and cannot be called back: it is confirmed first.
  const [sending, setSending] = useState<PrintChoice | null>(null);
  // Marking as sent changes the document's status: confirmed first as well (the server ignores a repeat).
  const [marking, setMarking] = useState(false);
  const [busy, setBusy] = useState(false);

  // §8: every failure on this page is shown under the 'print offer' title.
  const fail = (error: unknown) =>
    notify({ kind: 'error', title: t('errors.printOffer'), message: errorMessageOf(error, t('errors.general')) });
  const markOffer = () => {
    if (current && current.documentId === documentId) {
      setDocument({ ...current, status: DOCUMENT_STATUS_IDS.offer });
    }
  };

  const print = (choice: PrintChoice) =>
    generate.mutate(
      {
        documentId,
        body: {
          BrandPartnerId: brandPartnerId,
          TemplateId: choice.templateId,
          LanguageId: choice.languageId,
          Send: choice.send,
          ShowPrices: choice.showPrices,
          ShowImages: choice.showImages,
          ShowDocumentation: choice.showDocumentation,
          ShowTerms: choice.showTerms,
          ShowChangesFrom: choice.changesFrom,
        },
      },
      {
        onSuccess: (file) => {
          downloadFile(file);
          if (choice.send) {
            markOffer();
            notify({ kind: 'info', message: t('sent', { email: generated.data?.Email ?? '' }) });
          }
        },
        onError: fail,
      },
    );

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <QueryState query={combineQueries(templates, languages, generated)} errorTitle={t('errors.printOffer')}>
      {([templateList, languageList, list]) => (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Text>
                {t('document')}: <strong>{list.DocumentNumber}</strong> · {t('contact')}: {list.Contact || '–'} ·{' '}
                {t('email')}: {list.Email || '–'}
              </Text>
              <PrintForm
                templates={templateList}
                languages={languageList}
                disableTechDocumentation={list.DisableTechDocumentation}
                isPrinting={generate.isPending}
                onPrint={(choice) => (choice.send ? setSending(choice) : print(choice))}
                revisions={otherRevisions}
              />
            </Stack>
          </Paper>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('generated')}
            </Title>
            <Group>
              <Button
                variant="default"
                disabled={selected.length === 0 || busy}
                onClick={() =>
                  run(async () => downloadFile(await downloadGeneratedZip({ documentId, documentIds: selected })))
                }
              >
                {t('zip', { count: selected.length })}
              </Button>
              <Button variant="default" disabled={busy || markSent.isPending} onClick={() => setMarking(true)}>
                {t('markSent')}
              </Button>
            </Group>
            <GeneratedDocumentsTable
              rows={list.Documents}
              selected={selected.filter((id) => list.Documents.some((row) => row.SalesDocumentGeneratedId === id))}
              onSelectedChange={setSelected}
              onDownload={(row, format) =>
                run(async () =>
                  downloadFile(
                    await downloadGenerated({ documentId, generatedId: row.SalesDocumentGeneratedId, format }),
                  ),
                )
              }
              onDelete={setDeleting}
              isBusy={busy}
            />
          </Stack>
          <ConfirmDialog
            opened={sending !== null}
            title={t('sendConfirm.title')}
            message={t('sendConfirm.message', { number: list.DocumentNumber, email: list.Email })}
            confirmLabel={t('printAndSend')}
            onCancel={() => setSending(null)}
            onConfirm={() => {
              const choice = sending;
              setSending(null);
              if (choice) {
                print(choice);
              }
            }}
          />
          <ConfirmDialog
            opened={marking}
            title={t('markSentConfirm.title')}
            message={t('markSentConfirm.message', { number: list.DocumentNumber })}
            confirmLabel={t('markSent')}
            onCancel={() => setMarking(false)}
            onConfirm={() => {
              setMarking(false);
              markSent.mutate(
                { documentId, brandPartnerId },
                {
                  onSuccess: () => {
                    markOffer();
                    toast(t('markedSent', { number: list.DocumentNumber }));
                  },
                  onError: fail,
                },
              );
            }}
          />
          <ConfirmDialog
            opened={deleting !== null}
            title={t('deleteTitle')}
            message={t('deleteQuestion', { name: deleting?.FileName ?? '' })}
            confirmLabel={t('table.delete')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              const row = deleting;
              setDeleting(null);
              if (row) {
                remove.mutate({ documentId, generatedId: row.SalesDocumentGeneratedId }, { onError: fail });
              }
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
};

/** /admin/document/print: print and send the current document (admins; the §6 redirect sits in the layout). */
export const DocumentPrintRoute = () => {
  const { t } = useTranslation('print');
  const document = useAppStore((state) => state.document);
  const brandPartnerId = useAppStore((state) => state.brandPartnerId);
  return (
    <FeaturePage title={t('title')}>
      {document && brandPartnerId ? (
        <PrintPage key={document.documentId} documentId={document.documentId} brandPartnerId={brandPartnerId} />
      ) : (
        <Text>{t('noDocument')}</Text>
      )}
    </FeaturePage>
  );
};
