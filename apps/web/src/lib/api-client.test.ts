import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '#web/stores/app-store';
import { jsonReply, preloadOAuthClient } from '#web/test/render';
import { ApiError, apiClient, setSessionExpiredHandler } from './api-client';

const tokens = { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer', expires_in: 900 };

describe('apiClient', () => {
  beforeAll(preloadOAuthClient);

  const fetchMock = vi.fn<typeof fetch>();
  const expired = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    expired.mockReset();
    setSessionExpiredHandler(expired);
    useAppStore.setState({ token: 'old-access', refreshToken: 'old-refresh', language: 'de' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and the language header', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { ok: true }));
    await expect(apiClient.get('/account/info')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/account/info');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer old-access', 'Accept-Language': 'de' });
  });

  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonReply(401, { Message: 'expired' }))
      .mockResolvedValueOnce(jsonReply(200, tokens))
      .mockResolvedValueOnce(jsonReply(200, { ok: true }));
    await expect(apiClient.get('/account/info')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const refreshBody = String(fetchMock.mock.calls[1]?.[1]?.body);
    expect(refreshBody).toContain('grant_type=refresh_token');
    expect(refreshBody).toContain('refresh_token=old-refresh');
    expect(refreshBody).toContain('client_id=test-web');
    expect(fetchMock.mock.calls[2]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer new-access' });
    expect(useAppStore.getState().refreshToken).toBe('new-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('destroys the session when the refresh fails with invalid_grant', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonReply(401, { Message: 'expired' }))
      .mockResolvedValueOnce(jsonReply(400, { error: 'invalid_grant', error_description: 'x', Message: 'x' }));
    await expect(apiClient.get('/account/info')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a second time when the repeated call is refused again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonReply(401, { Message: 'expired' }))
      .mockResolvedValueOnce(jsonReply(200, tokens))
      .mockResolvedValueOnce(jsonReply(401, { Message: 'still refused' }));
    await expect(apiClient.get('/account/info')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('turns an error reply into its message and a network failure into a network error', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(404, { Message: 'Not found here', detail: 'brand' }));
    await expect(apiClient.get('/brand/x/data')).rejects.toMatchObject({
      message: 'Not found here',
      status: 404,
      detail: 'brand',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/brand/x/data')).rejects.toMatchObject({ isNetworkError: true });
  });
});
