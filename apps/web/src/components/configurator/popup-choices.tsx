import type { PopupParameter } from '@door/contract';

/** Props of the quick choices over the picture. */
export type PopupChoicesProps = {
  parameters: PopupParameter[];
  disabled: boolean;
  onPick: (parameterId: string, parameterValueId: string) => void;
};

/** Quick choices shown with the picture (e.g. opening direction), as small segmented buttons. */
export const PopupChoices = ({ parameters, disabled, onPick }: PopupChoicesProps) =>
  parameters.length === 0 ? null : (
    <div className="cfg-popups">
      {parameters.map((parameter) => (
        <fieldset key={parameter.ParameterId} className="cfg-popup" disabled={disabled}>
          <legend className="cfg-popup__label">{parameter.label}</legend>
          <div className="cfg-segmented">
            {parameter.Values.map((value) => (
              <button
                key={value.ParameterValueId}
                type="button"
                className="cfg-segmented__item"
                aria-pressed={value.ParameterValueId === parameter.SelectedValue}
                onClick={() => {
                  if (value.ParameterValueId !== parameter.SelectedValue) {
                    onPick(parameter.ParameterId, value.ParameterValueId);
                  }
                }}
              >
                {value.ParameterBrandValue || value.ParameterValueName}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
