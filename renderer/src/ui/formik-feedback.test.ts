import type { FormikProps } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors, fieldFeedback } from './formik-feedback.ts';

interface Values {
  email: string;
  prefs: { retention: string };
}

function fakeFormik(partial: Partial<FormikProps<Values>>): FormikProps<Values> {
  return {
    values: { email: '', prefs: { retention: 'standard' } },
    errors: {},
    touched: {},
    submitCount: 0,
    setErrors: vi.fn(),
    setTouched: vi.fn(),
    ...partial,
  } as unknown as FormikProps<Values>;
}

describe('fieldFeedback', () => {
  it('hides errors of untouched fields before the first submit', () => {
    expect(fieldFeedback(fakeFormik({ errors: { email: 'Invalid' } }), 'email')).toEqual({});
  });
  it('shows the message once touched or submitted', () => {
    expect(fieldFeedback(fakeFormik({ errors: { email: 'Invalid' }, touched: { email: true } }), 'email')).toEqual({ validateStatus: 'error', help: 'Invalid' });
    expect(fieldFeedback(fakeFormik({ errors: { prefs: { retention: 'Pick one' } }, submitCount: 1 }), 'prefs.retention')).toEqual({
      validateStatus: 'error',
      help: 'Pick one',
    });
  });
});

describe('applyServerFieldErrors', () => {
  it('puts known fields on the form and skips unknown ones', () => {
    const formik = fakeFormik({});
    expect(applyServerFieldErrors(formik, { email: 'Email already registered', other: 'x' })).toBe(true);
    expect(formik.setErrors).toHaveBeenCalledWith({ email: 'Email already registered' });
    expect(formik.setTouched).toHaveBeenCalledWith({ email: true }, false);
  });
  it('does nothing without field errors', () => {
    const formik = fakeFormik({});
    expect(applyServerFieldErrors(formik, undefined)).toBe(false);
    expect(applyServerFieldErrors(formik, { nope: 'x' })).toBe(false);
    expect(formik.setErrors).not.toHaveBeenCalled();
  });
});
