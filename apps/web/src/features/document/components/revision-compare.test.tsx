import type { DocumentDetail, DocumentHistoryEntry, DocumentRevisionsReply, RevisionDiff } from '@door/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { useNotificationStore } from '#web/stores/notification-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { HistoryTable } from './history-table';
import { RevisionCompare } from './revision-compare';
import { RevisionsPanel } from './revisions-panel';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const STATUS = '0d7b1c10-0002-4000-8000-000000000001';

const money = (kind: RevisionDiff['Totals'][number]['Kind'], label: string, from: number, to: number) => ({
  Kind: kind,
  Label: label,
  From: `${from.toFixed(2).replace('.', ',')} €`,
  To: `${to.toFixed(2).replace('.', ',')} €`,
  FromAmount: from,
  ToAmount: to,
});

const DIFF: RevisionDiff = {
  From: { SalesDocumentId: FIRST, Revision: 1, DocumentNumber: '2026-00012' },
  To: { SalesDocumentId: SECOND, Revision: 2, DocumentNumber: '2026-00012-02' },
  Currency: 'EUR',
  Positions: [
    {
      Change: 'changed',
      FromPosition: 1,
      ToPosition: 1,
      Name: 'Alpina Verona',
      Quantity: 3,
      TotalPrice: 3600,
      Changes: [
        {
          Kind: 'parameter',
          Label: 'Hinge side',
          From: 'Left (DIN L)',
          To: 'Right (DIN R)',
          FromAmount: null,
          ToAmount: null,
        },
        { Kind: 'quantity', Label: 'Quantity', From: '1', To: '3', FromAmount: 1, ToAmount: 3 },
        { Kind: 'discount', Label: 'Loyalty', From: null, To: '10 % (-400,00 €)', FromAmount: null, ToAmount: -400 },
      ],
    },
    {
      Change: 'removed',
      FromPosition: 2,
      ToPosition: null,
      Name: 'Alpina Nova',
      Quantity: 1,
      TotalPrice: 900,
      Changes: [],
    },
    {
      Change: 'added',
      FromPosition: null,
      ToPosition: 2,
      Name: 'Alpina Lumen',
      Quantity: 2,
      TotalPrice: 1800,
      Changes: [],
    },
  ],
  UnchangedPositions: 1,
  Terms: [
    {
      Kind: 'deliveryTerm',
      Label: 'Delivery term: Express',
      From: null,
      To: 'Delivery within 5 working days.',
      FromAmount: null,
      ToAmount: null,
    },
  ],
  Totals: [money('documentTotal', 'Total with tax', 2000, 5400)],
};

const entry = (values: Partial<DocumentHistoryEntry>): DocumentHistoryEntry => ({
  SalesDocumentId: SECOND,
  ConfigurationId: null,
  DateTime: '2026-11-21T10:00:00.000Z',
  Text: '',
  Type: '',
  TypeKey: '',
  User: 'Ana Novak',
  Value: '',
  CompareRevisions: null,
  ...values,
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useAppStore.setState({
    token: 'token',
    role: 'admin',
    flags: EMPTY_FLAGS,
    brandPartnerId: BPI,
    language: 'en',
    document: {
      documentId: SECOND,
      initialDocumentId: FIRST,
      name: '2026-00012-02',
      project: 7,
      addingMode: false,
      disableEdit: false,
      status: STATUS,
      currency: 'EUR',
    },
  });
  useNotificationStore.setState({ current: null, queue: [] });
});

afterEach(() => vi.unstubAllGlobals());

