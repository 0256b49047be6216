/** A UUID in its text form, as a pattern to compose into larger ones (lower case as the database writes it; add the "i" flag to accept either case). */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

// docs/requirements.md §5: a product id is a database id only if it matches the UUID pattern; any
// other id is the key of a built-in product (silotrato, bioheno) or unknown.
const UUID = new RegExp(`^${UUID_PATTERN}$`, "i");

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
