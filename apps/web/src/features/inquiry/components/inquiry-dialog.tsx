import '#web/lib/mantine-styles';
import { Modal } from '@mantine/core';
import type { InquiryDialogProps } from '#web/components/inquiry-dialog-slot';
import { useTranslation } from '#web/i18n';
import { InquiryForm } from './inquiry-form';

/** The inquiry dialog: the contact form (anonymous) or the saved contact and addresses (signed-in customers). */
export const InquiryDialog = ({ opened, configurationIds, onClose, onSent }: InquiryDialogProps) => {
  const { t } = useTranslation('inquiry');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="xl"
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      {opened ? (
        <InquiryForm
          configurationIds={configurationIds}
          onCancel={onClose}
          onDone={() => {
            onClose();
            onSent?.();
          }}
        />
      ) : null}
    </Modal>
  );
};