describe('RevisionCompare', () => {
  it('asks the server for the two revisions and shows every position, term and total that changed', async () => {
    fetchMock.mockImplementation(async () => jsonReply(200, DIFF));
    renderWithProviders(
      <Suspense fallback={null}>
        <RevisionCompare />
      </Suspense>,
      `/compare?from=${FIRST}&to=${SECOND}`,
    );
    await screen.findByTestId('revision-diff');
    const url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toContain(`/document/${SECOND}/revisions/compare`);
    expect(url).toContain(`from=${FIRST}`);
    expect(url).toContain(`to=${SECOND}`);
    expect(url).toContain(`brandPartnerId=${BPI}`);
    expect(screen.getByText('From 2026-00012 to 2026-00012-02: 3 positions differ, 1 unchanged.')).toBeTruthy();

    const changed = screen.getByRole('region', { name: 'Position 1: Alpina Verona' });
    expect(within(changed).getByText('Changed')).toBeTruthy();
    const rows = within(changed)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Hinge side', 'Left (DIN L)', 'Right (DIN R)'],
      ['Quantity', '1', '3'],
      ['Loyalty', 'none', '10 % (-400,00 €)'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Position 2: Alpina Nova' })).getByText('Removed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Position 2: Alpina Lumen' })).getByText('Added')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('2000,00 €')).toBeTruthy();
    expect(within(totals).getByText('5400,00 €')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Terms' })).getByText('Delivery within 5 working days.'),
    ).toBeTruthy();
  });

  it('asks for nothing until two different revisions are named', async () => {
    renderWithProviders(<RevisionCompare />, `/compare?from=${FIRST}&to=${FIRST}`);
    expect(await screen.findByText('Pick two different revisions of the offer on the document page.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RevisionsPanel', () => {
  const detail = { SalesDocumentId: SECOND, CanCreateRevision: true } as DocumentDetail;
  const revisions: DocumentRevisionsReply = {
    RootSalesDocumentId: FIRST,
    Currency: 'EUR',
    Revisions: [
      {
        SalesDocumentId: FIRST,
        Revision: 1,
        DocumentNumber: '2026-00012',
        DocumentStatusId: STATUS,
        DocumentStatusName: 'Superseded',
        DateCreated: '2026-11-20T10:00:00.000Z',
        TotalPriceWithTax: 2000,
        SupersededBySalesDocumentId: SECOND,
      },
      {
        SalesDocumentId: SECOND,
        Revision: 2,
        DocumentNumber: '2026-00012-02',
        DocumentStatusId: STATUS,
        DocumentStatusName: 'Offer',
        DateCreated: '2026-11-21T10:00:00.000Z',
        TotalPriceWithTax: 5400,
        SupersededBySalesDocumentId: null,
      },
    ],
  };

  it('lists the revisions and compares the previous one with the open one by default', async () => {
    fetchMock.mockImplementation(async () => jsonReply(200, revisions));
    const { router } = renderWithProviders(<RevisionsPanel detail={detail} brandPartnerId={BPI} />, '/document');
    const table = await screen.findByTestId('revisions-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Superseded')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'From revision' }) as HTMLSelectElement).value).toBe(FIRST);
    expect((screen.getByRole('combobox', { name: 'To revision' }) as HTMLSelectElement).value).toBe(SECOND);
    expect(screen.getByRole('button', { name: 'New revision' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/document/revisions'));
    expect(router.state.location.search).toBe(`?from=${FIRST}&to=${SECOND}`);
  });
});

describe('HistoryTable', () => {
  it('links a new revision’s entry to the comparison of the two revisions, and no other entry', async () => {
    fetchMock.mockImplementation(async () =>
      jsonReply(200, [
        entry({
          Type: 'New revision',
          TypeKey: 'revisionCreated',
          Text: '2026-00012',
          Value: '2026-00012-02',
          CompareRevisions: { From: FIRST, To: SECOND },
        }),
        entry({ Type: 'Commission changed', TypeKey: 'commissionChanged', Text: 'old', Value: 'new' }),
      ]),
    );
    const { router } = renderWithProviders(<HistoryTable />, '/history');
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('link', { name: 'Show what changed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/document/revisions'));
    expect(router.state.location.search).toBe(`?from=${FIRST}&to=${SECOND}`);
  });
});
