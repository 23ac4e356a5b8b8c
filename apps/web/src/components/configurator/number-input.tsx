import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { rangeReason } from './integer-input';

/** Props of the decimal number input. */
export type NumberInputProps = {
  label: string;
  value: string | null;
  min: number | null;
  max: number | null;
  /** Why the minimum and maximum are what they are (the rule's reason); shown under a refused number. */
  minReason?: string | null;
  maxReason?: string | null;
  /** Decimal parameters take at most two decimal places; doubles any. */
  maxDecimals: number | null;
  disabled?: boolean;
  onCommit: (value: string) => void;
};

const typingPattern = (maxDecimals: number | null) =>
  maxDecimals === null ? /^-?\d*(?:[.,]\d*)?$/ : new RegExp(`^-?\\d*(?:[.,]\\d{0,${maxDecimals}})?$`);

/** Double and decimal parameters: a number with a point or a comma, applied on Enter or when leaving the field. */
export const NumberInput = ({
  label,
  value,
  min,
  max,
  minReason,
  maxReason,
  maxDecimals,
  disabled,
  onCommit,
}: NumberInputProps) => {
  const { t } = useTranslation('configurator');
  const id = useId();
  // The value as the product writes numbers: with the decimal comma (a point typed is read as well).
  const shown = (value ?? '').replace('.', ',');
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  const [typedTooMany, setTypedTooMany] = useState(false);

  useEffect(() => {
    setText(shown);
    setProblem(null);
  }, [shown]);

  const commit = () => {
    const normalized = text.replace(',', '.');
    if (normalized === (value ?? '') || (value !== null && Number(normalized) === Number(value) && normalized !== '')) {
      setProblem(null);
      return;
    }
    if (!/^-?\d+(?:\.\d+)?$/.test(normalized)) {
      setProblem(t('fields.inputNumber'));
      return;
    }
    const number = Number(normalized);
    if ((min !== null && number < min) || (max !== null && number > max)) {
      const reason = rangeReason(number, min, minReason, maxReason);
      setProblem(reason ? `${t('fields.outOfRange', { min, max })} ${reason}` : t('fields.outOfRange', { min, max }));
      return;
    }
    setProblem(null);
    onCommit(String(number));
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="cfg-field">
      <label className="cfg-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="app-input cfg-input cfg-input--number"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={[hintId, problem ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const next = event.currentTarget.value.trim();
          if (typingPattern(maxDecimals).test(next)) {
            setText(next);
            setProblem(null);
            setTypedTooMany(false);
          } else if (typingPattern(null).test(next)) {
            setTypedTooMany(true);
          }
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        data-testid="number-input"
      />
      <span className="cfg-field__hint" id={hintId}>
        {min !== null && max !== null ? t('fields.range', { min, max }) : t('fields.number')}
        {typedTooMany ? ` ${t('fields.twoDecimalPlaces')}` : ''}
      </span>
      {problem ? (
        <span className="cfg-field__error" id={errorId} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
};
