import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '#web/stores/notification-store';
import { ConfirmDialog } from './confirm-dialog';
import { NotificationDialog } from './notification-dialog';

/** The axe findings about unnamed buttons and dialogs in the page (Mantine renders modals into document.body). */
const unnamed = async () => {
  const result = await axe.run(document.body, { runOnly: ['button-name', 'aria-dialog-name'] });
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
};

afterEach(() => {
  act(() => useNotificationStore.setState({ current: null, queue: [] }));
});

describe('shared dialogs', () => {
  it('gives the notification dialog one named Close button and a named dialog', async () => {
    render(
      <MantineProvider>
        <NotificationDialog />
      </MantineProvider>,
    );
    act(() => useNotificationStore.getState().notify({ kind: 'error', message: 'The server is down.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exception' });
    const buttons = dialog.querySelectorAll('button');
    expect(buttons.length).toBe(1);
    expect(await unnamed()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useNotificationStore.getState().current).toBeNull();
  });

  it('gives the confirm dialog a translated close button that cancels', async () => {
    const onCancel = vi.fn();
    render(
      <MantineProvider>
        <ConfirmDialog opened title="Delete?" message="The row goes." onConfirm={() => undefined} onCancel={onCancel} />
      </MantineProvider>,
    );
    await screen.findByRole('dialog', { name: 'Delete?' });
    expect(await unnamed()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
