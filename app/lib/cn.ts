import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting utilities (no tailwind-merge, 8 KB on every
 * page): a component offers props for its variants (`spacing`, `size`, `wideColumns`) instead of
 * letting callers override its utilities with a class that may or may not win in the stylesheet.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
