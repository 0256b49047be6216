// What the search reports when it fails, without what was searched. Drizzle's error message carries
// the statement's parameters (the visitor's words), and PostgreSQL's own messages may quote them
// ('syntax error in tsquery: "…"'), so neither is kept: the SQLSTATE code and the server routine
// that raised it tell an operator what went wrong, and nothing else travels on to the log line.

interface DriverFailure {
  code?: unknown;
  routine?: unknown;
  cause?: unknown;
}

/**
 * What can be said of a failure without its text: the database's SQLSTATE and routine, or the
 * connection's error code, else the error's kind.
 */
export function failureWithoutText(error: unknown): string {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = (current as DriverFailure).cause, depth++
  ) {
    const { code, routine } = current as DriverFailure;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof routine === "string" && /^\w{1,64}$/.test(routine) ? `SQLSTATE ${code} in ${routine}` : `SQLSTATE ${code}`;
    }
    // A failed connection: Node's code says which way (ECONNREFUSED, ETIMEDOUT…).
    if (typeof code === "string" && /^E[A-Z]{2,30}$/.test(code)) return `${current.name} ${code}`;
  }
  return error instanceof Error ? error.name : typeof error;
}

/** A site search that failed; its message and stack hold no word of the search. */
export class SiteSearchError extends Error {
  constructor(failure: unknown) {
    super(`site search failed: ${failureWithoutText(failure)}`);
    this.name = "SiteSearchError";
  }

  /** Runs a search, turning any failure into a SiteSearchError. */
  static async from<T>(search: () => Promise<T>): Promise<T> {
    try {
      return await search();
    } catch (error) {
      throw new SiteSearchError(error);
    }
  }
}
