import '#web/lib/mantine-styles';
import type { PersonalDataErasure, PersonalDataExport } from '@door/contract';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { downloadBlob } from '#web/lib/files';

/** Props of the data request buttons: whose data (the account's own, or a contact's on request) and the calls. */
export type PersonalDataActionsProps = {
  /** `self`: the signed-in customer's own; `contact`: staff on a contact's request. */
  whose: 'self' | 'contact';
  /** The e-mail address the erasure dialog asks to be typed again. */
  email: string;
  exportData: () => Promise<PersonalDataExport>;
  /** Erases (the typed e-mail goes along as the confirmation); absent: no erase button. */
  erase?: (typed: string) => Promise<PersonalDataErasure>;
  onErased: (erasure: PersonalDataErasure) => void | Promise<void>;
};

/** Buttons whose long labels (German at 360 px) wrap instead of being cut off. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, maxWidth: '100%' },
  label: { whiteSpace: 'normal' },
} as const;

/** The file name of an export: `personal-data-<address>-<day>.json`. */
const exportFileName = (email: string) =>
  `personal-data-${email.replace(/[^\w.@-]+/g, '_')}-${new Date().toISOString().slice(0, 10)}.json`;

/**
 * "Download my data" and "Delete my account" (or, for staff, the contact's): the download saves the JSON export; the
 * erasure asks in a dialog that says what the law keeps and enables its button only once the e-mail is typed again.
 */
export const PersonalDataActions = ({ whose, email, exportData, erase, onErased }: PersonalDataActionsProps) => {
  const { t } = useTranslation('common');
  const [downloading, setDownloading] = useState(false);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      const data = await exportData();
      downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(email));
    } catch (error) {
      setFailure(errorMessageOf(error, t('personalData.failed')));
    } finally {
      setDownloading(false);
    }
  };

  const confirmErase = async () => {
    if (!erase || !matches) {
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const erasure = await erase(typed);
      setOpened(false);
      await onErased(erasure);
    } catch (error) {
      setFailure(errorMessageOf(error, t('personalData.failed')));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setOpened(false);
    setTyped('');
  };

  return (
    <Stack gap="sm" data-testid={`personal-data-${whose}`}>
      <Title order={2} size="h4">
        {t(`personalData.${whose}.title`)}
      </Title>
      <Text size="sm">{t(`personalData.${whose}.intro`)}</Text>
      {failure && !opened ? (
        <Alert color="red" variant="light" role="alert" title={failure}>
          {null}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => void download()} loading={downloading} styles={WRAPPING} py={6}>
          {t(`personalData.${whose}.download`)}
        </Button>
        {erase ? (
          <Button color="red" variant="outline" onClick={() => setOpened(true)} styles={WRAPPING} py={6}>
            {t(`personalData.${whose}.erase`)}
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t(`personalData.${whose}.confirmTitle`)}
        centered
        radius="md"
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t(`personalData.${whose}.confirmText`)}</Text>
          <Text size="sm">{t('personalData.kept')}</Text>
          <TextInput
            label={t('personalData.typeEmail', { email })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert" title={failure}>
              {null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button color="red" disabled={!matches} loading={busy} onClick={() => void confirmErase()}>
              {t(`personalData.${whose}.confirmErase`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
