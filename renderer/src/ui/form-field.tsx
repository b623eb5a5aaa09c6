import type { ReactNode } from 'react';
import './form-field.css';

interface FormFieldProps {
  label: ReactNode;
  /** The control's id: the label points at it and the message is linked to it (aria-describedby). */
  htmlFor: string;
  /** The field's message (fieldFeedback(...).help); shown in the error colour. */
  help?: string;
  children: ReactNode;
}

/** The id of a field's message element, for the control's aria-describedby. */
export const fieldHelpId = (htmlFor: string) => `${htmlFor}-help`;

/**
 * A vertical form row (label, control, message) in the look of antd's Form.Item, for forms on a
 * first screen (the login form): antd's Form brings its own form engine, validator and grid, while
 * Formik already holds the state here. Give the control `status` and aria attributes from the same help.
 */
export function FormField({ label, htmlFor, help, children }: FormFieldProps) {
  return (
    <div className={`hh-field${help ? ' hh-field--error' : ''}`}>
      <label className="hh-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      <div id={fieldHelpId(htmlFor)} className="hh-field__help" role={help ? 'alert' : undefined}>
        {help}
      </div>
    </div>
  );
}
