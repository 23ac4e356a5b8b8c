import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InquiryDialog, type InquiryDialogProps, InquiryDialogProvider } from './inquiry-dialog-slot';

const FakeDialog = ({ opened, configurationIds }: InquiryDialogProps) => (
  <p data-testid="fake-dialog">{opened ? `open: ${configurationIds.join(',')}` : 'closed'}</p>
);

describe('InquiryDialog slot', () => {
  it('renders the provided dialog from its first opening on, and keeps it for the closing', () => {
    const view = (opened: boolean) => (
      <InquiryDialogProvider dialog={FakeDialog}>
        <InquiryDialog opened={opened} configurationIds={['a', 'b']} onClose={() => undefined} />
      </InquiryDialogProvider>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByTestId('fake-dialog')).toBeNull();
    rerender(view(true));
    expect(screen.getByTestId('fake-dialog').textContent).toBe('open: a,b');
    rerender(view(false));
    expect(screen.getByTestId('fake-dialog').textContent).toBe('closed');
  });

  it('refuses to render without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<InquiryDialog opened configurationIds={[]} onClose={() => undefined} />)).toThrow(
      /InquiryDialogProvider/,
    );
    vi.restoreAllMocks();
  });
});
