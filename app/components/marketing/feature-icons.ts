import { Droplets, FlaskConical, GraduationCap, Handshake, type LucideIcon, ShieldCheck, Sparkles, Thermometer, Timer, TrendingUp } from "lucide-react";

/**
 * The icons a feature card can show, by name: content that reaches a page as loader data (a sector
 * page) names its icon, since a component cannot travel from the server as data.
 */
export const featureIcons = {
  droplets: Droplets,
  "flask-conical": FlaskConical,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  thermometer: Thermometer,
  timer: Timer,
  "trending-up": TrendingUp,
} satisfies Record<string, LucideIcon>;

export type FeatureIconName = keyof typeof featureIcons;
