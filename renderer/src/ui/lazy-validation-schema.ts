import type { ZodType } from 'zod';

/** What Formik's `validationSchema` needs (it calls `validate` and reads a ValidationError's `inner`). */
export interface LazyValidationSchema<T> {
  validate: (values: T) => Promise<void>;
  /** Starts loading the schema (call when the form mounts, so it is there by the first keystroke). */
  preload: () => void;
}

/**
 * A Formik validation schema whose zod schema (and zod itself, about 24 KB gzip) is loaded on first
 * use instead of with the page: for forms on a first screen (/auth). The form validates with exactly
 * the shared schema the server uses, just a moment later. If the schema cannot be loaded (offline,
 * a deploy replaced the chunk) the form is not blocked: the server checks the same schema and its
 * field messages land under the fields (ui/formik-feedback.ts).
 */
export function lazyValidationSchema<T>(load: () => Promise<ZodType<T>>): LazyValidationSchema<T> {
  let ready: Promise<{ validate: (values: T) => Promise<void> } | null> | undefined;
  const get = () =>
    (ready ??= Promise.all([load(), import('zod-formik-adapter')]).then(
      ([schema, adapter]) => adapter.toFormikValidationSchema(schema),
      () => {
        ready = undefined; // try again next time
        return null;
      },
    ));
  return {
    validate: async (values) => {
      const schema = await get();
      await schema?.validate(values);
    },
    preload: () => void get(),
  };
}
