// SPEC §5: a product id is a database id only if it matches the UUID pattern; any other id is the
// key of a built-in product (silotrato, bioheno) or unknown.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
