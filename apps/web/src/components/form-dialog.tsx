import '#web/lib/mantine-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The texts of a form dialog's close control and buttons, in the caller's namespace. */
export type FormDialogLabels = { close: string; cancel: string; save: string };

/**
 * A dialog around one form: title, the fields, then Cancel and Save (disabled while the form may not be saved). The
 * caller's submit handler validates and saves; Escape, the header's close control and Cancel all close.
 */
export const FormDialog = ({
  opened = true,
  title,
  labels,
  canSave,
  saving,
  onClose,
  onSubmit,
  notice = null,
  children,
}: {
  opened?: boolean;
  title: string;
  labels: FormDialogLabels;
  canSave: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What keeps the form from saving, said once above the buttons (§5 'missing fields'). */
  notice?: string | null;
  children: ReactNode;
}) => (
  <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': labels.close }}>
    <form onSubmit={onSubmit}>
      <Stack>
        {children}
        {notice ? (
          <Text size="sm" c="red" role="alert">
            {notice}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={!canSave} loading={saving}>
            {labels.save}
          </Button>
        </Group>
      </Stack>
    </form>
  </Modal>
);
