/**
 * auth's public surface: the session everyone reads, logout, the verification banner
 * and the account endpoints profile/ uses.
 */
export { authApi, useDeactivateAccountMutation } from './auth-api.ts';
export { EmailVerificationBanner } from './email-verification-banner.tsx';
export { ResendVerificationButton } from './resend-verification-button.tsx';
export { useLogout } from './use-logout.ts';
export { prefetchSession, setPrerenderedSession, useSession, useSetSessionUser, type PrerenderedSession } from './use-session.ts';
