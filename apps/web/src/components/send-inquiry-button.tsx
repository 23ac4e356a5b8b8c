import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { InquiryDialog } from './inquiry-dialog-slot';

/** Props of the send-inquiry button. */
export type SendInquiryButtonProps = ButtonProps & {
  /** The configurations to send (e.g. the one on the overview, or the ones selected in the cart). */
  configurationIds: string[];
  /** Called after the inquiry was sent. */
  onSent?: () => void;
};

/** 'Send inquiry': opens the inquiry dialog (the app's slot) for the given configurations. */
export const SendInquiryButton = ({ configurationIds, onSent, disabled, ...props }: SendInquiryButtonProps) => {
  const { t } = useTranslation('inquiry');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button {...props} disabled={disabled || configurationIds.length === 0} onClick={() => setOpened(true)}>
        {t('sendInquiry')}
      </Button>
      <InquiryDialog
        opened={opened}
        configurationIds={configurationIds}
        onClose={() => setOpened(false)}
        onSent={onSent}
      />
    </>
  );
};
