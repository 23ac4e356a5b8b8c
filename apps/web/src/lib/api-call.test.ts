import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#web/stores/app-store';
import { jsonReply } from '#web/test/render';
import { callApi, callKey } from './api-call';

const DOCUMENT = '0d7b1c10-0000-4000-8000-00000000d0c1';
const BRAND_PARTNER = '0d7b1c10-0000-4000-8000-0000000000b1';

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useAppStore.setState({ token: 'access', refreshToken: 'refresh', language: 'en' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the call of the table: method, filled path, query and JSON body', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { TermId: 't' }));
    await callApi('updatePaymentTerm', {
      params: { id: DOCUMENT, termId: 'a/b' },
      body: { BrandPartnerId: BRAND_PARTNER, Name: 'Cash', Description: '', Value: 2, SortOrder: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/document/${DOCUMENT}/paymentTerm/a%2Fb`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ Name: 'Cash', Value: 2 });
  });

  it('puts the query after the path and leaves out what is not given', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, []));
    await callApi('getDocumentTerms', { params: { id: DOCUMENT }, query: { brandPartnerId: BRAND_PARTNER } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/document/${DOCUMENT}/terms?brandPartnerId=${BRAND_PARTNER}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});

describe('callKey', () => {
  it('is the path segments, then the query, then the context', () => {
    expect(
      callKey('getDocumentTerms', { params: { id: DOCUMENT }, query: { brandPartnerId: BRAND_PARTNER } }, 'de'),
    ).toEqual(['document', DOCUMENT, 'terms', { brandPartnerId: BRAND_PARTNER }, 'de']);
  });

  it('starts like the path, so a path prefix invalidates every reply below it', () => {
    const key = callKey('listGeneratedDocuments', {
      params: { id: DOCUMENT },
      query: { brandPartnerId: BRAND_PARTNER },
    });
    expect(key.slice(0, 2)).toEqual(['document', DOCUMENT]);
  });

  it('holds the body of a search sent as a body', () => {
    expect(
      callKey('getModels', { params: { bpi: BRAND_PARTNER }, body: { categories: [], textFilter: 'oak', lang: 'en' } }),
    ).toEqual(['selection', 'models', BRAND_PARTNER, { categories: [], textFilter: 'oak', lang: 'en' }]);
  });
});
