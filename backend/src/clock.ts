/** Where the server reads the time for rules that depend on it (trials, renewals, grace periods). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
