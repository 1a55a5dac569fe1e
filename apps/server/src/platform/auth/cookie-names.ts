/** The session's cookies: set by the auth module, read by the platform's HTTP layer. */
export const SESSION_COOKIE = 'JSESSIONID';
export const REMEMBER_ME_COOKIE = 'rememberMe';
/** Readable by the SPA: tells its guard a login exists (000 §2 "the login cookie is checked"). No secret. */
export const LOGGED_IN_COOKIE = 'kontorLoggedIn';
