import type { Plugin } from "vite";

// React Router 8.4.0 decodes a navigation's data (single fetch, turbo-stream) from the first line of
// the response and goes on reading the rest in the background. When a newer navigation aborts that
// request before the response has ended (a second click before the first page is drawn), the
// background read fails and nothing listens to it: the browser reports two «Uncaught (in promise)
// AbortError: signal is aborted without reason» for a request the router cancelled on purpose.
// Upstream fixed it in react-router 8.5.3 (remix-run/react-router#15765), which this stack cannot
// take yet: @react-router/node and @react-router/express pin react-router to exactly 8.4.0 (see
// docs/decisions/036-observing-aborted-data-streams.md). Until then the build gives the decoder the
// same fix: it observes the background completion. The build stops if the code it patches changes,
// so an upgrade removes this plugin instead of leaving it to patch nothing.

const decoderModule = /[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]vendor[\\/]turbo-stream-v2[\\/]turbo-stream\.js$/;

const patches: readonly (readonly [before: string, after: string])[] = [
  // The deferred a failed background read rejects, which nothing awaits once it is replaced below.
  ["const done = new Deferred();", "const done = new Deferred();\n\tdone.promise.catch(() => {});"],
  // The completion handed to the caller, which single fetch never awaits: observed, and still rejected
  // for a caller that does.
  [
    "done: donePromise.then(() => reader.closed),",
    "done: ((finished) => (finished.catch(() => {}), finished))(donePromise.then(() => reader.closed)),",
  ],
];

/** The decoder's source with the fix, or an error naming what is no longer there to patch. */
export function observeAbortedDataStreams(code: string): string {
  return patches.reduce((patched, [before, after]) => {
    if (patched.split(before).length !== 2) {
      throw new Error(
        `React Router's turbo-stream decoder changed («${before}» is not there once): if react-router is 8.5.3 or newer, remove scripts/vite/observe-aborted-data-streams.ts.`,
      );
    }
    return patched.replace(before, after);
  }, code);
}

/**
 * The Vite plugin: applies the fix to React Router's decoder wherever the build bundles it, and stops
 * a browser build that did not bundle it (the decoder moved: nothing would be patched).
 */
export function observeAbortedDataStreamsPlugin(): Plugin {
  let patched = false;
  return {
    name: "observe-aborted-data-streams",
    // The dev server pre-bundles React Router without plugins (decision 036).
    apply: "build",
    transform(code, id) {
      if (!decoderModule.test(id)) return null;
      patched = true;
      return { code: observeAbortedDataStreams(code), map: null };
    },
    buildEnd(error) {
      if (!error && this.environment.name === "client" && !patched) {
        this.error("React Router's turbo-stream decoder was not in the browser build: see scripts/vite/observe-aborted-data-streams.ts.");
      }
    },
  };
}
