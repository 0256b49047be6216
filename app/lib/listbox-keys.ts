// Which option of a combobox's list the arrow keys make active (WAI-ARIA combobox pattern). -1 is
// "none": the text field itself, so a visitor who arrows past either end is back at what they typed.
// Home and End are left to the text field, where they move the caret.

export type ListboxKey = "ArrowDown" | "ArrowUp";

export function isListboxKey(key: string): key is ListboxKey {
  return key === "ArrowDown" || key === "ArrowUp";
}

export function nextActiveIndex(current: number, count: number, key: ListboxKey): number {
  if (count <= 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? -1 : current + 1;
  return current <= -1 ? count - 1 : current - 1;
}
