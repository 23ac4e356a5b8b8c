import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { UrlDialog } from './url-dialog';

describe('documentation URL dialog', () => {
  it('needs a name and a url of at most 255 characters before it saves', async () => {
    const onSave = vi.fn();
    renderWithProviders(<UrlDialog opened onClose={() => undefined} onSave={onSave} saving={false} />);
    const save = await screen.findByRole('button', { name: /save|shrani/i });
    expect(save).toHaveProperty('disabled', true);
    const [name, url] = screen.getAllByRole('textbox');
    fireEvent.change(name as HTMLElement, { target: { value: 'Montage' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(url as HTMLElement, { target: { value: `https://example.com/${'a'.repeat(240)}` } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(url as HTMLElement, { target: { value: 'https://example.com/montage.pdf' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ FileName: 'Montage', Url: 'https://example.com/montage.pdf' }),
    );
  });
});
