import '#web/lib/mantine-styles';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '#web/i18n';

/** Props of the save dialog. */
export type SaveDialogProps = {
  isSaving: boolean;
  /** The add-to-cart failure, shown inside the dialog. */
  error: string | null;
  onSave: (copy: boolean) => void;
  onClose: () => void;
};

/** Saving a configuration that is already published: override it or save a new copy. */
export const SaveDialog = ({ isSaving, error, onSave, onClose }: SaveDialogProps) => {
  const { t } = useTranslation('configurator');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('save.title')}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <Text>{t('save.published')}</Text>
      {error ? (
        <Text c="red.8" mt="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('save.cancel')}
        </Button>
        <Button variant="default" onClick={() => onSave(true)} loading={isSaving}>
          {t('save.copy')}
        </Button>
        <Button onClick={() => onSave(false)} loading={isSaving} data-autofocus>
          {t('save.override')}
        </Button>
      </Group>
    </Modal>
  );
};
