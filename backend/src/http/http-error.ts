/**
 * A refusal that only makes sense in HTTP (a method the route lacks, a body the server will not read, a
 * cross-site request): status and message as the client sees them. What the domain refuses is a
 * DomainError (domain/domain-errors.ts), which the error middleware maps to a status.
 */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
