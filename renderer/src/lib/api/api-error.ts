import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { messageFromFailedResponse } from '#shared/api/api-error.ts';

/** The one error shape every endpoint rejects with (plain data: it lives in the Redux store). */
export interface ApiError {
  kind: 'api-error';
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  message: string;
  /** Per-field messages of a `{message, errors}` body, keyed by form field name. */
  fieldErrors?: Record<string, string>;
  /** True when `message` came from the server's JSON body rather than a fallback. */
  fromServer: boolean;
  /** Login: the password was right and a 6-digit code is needed (shared/api/api-error.ts). */
  twoFactorRequired?: boolean;
  /** Login: an administrator must enrol in two-factor sign-in first; the secret to enrol with. */
  twoFactorEnrollment?: { otpauthUri: string; secret: string };
  /** A plan limit was reached: offer the upgrade (/pricing). */
  upgradeRequired?: boolean;
  /** The action needs a verified email address: offer to resend the verification mail. */
  emailVerificationRequired?: boolean;
  /** A PayPal capture: the funding source was declined; restart PayPal's flow for the same order. */
  instrumentDeclined?: boolean;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach HardwareHub. Check your connection and try again.';

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'api-error';
}

function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const errors = (data as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The optional flags of an error body (only the ones that are set). */
type ErrorFlags = Pick<ApiError, 'twoFactorRequired' | 'twoFactorEnrollment' | 'upgradeRequired' | 'emailVerificationRequired' | 'instrumentDeclined'>;
const FLAG_KEYS: ReadonlyArray<keyof ErrorFlags> = ['twoFactorRequired', 'twoFactorEnrollment', 'upgradeRequired', 'emailVerificationRequired', 'instrumentDeclined'];

/**
 * The optional flags of an error body (only the ones that are set: `true`, or the enrolment object).
 * One generic copy rather than a line per flag: this code is on every first screen.
 */
function flagsOf(data: unknown): ErrorFlags {
  if (!data || typeof data !== 'object') return {};
  const body = data as Record<string, unknown>;
  return Object.fromEntries(FLAG_KEYS.filter((key) => body[key] === true || (typeof body[key] === 'object' && body[key] !== null)).map((key) => [key, body[key]]));
}

/** A proxy's HTML error page is not a sentence a person should read in a toast. */
function readableText(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.startsWith('<') || trimmed.length > 300) return undefined;
  return trimmed;
}

/** fetchBaseQuery's error union to ApiError, with the generic message chain. */
export function toApiError(error: FetchBaseQueryError, meta?: FetchBaseQueryMeta): ApiError {
  const url = meta?.request?.url ?? '';
  const statusText = meta?.response?.statusText;
  if (typeof error.status === 'number') {
    const data = typeof error.data === 'string' ? readableText(error.data) : error.data;
    const hasServerMessage = typeof (data as { message?: unknown } | undefined)?.message === 'string';
    const fieldErrors = fieldErrorsOf(error.data);
    return {
      kind: 'api-error',
      status: error.status,
      message: messageFromFailedResponse({ status: error.status, statusText, url, data }),
      fromServer: hasServerMessage,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...flagsOf(error.data),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      kind: 'api-error',
      status: error.originalStatus,
      message: messageFromFailedResponse({ status: error.originalStatus, statusText, url, text: readableText(error.data) }),
      fromServer: false,
    };
  }
  if (error.status === 'CUSTOM_ERROR') {
    return { kind: 'api-error', status: 0, message: error.error, fromServer: false };
  }
  // FETCH_ERROR and TIMEOUT_ERROR: the request never got an answer.
  return { kind: 'api-error', status: 0, message: NETWORK_ERROR_MESSAGE, fromServer: false };
}

/**
 * The text to show for a failed call: the server's (or network) message when there is one,
 * else the screen's own fallback (for example 'Invalid email or password' on login).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.fromServer || error.status === 0) return error.message;
  return fallback;
}
