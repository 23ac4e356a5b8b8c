import { TIMINGS } from '@door/contract';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#web/i18n';

/** Props of the integer input. */
export type IntegerInputProps = {
  label: string;
  /** The applied value as text; null when none. */
  value: string | null;
  min: number | null;
  max: number | null;
  /** Why the minimum and maximum are what they are (the rule's reason); shown under a refused number. */
  minReason?: string | null;
  maxReason?: string | null;
  disabled?: boolean;
  description?: string;
  /** Applies a valid whole number within the range. */
  onCommit: (value: string) => void;
};

/** What may stand in the field while typing: an optional sign and digits, also empty or just '-'. */
export const INTEGER_TYPING_PATTERN = /^-?\d*$/;

/** Why a typed integer cannot be applied, or null when it can. */
export const integerProblem = (text: string, min: number | null, max: number | null): 'number' | 'range' | null => {
  if (!/^-?\d+$/.test(text)) {
    return 'number';
  }
  const value = Number(text);
  if ((min !== null && value < min) || (max !== null && value > max)) {
    return 'range';
  }
  return null;
};

/** The rule's reason for the bound a refused number crosses: the minimum's when below it, else the maximum's. */
export const rangeReason = (
  value: number,
  min: number | null,
  minReason: string | null | undefined,
  maxReason: string | null | undefined,
): string | null => (min !== null && value < min ? minReason : maxReason) ?? null;

/**
 * Integer parameter: a text field taking an optional sign and digits, applied 1 s after typing stops (customer spec
 * §2), on Enter or when leaving the field, and a slider applied after 1 s without movement. A range whose minimum
 * equals its maximum is shown fixed.
 */
export const IntegerInput = ({
  label,
  value,
  min,
  max,
  minReason,
  maxReason,
  disabled,
  description,
  onCommit,
}: IntegerInputProps) => {
  const { t } = useTranslation('configurator');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [problem, setProblem] = useState<'number' | 'range' | null>(null);

  useEffect(() => {
    setText(value ?? '');
    setProblem(null);
  }, [value]);

  // Typing and the slider apply their value after 1 s without change; Enter and leaving the field apply it at once.
  const commitLater = useDebouncedCallback((candidate: string) => commit(candidate), TIMINGS.integerSliderDelay);
  const commit = (candidate: string) => {
    commitLater.cancel();
    if (candidate === (value ?? '')) {
      setProblem(null);
      return;
    }
    const found = integerProblem(candidate, min, max);
    setProblem(found);
    if (!found) {
      onCommit(String(Number(candidate)));
    }
  };

  if (min !== null && max !== null && min === max) {
    return (
      <div className="cfg-field">
        <span className="cfg-field__label" id={`${id}-label`}>
          {label}
        </span>
        <output className="cfg-fixed" aria-labelledby={`${id}-label`} data-testid="integer-fixed">
          {min}
        </output>
        <span className="cfg-field__hint">{t('fields.fixed')}</span>
      </div>
    );
  }

  const hasRange = min !== null && max !== null && min < max;
  const numeric = Number(text);
  const sliderValue = Number.isFinite(numeric) && text !== '' && text !== '-' ? numeric : (min ?? 0);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const boundReason = problem === 'range' ? rangeReason(numeric, min, minReason, maxReason) : null;

  return (
    <div className="cfg-field">
      <label className="cfg-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cfg-integer">
        <input
          id={id}
          className="app-input cfg-input cfg-input--number"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={[hintId, problem ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            const next = event.currentTarget.value.trim();
            if (INTEGER_TYPING_PATTERN.test(next)) {
              setText(next);
              setProblem(null);
              commitLater(next);
            }
          }}
          onBlur={() => commit(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(text);
            }
          }}
          data-testid="integer-input"
        />
        {hasRange ? (
          <input
            type="range"
            className="cfg-slider"
            min={min}
            max={max}
            step={1}
            value={Math.min(Math.max(sliderValue, min), max)}
            disabled={disabled}
            aria-label={t('fields.slider', { label })}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setText(next);
              setProblem(null);
              commitLater(next);
            }}
            data-testid="integer-slider"
          />
        ) : null}
      </div>
      <span className="cfg-field__hint" id={hintId}>
        {description ?? (min !== null && max !== null ? t('fields.range', { min, max }) : t('fields.wholeNumber'))}
      </span>
      {problem ? (
        <span className="cfg-field__error" id={errorId} role="alert">
          {problem === 'number' ? t('fields.inputNumber') : t('fields.outOfRange', { min, max })}
          {boundReason ? ' ' : null}
          {boundReason ? (
            <span className="cfg-field__reason" data-testid="range-reason">
              {boundReason}
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
};
