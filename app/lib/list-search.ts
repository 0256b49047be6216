// The search box of the admin lists (products, articles, messages, the activity log), shared by
// the lists' queries (app/admin/lib/lists.ts, ./activity.ts) and the box itself.

/** The longest search kept; more is cut, not refused. */
export const SEARCH_MAX_LENGTH = 100;
