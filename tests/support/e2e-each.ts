import { afterEach, expect } from "vitest";
import { takeUnexpectedBrowserErrors } from "./browser";

// A page that logs an error or throws while a test drives it fails that test, even when the test
// asserts nothing about errors: a broken script is a broken page.
afterEach(() => {
  expect(takeUnexpectedBrowserErrors(), "errors in the browser during this test").toEqual([]);
});
