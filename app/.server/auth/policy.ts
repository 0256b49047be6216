// Session and routing constants shared by the auth configuration, the guard and the tests.

export const AUTH_BASE_PATH = "/api/auth";

/**
 * The header Better Auth reads the client address from. The app sets it on the requests it hands to
 * Better Auth, from the request context (never from what a client sent).
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** A session nobody uses for this long ends (OWASP ASVS 3.3). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 8 * 60 * 60;
/** How often an active session's expiry is pushed forward (one database write per interval). */
export const SESSION_REFRESH_SECONDS = 10 * 60;
/** No session lives longer than this, however active. */
export const SESSION_ABSOLUTE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;

/** Where a signed-in administrator lands (docs/requirements.md §2). */
export const ADMIN_HOME = "/admin/articles";
/** The two-factor enrolment page, the one admin page open to a not-yet-enrolled admin. */
export const ADMIN_SECURITY_PAGE = "/admin/seguridad";
