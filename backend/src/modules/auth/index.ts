// The auth module's public surface: code outside modules/auth/ imports this file only (eslint.config.js enforces it).
export { accountSecurity } from './account-security.ts';
export { authRoutes } from './auth-routes.ts';
export { AuthService, PRIVACY_NOTICE_VERSION } from './auth-service.ts';
export { CookieSigner } from './cookie-signer.ts';
export { hashPassword } from './password-hasher.ts';
export { deriveEncryptionKey } from './secret-box.ts';
export { DatabaseSessionStore, withSessionEndListener, type SessionEndListener, type SessionStore } from './session-store.ts';
export { subscribeSessionEnds } from './session-events.ts';
export { SignedInUsers, subscribeSignedInUsers } from './signed-in-users.ts';
