import type { FormikProps } from 'formik';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { applyServerFieldErrors } from '../../ui/formik-feedback.ts';
import type { Toast } from '../../ui/use-toast.ts';

/**
 * What the site's forms do on submit: send; on success the toast, a fresh form and
 * `onSent`; a refusal with field messages goes under the fields, anything else into an error toast.
 */
export async function submitSiteForm<Values>(options: {
  send: () => Promise<{ message: string }>;
  formik: FormikProps<Values>;
  toast: Toast;
  successTitle: string;
  failureTitle: string;
  resetTo: Values;
  onSent?: () => void;
}): Promise<void> {
  const { send, formik, toast } = options;
  try {
    const answer = await send();
    toast.success(options.successTitle, answer.message);
    formik.resetForm({ values: options.resetTo });
    options.onSent?.();
  } catch (error) {
    if (isApiError(error) && applyServerFieldErrors(formik, error.fieldErrors)) return;
    toast.error(options.failureTitle, errorMessage(error, 'Please try again.'));
  }
}
