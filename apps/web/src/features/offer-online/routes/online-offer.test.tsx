import type { OnlineOfferReply } from '@door/contract';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { OnlineOfferRoute } from './online-offer';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';

const page = (overrides: Partial<OnlineOfferReply> = {}): OnlineOfferReply => ({
  State: 'open',
  Language: 'en',
  BrandPartnerId: BPI,
  ReplacedBy: null,
  Offer: {
    Title: 'Offer 2026-00042',
    DocumentNumber: '2026-00042',
    Date: '2026-11-20',
    ValidUntil: '2026-12-20',
    Currency: 'EUR',
    Seller: { Name: 'Door brand', Lines: [] },
    Customer: ['Maja Kos'],
    Delivery: null,
    Salesman: 'Ana Admin',
    ShowPrices: true,
    Positions: [],
    Totals: { Net: 1000, Tax: 220, Total: 1220 },
    PaymentTerms: [],
    DeliveryTerms: [],
  },
  FileName: 'Offer 2026-00042.pdf',
  PdfSha256: 'a'.repeat(64),
  Answer: null,
  ChangedSinceSent: false,
  ...overrides,
});

describe('OnlineOfferRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const show = (reply: OnlineOfferReply) => {
    fetchMock.mockImplementation(async () => jsonReply(200, reply));
    return renderWithProviders(
      <Suspense fallback={null}>
        <OnlineOfferRoute />
      </Suspense>,
    );
  };

  it('offers Accept on an open offer as sent, with no note of a change', async () => {
    show(page());
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByTestId('offer-changed')).toBeNull();
  });

  it('says an offer changed after it was sent cannot be accepted and the current one will come; decline stays', async () => {
    show(page({ ChangedSinceSent: true }));
    const note = await screen.findByTestId('offer-changed');
    expect(screen.getByRole('heading', { name: 'This offer was changed after it was sent to you' })).toBeTruthy();
    expect(note.textContent).toContain('Your salesperson will send you the current version');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline the offer' })).toBeTruthy();
    // The offer as sent is still shown, with its PDF.
    expect(screen.getByRole('link', { name: 'Download Offer 2026-00042.pdf' })).toBeTruthy();
  });
});
