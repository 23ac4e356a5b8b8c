import type { TreeParameter } from '@door/contract';
import { ColourPicker } from './colour-picker';
import { IntegerInput } from './integer-input';
import { NumberInput } from './number-input';
import { TextParameterInput } from './text-input';
import { ValueList } from './value-list';

/** One change of one parameter: a value id for list types, a custom value for the others. */
export type ParameterChange = {
  parameterId: string;
  parameterValueId?: string;
  customValue?: string;
};

/** Props of one parameter's widget. */
export type ParameterFieldProps = {
  parameter: TreeParameter;
  /** False when the whole panel is read-only. */
  canEdit: boolean;
  currency: string;
  onChange: (change: ParameterChange) => void;
};

/** One parameter with the widget of its data type; a parameter that is not enabled is shown but not editable. */
export const ParameterField = ({ parameter, canEdit, currency, onChange }: ParameterFieldProps) => {
  const disabled = !canEdit || !parameter.IsEnabled;
  const labelId = `param-${parameter.ParameterId}`;
  const pickValue = (value: { ParameterValueId: string }) => {
    if (value.ParameterValueId !== parameter.ParameterValueId) {
      onChange({ parameterId: parameter.ParameterId, parameterValueId: value.ParameterValueId });
    }
  };
  const commit = (customValue: string) => onChange({ parameterId: parameter.ParameterId, customValue });
  const isList = parameter.DataType === 'string' || parameter.DataType === 'data' || parameter.DataType === 'color';

  let widget: React.ReactNode;
  switch (parameter.DataType) {
    case 'string':
    case 'data':
      widget = <ValueList parameter={parameter} disabled={disabled} currency={currency} onPick={pickValue} />;
      break;
    case 'color':
      widget = <ColourPicker parameter={parameter} disabled={disabled} currency={currency} onPick={pickValue} />;
      break;
    case 'integer':
      widget = (
        <IntegerInput
          label={parameter.Name}
          value={parameter.ParameterValue}
          min={parameter.MinValue}
          max={parameter.MaxValue}
          minReason={parameter.MinReason}
          maxReason={parameter.MaxReason}
          disabled={disabled}
          onCommit={commit}
        />
      );
      break;
    case 'double':
    case 'decimal':
      widget = (
        <NumberInput
          label={parameter.Name}
          value={parameter.ParameterValue}
          min={parameter.MinValue}
          max={parameter.MaxValue}
          minReason={parameter.MinReason}
          maxReason={parameter.MaxReason}
          maxDecimals={parameter.DataType === 'decimal' ? 2 : null}
          disabled={disabled}
          onCommit={commit}
        />
      );
      break;
    default:
      widget = (
        <TextParameterInput
          label={parameter.Name}
          value={parameter.ParameterValue}
          disabled={disabled}
          onCommit={commit}
        />
      );
  }

  return (
    <div
      className={parameter.IsEnabled ? 'cfg-param' : 'cfg-param is-disabled'}
      data-testid="parameter"
      data-type={parameter.DataType}
      data-name={parameter.Name}
    >
      {isList ? (
        <div className="cfg-param__head">
          <span className="cfg-param__name" id={labelId}>
            {parameter.Name}
          </span>
          {parameter.ParameterTitle && parameter.ParameterTitle !== parameter.Name ? (
            <span className="cfg-param__title">{parameter.ParameterTitle}</span>
          ) : null}
        </div>
      ) : null}
      {widget}
      {!parameter.IsEnabled && parameter.NotEnabledReason ? (
        <p className="cfg-param__reason">{parameter.NotEnabledReason}</p>
      ) : null}
    </div>
  );
};
