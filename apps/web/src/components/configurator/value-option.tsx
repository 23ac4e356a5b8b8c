import type { ParameterValue } from '@door/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';

/** Props of one choosable value. */
export type ValueOptionProps = {
  name: string;
  value: ParameterValue;
  isSelected: boolean;
  disabled: boolean;
  currency: string;
  /** Picture or swatch shown before the name. */
  visual?: ReactNode;
  className?: string;
  onPick: (value: ParameterValue) => void;
};

/**
 * One value as a radio button. A value the current choices do not allow stays visible and choosable, marked, with
 * the reason shown on hover and focus and read out as its description.
 */
export const ValueOption = ({
  name,
  value,
  isSelected,
  disabled,
  currency,
  visual,
  className,
  onPick,
}: ValueOptionProps) => {
  const { t } = useTranslation('configurator');
  const reasonId = `reason-${value.ParameterValueId}`;
  const blocked = !value.IsAllowed;
  return (
    <label
      className={['cfg-option', className, isSelected ? 'is-selected' : '', blocked ? 'is-blocked' : '']
        .filter(Boolean)
        .join(' ')}
      data-testid="value-option"
      data-allowed={value.IsAllowed}
    >
      <input
        type="radio"
        className="cfg-option__input"
        name={name}
        value={value.ParameterValueId}
        checked={isSelected}
        disabled={disabled}
        aria-describedby={blocked && value.NotAllowedReason ? reasonId : undefined}
        onChange={() => onPick(value)}
      />
      {visual}
      <span className="cfg-option__text">
        <span className="cfg-option__name">{value.ParameterBrandValue || value.ParameterValueName}</span>
        {value.Price !== null && value.Price !== 0 ? (
          <span className="cfg-option__price">
            {value.Price > 0 ? '+' : ''}
            {formatMoney(value.Price, currency)}
          </span>
        ) : null}
        {blocked ? <span className="cfg-option__flag">{t('values.notAllowed')}</span> : null}
      </span>
      {blocked && value.NotAllowedReason ? (
        <span className="cfg-tip" id={reasonId} role="tooltip">
          {value.NotAllowedReason}
        </span>
      ) : null}
    </label>
  );
};
