import { colleaguesCopy } from "~/admin/content/colleagues";

// The device of an open session, named from its User-Agent header: enough for someone to recognise
// their own devices in /admin/usuarios, not a full parser. The first rule that matches wins, so the
// browsers that also announce another's name (Edge says Chrome, Chrome says Safari) come first.

const browsers: readonly [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X/, "macOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (userAgent: string, rules: readonly [RegExp, string][]) => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome en Windows" from a User-Agent header; "Desconocido" without one. */
export function describeDevice(userAgent: string | null): string {
  const words = colleaguesCopy.device;
  if (!userAgent) return words.unknown;
  return words.on(firstMatch(userAgent, browsers) ?? words.otherBrowser, firstMatch(userAgent, systems) ?? words.otherSystem);
}
