import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/database-errors.ts';

/**
 * Providers' webhook events, applied once: each event id is recorded in `payment_events` inside the
 * transaction that applies it, so a redelivered (or raced) event stops at the claim.
 */

/** The event was applied before (a redelivery): nothing to do. */
export class AlreadyApplied extends Error {}

/** Marks the event applied inside the transaction that applies it; a second delivery throws AlreadyApplied. */
export async function claimEvent(trx: Knex.Transaction, provider: 'stripe' | 'paypal', eventId: string): Promise<void> {
  try {
    await trx('payment_events').insert({ provider, eventId, processedAt: new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyApplied();
    throw error;
  }
}
