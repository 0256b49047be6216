import type { ServerConfig } from "./config";
import type { Logger } from "./logger";

// With DATABASE_URL the site is most likely run as several instances behind a load balancer
// (docs/operations.md, "Running several instances"). Three settings must then be set, and set
// alike, on every instance; the embedded database is one process only, so it warns of nothing.

interface MissingSetting {
  setting: "BETTER_AUTH_SECRET" | "PUBLIC_URL" | "TRUST_PROXY";
  /** What goes wrong with several instances while it is unset. */
  consequence: string;
}

/** The settings several instances need that this configuration leaves unset; none without DATABASE_URL. */
export function settingsMissingForSeveralInstances(config: ServerConfig): MissingSetting[] {
  if (!config.databaseUrl) return [];
  const missing: MissingSetting[] = [];
  if (!config.betterAuthSecret) {
    missing.push({
      setting: "BETTER_AUTH_SECRET",
      consequence:
        "each instance generates its own secret under its DATA_DIR, so a visitor signed in through one instance is signed out by the next",
    });
  }
  if (!config.publicUrl) {
    missing.push({
      setting: "PUBLIC_URL",
      consequence:
        "sign-in works only on localhost, and canonical links, sitemaps and e-mail links do not name the address the load balancer answers on",
    });
  }
  if (config.trustProxy === undefined) {
    missing.push({
      setting: "TRUST_PROXY",
      consequence:
        "behind a load balancer every visitor has the balancer's address, so the sign-in, contact and search rate limits count all visitors as one",
    });
  }
  return missing;
}

/** One warning line per setting several instances need and this configuration lacks. */
export function warnAboutSeveralInstances(config: ServerConfig, log: Pick<Logger, "warn">): void {
  for (const { setting, consequence } of settingsMissingForSeveralInstances(config)) {
    log.warn({ setting }, `${setting} is not set and DATABASE_URL is: with several instances, ${consequence}`);
  }
}
