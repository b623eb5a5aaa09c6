import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
import { getIn, setIn } from 'formik';

export interface FieldFeedback {
  validateStatus?: 'error';
  help?: string;
}

/**
 * antd Form.Item props for a Formik field: the schema's message under the field once the user
 * has left it or tried to submit (not while typing the first characters).
 */
export function fieldFeedback<Values>(formik: FormikProps<Values>, name: string): FieldFeedback {
  const error: unknown = getIn(formik.errors, name);
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  if (!touched || typeof error !== 'string') return {};
  return { validateStatus: 'error', help: error };
}

/** Puts a server's `{errors: {field: message}}` onto the form so each message sits under its field. */
export function applyServerFieldErrors<Values>(formik: FormikProps<Values>, fieldErrors: Record<string, string> | undefined): boolean {
  if (!fieldErrors) return false;
  let errors: FormikErrors<Values> = {};
  let touched: FormikTouched<Values> = { ...formik.touched };
  let applied = false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (getIn(formik.values, field) === undefined) continue; // not a field of this form
    errors = setIn(errors, field, message);
    touched = setIn(touched, field, true);
    applied = true;
  }
  if (applied) {
    // Touched first with validation off, or Formik would re-validate and wipe the server's messages.
    formik.setTouched(touched, false);
    formik.setErrors(errors);
  }
  return applied;
}
