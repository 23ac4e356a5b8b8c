import { type ParameterValue, TIMINGS, type TreeParameter } from '@door/contract';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { ValueOption } from './value-option';

/** Props of the colour picker. */
export type ColourPickerProps = {
  parameter: TreeParameter;
  disabled: boolean;
  currency: string;
  onPick: (value: ParameterValue) => void;
};

const Swatch = ({ color, large }: { color: string | null; large?: boolean }) => (
  <span
    className={large ? 'cfg-swatch cfg-swatch--large' : 'cfg-swatch'}
    style={{ background: color ?? 'repeating-linear-gradient(45deg, var(--line-strong) 0 4px, var(--raised) 4px 8px)' }}
    aria-hidden="true"
  />
);

/** Colour parameters: the chosen colour with a picker of swatches that closes 500 ms after a pick. */
export const ColourPicker = ({ parameter, disabled, currency, onPick }: ColourPickerProps) => {
  const { t } = useTranslation('configurator');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const selected = parameter.Values.find((value) => value.ParameterValueId === parameter.ParameterValueId);
  const panelId = `colours-${parameter.ParameterId}`;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  // The panel closes 500 ms after the last pick, so quick comparisons of colours keep it open.
  const closeAfterPick = useDebouncedCallback(close, TIMINGS.colourPickClose);

  return (
    <div className="cfg-colour">
      <button
        ref={trigger}
        type="button"
        className="cfg-colour__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        data-testid="colour-trigger"
      >
        <Swatch color={selected?.Color ?? parameter.ParameterValue} large />
        <span className="cfg-colour__name">
          {selected?.ParameterBrandValue || selected?.ParameterValueName || t('values.none')}
        </span>
        <span className="cfg-colour__action">{open ? t('colour.close') : t('colour.change')}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="cfg-options cfg-options--swatches"
          role="radiogroup"
          aria-labelledby={`param-${parameter.ParameterId}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          data-testid="colour-panel"
        >
          {parameter.Values.map((value) => (
            <ValueOption
              key={value.ParameterValueId}
              name={parameter.ParameterId}
              value={value}
              isSelected={value.ParameterValueId === parameter.ParameterValueId}
              disabled={disabled}
              currency={currency}
              className="cfg-option--swatch"
              visual={<Swatch color={value.Color} />}
              onPick={(picked) => {
                onPick(picked);
                closeAfterPick();
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
};
