import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

// The page's form controls as plain elements with the app's CSS: the customer's phone loads no component library
// (and not its stylesheet) for a few fields and buttons.

type FieldProps = { label: string; error?: string | undefined };

/** A field's label and error around its control; `control` gets the id and the error's description to carry. */
const Field = ({
  label,
  error,
  required,
  control,
}: FieldProps & {
  required: boolean | undefined;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="offer-field">
      <label htmlFor={id} className="offer-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control(error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id })}
      {error ? (
        <p id={`${id}-error`} className="offer-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/** A labelled text field; the error is announced with it and marks it invalid. */
export const TextField = ({ label, error, required, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) => (
  <Field
    label={label}
    error={error}
    required={required}
    control={(aria) => <input {...input} {...aria} required={required} className="app-input offer-field__input" />}
  />
);

/** A labelled text area (grows with its text where the browser can). */
export const TextAreaField = ({
  label,
  error,
  required,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <Field
    label={label}
    error={error}
    required={required}
    control={(aria) => (
      <textarea
        rows={2}
        {...area}
        {...aria}
        required={required}
        className="app-input offer-field__input offer-field__area"
      />
    )}
  />
);

/** A button that is busy (and not pressable) while its form is sent. */
export const FormButton = ({
  busy,
  primary = false,
  small = false,
  children,
  disabled,
  ...button
}: { busy: boolean; primary?: boolean; small?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) => (
  <button
    {...button}
    className={`app-button${primary ? ' app-button--primary' : ''}${small ? ' app-button--small' : ''}`}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
  >
    {children}
  </button>
);
