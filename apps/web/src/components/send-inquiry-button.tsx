import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { InquiryDialog } from './inquiry-dialog-slot';

/** Props of the send-inquiry button. */
export type SendInquiryButtonProps = {
  /** The configurations to send (e.g. the one on the overview, or the ones selected in the cart). */
  configurationIds: string[];
  disabled?: boolean;
  /** Called after the inquiry was sent. */
  onSent?: () => void;
  'data-testid'?: string;
};

/**
 * 'Send inquiry': opens the inquiry dialog (the app's slot) for the given configurations. A plain button like the
 * configurator's others, so the step paints without waiting for the component library's styles.
 */
export const SendInquiryButton = ({
  configurationIds,
  onSent,
  disabled,
  'data-testid': testId,
}: SendInquiryButtonProps) => {
  const { t } = useTranslation('inquiry');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="app-button app-button--primary"
        disabled={disabled || configurationIds.length === 0}
        onClick={() => setOpened(true)}
        data-testid={testId}
      >
        {t('sendInquiry')}
      </button>
      <InquiryDialog
        opened={opened}
        configurationIds={configurationIds}
        onClose={() => setOpened(false)}
        onSent={onSent}
      />
    </>
  );
};
