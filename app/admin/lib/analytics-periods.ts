// The periods the analytics view offers (the last 7, 30 or 90 days).

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** The period asked for in `?dias=`, or the default for anything else. */
export function parseAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return ANALYTICS_PERIODS.find((period) => period === days) ?? DEFAULT_ANALYTICS_PERIOD;
}
