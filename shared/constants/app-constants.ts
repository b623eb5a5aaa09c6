/** Business constants that both sides read. */
export const MOBILE_BREAKPOINT_PX = 1024;
export const PASSWORD_MIN_LENGTH = 12;
/** Upper bound keeps hashing cost bounded (argon2 on a megabyte password is a DoS vector). */
export const PASSWORD_MAX_LENGTH = 128;
export const REGISTRATION_REDIRECT_DELAY_MS = 500;
export const REGISTRATION_TOAST_DURATION_MS = 5000;
export const DEACTIVATION_REDIRECT_DELAY_MS = 2000;
export const DEACTIVATION_CONFIRMATION = 'DEACTIVATE';
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const THEME_STORAGE_KEY = 'hardwarehub.theme';

/** Request header the desktop shell sends at login to receive the session as a bearer token. */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
/** Response header carrying the bearer token when the client asked for one. */
export const SESSION_TOKEN_HEADER = 'x-session-token';
/**
 * A cookie scripts may read, present while the browser holds a signed-in session (the session cookie
 * itself is httpOnly): without it the page knows there is no session to ask `GET /api/user` about.
 */
export const SESSION_HINT_COOKIE = 'hh.signed-in';
