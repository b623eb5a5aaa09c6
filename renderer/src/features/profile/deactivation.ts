import { DEACTIVATION_CONFIRMATION } from '#shared/constants/app-constants.ts';

/** The confirm button is enabled only for the exact text DEACTIVATE (case and spaces count). */
export function isDeactivationConfirmed(typed: string): boolean {
  return typed === DEACTIVATION_CONFIRMATION;
}

export const DEACTIVATION_FAILED = 'Failed to deactivate account';
export const DEACTIVATION_UNEXPECTED = 'An unexpected error occurred while deactivating your account. Please try again later.';
