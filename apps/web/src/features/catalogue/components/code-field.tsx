import '#web/lib/mantine-styles';
import { catalogueCodeSchema } from '@door/contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';

/** Renames the code of the entry at a pointer with every reference to it; rejects with the server's refusal. */
export type Rename = (path: string, to: string) => Promise<void>;

/**
 * An entry's code, and "Rename…": a dialog asks the new code, the draft's rename changes it everywhere it is named
 * (rules, rule sets, tests, selection, prices) as one undoable edit, and a refusal (a code that is taken) shows at
 * the field. With `label` the code shows as a read-only field of that label (a rule's id), else as a line.
 */
export const CodeField = ({
  code,
  path,
  label,
  extra,
  onRename,
}: {
  code: string;
  /** The entry's pointer. */
  path: string;
  label?: string;
  /** Shown after the code on its line. */
  extra?: ReactNode;
  /** Absent or null: read-only, no renaming. */
  onRename?: Rename | null;
}) => {
  const { t } = useTranslation('catalogue');
  const [to, setTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isRenaming, setIsRenaming] = useState(false);
  const trimmed = to?.trim() ?? '';
  const formProblem = trimmed !== '' && !catalogueCodeSchema.safeParse(trimmed).success ? t('errors.code') : null;
  const canRename = trimmed !== '' && trimmed !== code && formProblem === null && !isRenaming;
  const close = () => {
    setTo(null);
    setProblem(null);
  };
  const submit = async () => {
    if (!onRename || !canRename) {
      return;
    }
    setIsRenaming(true);
    setProblem(null);
    try {
      await onRename(path, trimmed);
      close();
    } catch (error) {
      setProblem(errorMessageOf(error, t('rename.failed')));
    } finally {
      setIsRenaming(false);
    }
  };
  const button = onRename ? (
    <Button
      variant="default"
      size="xs"
      onClick={() => setTo(code)}
      aria-label={t('rename.named', { code })}
      data-testid="rename-code"
    >
      {t('rename.action')}
    </Button>
  ) : null;
  return (
    <>
      {label ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label={label} value={code} readOnly size="sm" className="cat-code-field" />
          {button}
        </Group>
      ) : (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t('fields.codeIs', { code })}
            {extra}
          </Text>
          {button}
        </Group>
      )}
      <Modal
        opened={to !== null}
        onClose={close}
        title={t('rename.title', { code })}
        centered
        closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('rename.hint')}</Text>
            <TextInput
              label={t('rename.to')}
              value={to ?? ''}
              onChange={(event) => {
                setTo(event.currentTarget.value);
                setProblem(null);
              }}
              error={formProblem ?? problem}
              data-autofocus
              data-testid="rename-to"
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" disabled={!canRename} loading={isRenaming} data-testid="rename-confirm">
                {t('rename.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
