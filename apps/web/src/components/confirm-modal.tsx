import '#web/lib/mantine-styles';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '#web/i18n';

/** Props of the confirmation dialog. */
export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
};

/** A modal that asks to confirm an action; Escape or Cancel dismisses it. */
export const ConfirmModal = ({ opened, title, message, onConfirm, onCancel, confirmLabel }: ConfirmDialogProps) => {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
