import { z } from 'zod';

/** Every API failure has this body: a message for people, and per-field messages for forms. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Login: the password was right and a 6-digit code (or recovery code) is needed in `totpCode`. */
  twoFactorRequired: z.boolean().optional(),
  /**
   * Login: an administrator's password was right but two-factor sign-in is not set up yet.
   * The secret to enrol with; send a code from it in `totpCode` to turn 2FA on and sign in.
   */
  twoFactorEnrollment: z.object({ otpauthUri: z.string(), secret: z.string() }).optional(),
  /** A plan limit was reached; offer the upgrade (/pricing). */
  upgradeRequired: z.boolean().optional(),
  /** The action needs a verified email address; offer to resend the verification mail. */
  emailVerificationRequired: z.boolean().optional(),
  /** A PayPal capture: the funding source was declined; restart PayPal's flow for the same order. */
  instrumentDeclined: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into `{ field: first message }`, keeping the first issue of each field. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** The fields a failed call leaves behind: status, status text, url and data. */
export interface FailedResponse {
  status: number;
  statusText?: string;
  url: string;
  data?: unknown;
  text?: string;
}

/**
 * The generic error message: the JSON body's message, else the whole JSON, else the response text,
 * else the status text, else '{status}: Request failed for {url}'.
 */
export function messageFromFailedResponse(response: FailedResponse): string {
  const { data } = response;
  if (data && typeof data === 'object') {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    return JSON.stringify(data);
  }
  if (typeof data === 'string' && data) return data;
  if (response.text) return response.text;
  if (response.statusText) return response.statusText;
  return `${response.status}: Request failed for ${response.url}`;
}

/** Any thrown value to a sentence for a toast. */
export function messageFromError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'status' in error && 'url' in error) {
    return messageFromFailedResponse(error as FailedResponse);
  }
  return UNEXPECTED_ERROR_MESSAGE;
}
