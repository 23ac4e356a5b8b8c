import '#web/lib/mantine-styles';
import { type CatalogueText, LANGUAGES, type Language } from '@door/contract';
import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '#web/i18n';

// The workbench's one forms pattern: every field shows the draft's value, is checked on each keystroke by the
// contract's schema of its key (the schema the server's lint reads the file with), and saves when it is left or
// Enter is pressed (a valid, changed value only). Saving is an edit of the draft: autosaved, undoable.

/** The error key of a value the schema refuses: too long, too big or small, missing, else not valid. */
const errorKeyOf = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  if (result.success) {
    return null;
  }
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') {
    return 'errors.tooBig';
  }
  if (issue?.code === 'too_small') {
    return value === '' || value === undefined ? 'errors.required' : 'errors.tooSmall';
  }
  return 'errors.invalid';
};

/** A text field of the draft. */
export const DraftTextField = ({
  label,
  value,
  schema,
  onSave,
  readOnly,
  multiline = false,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  schema: z.ZodType;
  /** Called with the new text ('' when emptied). */
  onSave: (value: string) => void;
  readOnly?: boolean;
  multiline?: boolean;
  placeholder?: string;
}) => {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const errorKey = text === (value ?? '') ? null : errorKeyOf(schema, text);
  const commit = () => {
    if (text !== (value ?? '') && errorKey === null) {
      onSave(text);
    }
  };
  const props = {
    label,
    value: text,
    readOnly,
    placeholder,
    error: errorKey ? t(errorKey) : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.currentTarget.value),
    onBlur: commit,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' && !multiline) {
        commit();
      }
      if (event.key === 'Escape') {
        setText(value ?? '');
      }
    },
    size: 'sm' as const,
  };
  return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
};

/** A number field of the draft (prices in euros with `cents`: the draft stores integer cents). */
export const DraftNumberField = ({
  label,
  value,
  schema,
  onSave,
  readOnly,
  cents = false,
  allowEmpty = false,
}: {
  label: string;
  value: number | undefined;
  schema: z.ZodType;
  /** Called with the new number (cents when `cents`), or undefined when emptied and `allowEmpty`. */
  onSave: (value: number | undefined) => void;
  readOnly?: boolean;
  cents?: boolean;
  allowEmpty?: boolean;
}) => {
  const { t } = useTranslation('catalogue');
  const shown = value === undefined ? '' : cents ? value / 100 : value;
  const [entry, setEntry] = useState<string | number>(shown);
  useEffect(() => setEntry(shown), [shown]);
  const parsed = entry === '' ? undefined : cents ? Math.round(Number(entry) * 100) : Number(entry);
  const isChanged = parsed !== value;
  const problem =
    !isChanged || (parsed === undefined && allowEmpty)
      ? null
      : parsed === undefined
        ? 'errors.required'
        : cents && Math.abs(Number(entry) * 100 - (parsed ?? 0)) > 1e-6
          ? 'errors.cents'
          : errorKeyOf(schema, parsed);
  const commit = () => {
    if (isChanged && problem === null) {
      onSave(parsed);
    }
  };
  return (
    <NumberInput
      label={label}
      value={entry}
      onChange={setEntry}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
      decimalScale={cents ? 2 : undefined}
      fixedDecimalScale={cents}
      decimalSeparator=","
      thousandSeparator="."
      suffix={cents ? ' €' : undefined}
      readOnly={readOnly}
      error={problem ? t(problem) : undefined}
      size="sm"
      hideControls
    />
  );
};

/** A yes/no field of the draft, saved at once (absent in the file when it is the default `false`). */
export const DraftCheckField = ({
  label,
  value,
  onSave,
  readOnly,
}: {
  label: string;
  value: boolean | undefined;
  onSave: (value: boolean) => void;
  readOnly?: boolean;
}) => (
  <Checkbox
    label={label}
    checked={value ?? false}
    disabled={readOnly}
    onChange={(event) => onSave(event.currentTarget.checked)}
  />
);

/** A choice among codes, saved at once. */
export const DraftSelectField = ({
  label,
  value,
  options,
  onSave,
  readOnly,
  clearable = false,
  description,
  testId,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  description?: string;
  testId?: string;
  onSave: (value: string | undefined) => void;
  readOnly?: boolean;
  clearable?: boolean;
}) => (
  <Select
    label={label}
    description={description}
    data={options}
    value={value ?? null}
    data-testid={testId}
    onChange={(next) => onSave(next ?? undefined)}
    readOnly={readOnly}
    clearable={clearable}
    allowDeselect={clearable}
    searchable
    size="sm"
  />
);

/**
 * A text in the four languages side by side; a missing one is marked (lint reports it too). Each language saves on
 * its own, into the text's key of that language.
 */
export const DraftTextsField = ({
  label,
  value,
  schema,
  onSave,
  readOnly,
}: {
  label: string;
  value: CatalogueText | undefined;
  schema: z.ZodType;
  onSave: (language: Language, text: string) => void;
  readOnly?: boolean;
}) => {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <fieldset className="cat-texts" aria-describedby={`${id}-hint`}>
      <legend className="cat-texts__legend">{label}</legend>
      <div className="cat-texts__grid">
        {LANGUAGES.map((language) => {
          const isMissing = !value?.[language]?.trim();
          return (
            <div key={language} className={isMissing ? 'cat-texts__cell is-missing' : 'cat-texts__cell'}>
              <DraftTextField
                label={`${t(`languages.${language}`)}${isMissing ? ` · ${t('missing')}` : ''}`}
                value={value?.[language]}
                schema={schema}
                readOnly={readOnly}
                onSave={(text) => onSave(language, text)}
              />
            </div>
          );
        })}
      </div>
      <span id={`${id}-hint`} className="visually-hidden">
        {t('textsHint')}
      </span>
    </fieldset>
  );
};
