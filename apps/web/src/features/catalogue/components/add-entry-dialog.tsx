import '#web/lib/mantine-styles';
import { catalogueCodeSchema } from '@door/contract';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n';

/**
 * Asks the code of a new entry (and its kind, for rules): a catalogue code, not yet taken in its list. The entry is
 * then added with empty texts the form beside marks as missing.
 */
export const AddEntryDialog = ({
  opened,
  title,
  taken,
  kinds,
  onAdd,
  onCancel,
}: {
  opened: boolean;
  title: string;
  taken: string[];
  kinds?: { value: string; label: string }[];
  onAdd: (code: string, kind: string | null) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('catalogue');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<string | null>(kinds?.[0]?.value ?? null);
  useEffect(() => {
    if (opened) {
      setCode('');
    }
  }, [opened]);
  const trimmed = code.trim();
  const problem =
    trimmed === ''
      ? null
      : !catalogueCodeSchema.safeParse(trimmed).success
        ? t('errors.code')
        : taken.includes(trimmed)
          ? t('errors.codeTaken')
          : null;
  const canAdd = trimmed !== '' && problem === null && (!kinds || kind !== null);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canAdd) {
            onAdd(trimmed, kind);
          }
        }}
      >
        <Stack gap="sm">
          {kinds ? (
            <Select
              label={t('fields.ruleKind')}
              data={kinds}
              value={kind}
              onChange={setKind}
              allowDeselect={false}
              data-autofocus
            />
          ) : null}
          <TextInput
            label={t('fields.code')}
            description={t('fields.codeHint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={problem}
            data-autofocus={kinds ? undefined : true}
            data-testid="new-entry-code"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={!canAdd} data-testid="add-entry-confirm">
              {t('actions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
