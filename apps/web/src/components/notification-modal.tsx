import '#web/lib/mantine-styles';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import { useNotificationStore } from '#web/stores/notification-store';

/**
 * The modal notification/error dialog: a title (the word for exception on errors), a message and one Close button
 * (no second close control in the header: one named button, and Escape closes too).
 */
export const NotificationModal = () => {
  const { t } = useTranslation('common');
  const current = useNotificationStore((state) => state.current);
  const close = useNotificationStore((state) => state.close);
  const title = current?.title ?? (current?.kind === 'error' ? t('dialog.exception') : t('dialog.notification'));
  return (
    <Modal
      opened={current !== null}
      onClose={close}
      title={title}
      centered
      radius="md"
      withCloseButton={false}
      data-testid="notification-dialog"
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{current?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          {t('dialog.close')}
        </Button>
      </Group>
    </Modal>
  );
};
