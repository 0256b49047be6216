import {
  Droplets,
  FlaskConical,
  GraduationCap,
  Handshake,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  Thermometer,
  Timer,
  TrendingUp,
} from "lucide-react";
import type { FeatureIconName } from "~/content/blocks";

/**
 * The drawing of each icon a feature card can name (app/content/blocks.ts): content that reaches a
 * page as loader data (a sector page) names its icon, since a component cannot travel from the
 * server as data.
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
} satisfies Record<FeatureIconName, LucideIcon>;
