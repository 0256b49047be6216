import { afterEach, beforeEach, expect } from "vitest";
import { takeUnexpectedBrowserErrors } from "./browser";
import { runningServers } from "./server";

// A page that logs an error or throws while a test drives it fails that test, even when the test
// asserts nothing about errors: a broken script is a broken page.
afterEach(() => {
  expect(takeUnexpectedBrowserErrors(), "errors in the browser during this test").toEqual([]);
});

// When a test fails, the last lines of every server the file started (still running or exited
// during the test) go to the output: the server's side of the failure, which CI keeps.
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => {
    for (const server of runningServers()) {
      const exit = server.process.exitCode === null ? "running" : `exited with ${server.process.exitCode}`;
      console.error(`\n--- ${task.name}: last lines of the server on ${server.url} (${exit}) ---\n${server.output.slice(-40).join("\n")}`);
    }
  });
});
