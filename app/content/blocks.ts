// Shapes of content blocks that more than one page uses. They are content, whatever draws them
// (app/components/marketing/): a component imports its props from here, never the other way round.

/** A step of an ordered programme, drawn as a numbered card (NumberedSteps). */
export interface Step {
  title: string;
  body: string;
}

/**
 * The icons a feature card can name. Content that reaches a page as loader data (a sector page)
 * names its icon, since a component cannot travel from the server as data;
 * app/components/marketing/feature-icons.ts maps each name to its drawing.
 */
export type FeatureIconName =
  "droplets" | "flask-conical" | "graduation-cap" | "handshake" | "shield-check" | "sparkles" | "thermometer" | "timer" | "trending-up";

/** A feature card as content: a title, its text and the icon it names (FeatureGrid draws it). */
export interface FeatureCard {
  title: string;
  body: string;
  icon?: FeatureIconName;
}
