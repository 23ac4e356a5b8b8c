import { LIMITS } from '@door/contract';
import { useEffect, useId, useState } from 'react';

/** Props of the text parameter input. */
export type TextInputProps = {
  label: string;
  value: string | null;
  disabled?: boolean;
  onCommit: (value: string) => void;
};

/** Text parameters: applied on Enter or when leaving the field. */
export const TextParameterInput = ({ label, value, disabled, onCommit }: TextInputProps) => {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = () => {
    if (text !== (value ?? '')) {
      onCommit(text);
    }
  };
  return (
    <div className="cfg-field">
      <label className="cfg-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="app-input cfg-input"
        type="text"
        value={text}
        maxLength={LIMITS.textMax}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        data-testid="text-input"
      />
    </div>
  );
};
