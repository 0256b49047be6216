// The one logger of the site (docs/decisions/012-logging-and-request-context.md): pino writing one
// JSON line per event to standard output. server.ts imports this module under Node's type
// stripping, so it uses only erasable TypeScript and relative imports.
import { pino, type Logger, type LoggerOptions } from "pino";
import { readServerConfig, type LogLevel } from "./config.ts";

export type { Logger };

/**
 * Values that must never reach a log line, wherever a caller put them: credentials, session and
 * reset tokens, cookies, and what a visitor wrote. Request and response objects are not logged
 * at all (server.ts logs chosen fields); these paths are the second line of defence.
 */
export const REDACTED_PATHS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  "mensaje",
  "body",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.secret",
  "*.cookie",
  "*.authorization",
  "*.body",
  "headers.cookie",
  "headers.authorization",
  '*.headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
];

export interface LoggerSettings {
  level: LogLevel;
  /** Where lines go; standard output unless a test collects them. */
  destination?: pino.DestinationStream;
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    // No pid or hostname on each line: the platform that collects standard output adds its own.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"error" rather than pino's numbers: operators grep and alert on the word.
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: "[redactado]" },
  };
}

export function createLogger({ level, destination }: LoggerSettings): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

/** LOG_LEVEL; a wrong value is reported when the server reads its configuration, not here. */
function configuredLevel(): LogLevel {
  try {
    return readServerConfig().logLevel;
  } catch {
    return "info";
  }
}

export const logger: Logger = createLogger({ level: configuredLevel() });

/** The message of anything thrown, for a log field; the stack travels in `err` when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
