import type { z } from 'zod';
import { fieldErrorsFromIssues, type ApiErrorBody } from '#shared/api/api-error.ts';
import { idParamSchema } from '#shared/schemas/project-schemas.ts';

/** Flags a failure may carry besides its message (shared/api/api-error.ts lists them). */
export type HttpErrorFlags = Omit<ApiErrorBody, 'message' | 'errors'>;

/** An error the client should see as is: status, message, optional per-field messages and flags. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly flags: HttpErrorFlags | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>, flags?: HttpErrorFlags) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.flags = flags;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do that.", flags?: HttpErrorFlags) => new HttpError(403, message, undefined, flags);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Parses input with a shared schema; failure is a 400 whose message is the first problem found. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', errors);
}

/** A route's `:id`; a malformed one is something that does not exist (404 with the resource's message). */
export function idParamOr404(raw: string | undefined, notFoundMessage: string): number {
  const parsed = idParamSchema.safeParse(raw);
  if (!parsed.success) throw notFound(notFoundMessage);
  return parsed.data;
}
