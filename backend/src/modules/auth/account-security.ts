import type { AppDeps } from '../../app-context.ts';
import type { AccountSecurity } from '../users/index.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { TwoFactorService } from './two-factor-service.ts';

/** What the account page (users/profile-routes.ts) uses of auth: password hashing and two-factor sign-in. */
export function accountSecurity(deps: AppDeps): AccountSecurity {
  return { hashPassword, verifyPassword, twoFactor: new TwoFactorService(deps) };
}
