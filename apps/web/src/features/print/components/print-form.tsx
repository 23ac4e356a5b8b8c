import '#web/lib/mantine-styles';
import type { LanguageItem, PrintTemplate } from '@door/contract';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n';

/** What the print form sends. */
export type PrintChoice = {
  templateId: string;
  languageId: string;
  send: boolean;
  showPrices: boolean;
  showImages: boolean;
  showDocumentation: boolean;
  showTerms: boolean;
  /** An earlier revision of the offer whose changes the print lists ("Changes from revision NN"); null for none. */
  changesFrom: string | null;
};

/** Props of the print form. */
export type PrintFormProps = {
  templates: PrintTemplate[];
  languages: LanguageItem[];
  /** The documentation option is off and disabled when no configuration has generated documentation. */
  disableTechDocumentation: boolean;
  isPrinting: boolean;
  onPrint: (choice: PrintChoice) => void;
  /** The offer's other revisions to print the changes from (none: the choice is not shown). */
  revisions?: { value: string; label: string }[];
};

/**
 * Template and language (the defaults preselected), the options prices, images, documentation and terms, and send;
 * print is possible once a template and a language are chosen.
 */
export const PrintForm = ({
  templates,
  languages,
  disableTechDocumentation,
  isPrinting,
  onPrint,
  revisions = [],
}: PrintFormProps) => {
  const { t } = useTranslation('print');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [languageId, setLanguageId] = useState<string | null>(null);
  const [changesFrom, setChangesFrom] = useState<string | null>(null);
  const [options, setOptions] = useState({
    showPrices: true,
    showImages: true,
    showDocumentation: false,
    showTerms: true,
    send: false,
  });

  useEffect(() => {
    setTemplateId(
      (current) => current ?? templates.find((template) => template.IsPrintDefault)?.DocumentTemplateId ?? null,
    );
  }, [templates]);
  useEffect(() => {
    setLanguageId((current) => current ?? languages.find((language) => language.IsDefault)?.LanguageId ?? null);
  }, [languages]);

  const option = (key: keyof typeof options, disabled = false) => (
    <Checkbox
      label={t(`options.${key}`)}
      checked={options[key] && !disabled}
      disabled={disabled}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setOptions((current) => ({ ...current, [key]: checked }));
      }}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (templateId && languageId) {
          onPrint({
            templateId,
            languageId,
            ...options,
            changesFrom,
            showDocumentation: options.showDocumentation && !disableTechDocumentation,
          });
        }
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('template')}
            placeholder={t('choose')}
            data={templates.map((template) => ({ value: template.DocumentTemplateId, label: template.TemplateName }))}
            value={templateId}
            onChange={setTemplateId}
            allowDeselect={false}
            required
          />
          <Select
            label={t('language')}
            placeholder={t('choose')}
            data={languages.map((language) => ({ value: language.LanguageId, label: language.Name }))}
            value={languageId}
            onChange={setLanguageId}
            allowDeselect={false}
            required
          />
        </SimpleGrid>
        {revisions.length > 0 ? (
          <Select
            label={t('changesFrom')}
            description={t('changesFromHint')}
            placeholder={t('changesFromNone')}
            data={revisions}
            value={changesFrom}
            onChange={setChangesFrom}
            clearable
            maw={420}
          />
        ) : null}
        <Group gap="lg">
          {option('showPrices')}
          {option('showImages')}
          {option('showDocumentation', disableTechDocumentation)}
          {option('showTerms')}
          {option('send')}
        </Group>
        <Group>
          <Button type="submit" disabled={!templateId || !languageId} loading={isPrinting}>
            {options.send ? t('printAndSend') : t('print')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
