import { IMAGE_VARIANT_SIZES, type ParameterValue, type TreeParameter } from '@door/contract';
import { svgPicture } from './picture';
import { ValueOption } from './value-option';

/** Props of a value list. */
export type ValueListProps = {
  parameter: TreeParameter;
  disabled: boolean;
  currency: string;
  onPick: (value: ParameterValue) => void;
};

const { width, height } = IMAGE_VARIANT_SIZES.m;

/** List parameters (string, data): radio choices, as picture cards (M variant) when the parameter shows pictures. */
export const ValueList = ({ parameter, disabled, currency, onPick }: ValueListProps) => (
  <div
    className={parameter.ShowPicture ? 'cfg-options cfg-options--pictures' : 'cfg-options'}
    role="radiogroup"
    aria-labelledby={`param-${parameter.ParameterId}`}
  >
    {parameter.Values.map((value) => (
      <ValueOption
        key={value.ParameterValueId}
        name={parameter.ParameterId}
        value={value}
        isSelected={value.ParameterValueId === parameter.ParameterValueId}
        disabled={disabled}
        currency={currency}
        onPick={onPick}
        visual={
          parameter.ShowPicture && value.ImageUrl ? (
            <img
              className="cfg-option__picture"
              src={svgPicture(value.ImageUrl)}
              alt=""
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
            />
          ) : undefined
        }
      />
    ))}
  </div>
);
