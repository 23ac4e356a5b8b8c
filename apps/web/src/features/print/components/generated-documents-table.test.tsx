import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { GeneratedDocumentsTable } from './generated-documents-table';

const PRINTED = {
  SalesDocumentGeneratedId: '11111111-1111-4111-8111-111111111111',
  FileName: 'Angebot-2026-00017.pdf',
  DocumentType: 'Offer printed',
  DocumentTypeId: '0d7b1c10-0001-4000-8000-000000000007',
  CreatedBy: 'Ana Kovač',
  TimeStamp: '2026-11-22T10:00:00.000Z',
};
const SENT = {
  ...PRINTED,
  SalesDocumentGeneratedId: '22222222-2222-4222-8222-222222222222',
  FileName: 'Offer-2026-00017.pdf',
  DocumentType: 'Offer sent',
  DocumentTypeId: '0d7b1c10-0001-4000-8000-000000000008',
};

const renderTable = (selected: string[] = []) => {
  const handlers = { onSelectedChange: vi.fn(), onDownload: vi.fn(), onDelete: vi.fn() };
  renderWithProviders(
    <Suspense fallback={null}>
      <GeneratedDocumentsTable rows={[PRINTED, SENT]} selected={selected} isBusy={false} {...handlers} />
    </Suspense>,
  );
  return handlers;
};

describe('the generated documents table', () => {
  it('offers delete for a printed offer only, never for a sent one', async () => {
    const handlers = renderTable();
    const deletePrinted = await screen.findByRole('button', { name: `Delete ${PRINTED.FileName}` });
    const deleteSent = screen.getByRole('button', { name: `Delete ${SENT.FileName}` });
    expect(deleteSent.hasAttribute('disabled')).toBe(true);
    fireEvent.click(deletePrinted);
    expect(handlers.onDelete).toHaveBeenCalledWith(PRINTED);
  });

  it('downloads a row as pdf or doc and selects rows for the zip', async () => {
    const handlers = renderTable([PRINTED.SalesDocumentGeneratedId]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'DOC' }))[1] as HTMLElement);
    expect(handlers.onDownload).toHaveBeenCalledWith(SENT, 'doc');
    fireEvent.click(screen.getByLabelText(`Select ${SENT.FileName}`));
    expect(handlers.onSelectedChange).toHaveBeenCalledWith([
      PRINTED.SalesDocumentGeneratedId,
      SENT.SalesDocumentGeneratedId,
    ]);
    fireEvent.click(screen.getByLabelText('Select all documents'));
    expect(handlers.onSelectedChange).toHaveBeenLastCalledWith([
      PRINTED.SalesDocumentGeneratedId,
      SENT.SalesDocumentGeneratedId,
    ]);
  });
});
