import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentDocument, EMPTY_FLAGS, useAppStore } from '#web/stores/app-store';
import { jsonReply, renderWithProviders } from '#web/test/render';
import { RemarksPanel } from './remarks-panel';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const LINE = '22222222-2222-4222-8222-222222222222';
const DOCUMENT: CurrentDocument = {
  documentId: '11111111-1111-4111-8111-111111111111',
  initialDocumentId: null,
  name: '2026-0001',
  project: 1,
  addingMode: false,
  disableEdit: false,
  status: 'draft',
  currency: 'EUR',
};
const remark = (index: number, extra: object = {}) => ({
  SalesDocumentConfigurationCommentId: `33333333-3333-4333-8333-${String(index).padStart(12, '0')}`,
  SalesComment: `Remark ${index}`,
  CommentImageUrl: null,
  CommentImageName: null,
  Date: '2026-11-22T10:00:00.000Z',
  User: 'Ana Kovač',
  CanDelete: false,
  ...extra,
});

describe('RemarksPanel', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let remarks: object[];

  beforeEach(() => {
    remarks = [
      remark(1, {
        CommentImageUrl: '/api/v1/files/sig?key=k&name=door.png',
        CommentImageName: 'door.png',
        CanDelete: true,
      }),
      ...[2, 3, 4, 5, 6].map((index) => remark(index)),
    ];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_input, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'POST') {
        return jsonReply(200, remark(9));
      }
      if (method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      return jsonReply(200, remarks);
    });
    useAppStore.setState({
      token: 'token',
      role: 'admin',
      flags: EMPTY_FLAGS,
      brandPartnerId: BPI,
      document: DOCUMENT,
      documentConfiguration: {
        documentConfigurationId: LINE,
        configurationId: LINE,
        position: 1,
        name: 'Door',
        statusId: null,
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const show = (kind: 'sales' | 'installer' = 'sales') =>
    renderWithProviders(
      <Suspense fallback={null}>
        <RemarksPanel kind={kind} />
      </Suspense>,
      '/remarks',
    );

  it('lists 5 remarks a page with the image link opening in a new tab and delete only where CanDelete', async () => {
    show();
    expect(await screen.findByText('Remark 1')).toBeTruthy();
    expect(screen.getAllByTestId('remark-row')).toHaveLength(5);
    const link = screen.getByRole('link', { name: 'Open the image door.png in a new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('button', { name: /^Delete the remark/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Remark 6')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe(`/api/v1/document/configuration/${LINE}/notes`);
    expect(url.searchParams.get('type')).toBe('0');
  });

  it("keeps save disabled without text, shows 'not an image' for another file, and saves a valid remark", async () => {
    show();
    await screen.findByText('Remark 1');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Remark/ }), { target: { value: 'Hinge on the left.' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['text'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByTestId('remark-image-error')).textContent).toBe('Not an image');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock.mock.calls.some((call) => call[1]?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find((call) => call[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      BrandPartnerId: BPI,
      Comment: 'Hinge on the left.',
      FileBase64: null,
      FileName: null,
    });
  });

  it('disables writing on a read-only document and for a role that may not write the kind', async () => {
    useAppStore.setState({ document: { ...DOCUMENT, disableEdit: true } });
    const first = show();
    await screen.findByText('Remark 1');
    expect(screen.getByTestId('remarks-read-only')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Remark/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add image' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Delete the remark/ })).toBeNull();
    first.unmount();
    useAppStore.setState({ document: DOCUMENT });
    show('installer');
    await screen.findByText('Remark 1');
    expect(screen.getByTestId('remarks-role').textContent).toBe('Only installers write installer remarks.');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a visitor without a current configuration to the document configurations', async () => {
    useAppStore.setState({ documentConfiguration: null });
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/document/configurations'));
  });
});
