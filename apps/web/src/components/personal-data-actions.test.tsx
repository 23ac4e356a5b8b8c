import type { PersonalDataErasure } from '@door/contract';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PersonalDataActions } from './personal-data-actions';

const ERASURE: PersonalDataErasure = { Deleted: { contacts: 1 }, Anonymised: { users: 1 }, KeptDocuments: 1 };

const renderActions = (overrides: Partial<Parameters<typeof PersonalDataActions>[0]> = {}) => {
  const props = {
    whose: 'self' as const,
    email: 'eva@example.com',
    exportData: vi.fn(async () => ({ ExportedAt: '2026-11-27T19:00:00Z', Email: 'eva@example.com', Tables: {} })),
    erase: vi.fn(async () => ERASURE),
    onErased: vi.fn(),
    ...overrides,
  };
  render(
    <MantineProvider>
      <PersonalDataActions {...props} />
    </MantineProvider>,
  );
  return props;
};

describe('the data request buttons', () => {
  it('downloads the export as a JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const props = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(props.exportData).toHaveBeenCalledTimes(1);
  });

  it('deletes only once the e-mail is typed again, in an accessible dialog that says what the law keeps', async () => {
    const props = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('Issued orders, order confirmations and sent offers keep');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = screen.getByLabelText('Type eva@example.com to confirm');
    fireEvent.change(input, { target: { value: 'eva@example.co' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'EVA@example.com' } });
    expect(confirm.disabled).toBe(false);
    const result = await axe.run(document.body, { runOnly: ['button-name', 'aria-dialog-name', 'label'] });
    expect(result.violations).toEqual([]);
    fireEvent.click(confirm);
    await waitFor(() => expect(props.onErased).toHaveBeenCalledWith(ERASURE));
    expect(props.erase).toHaveBeenCalledWith('EVA@example.com');
  });

  it('offers no erasure without an erase call (a staff member on their own profile)', () => {
    const { erase: _erase, ...rest } = {
      whose: 'self' as const,
      email: 'sales@demo.test',
      exportData: vi.fn(),
      erase: undefined,
      onErased: vi.fn(),
    };
    render(
      <MantineProvider>
        <PersonalDataActions {...rest} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});
