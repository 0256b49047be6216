import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

// Hydration starts after the first paint (docs/decisions/009-scripts-after-first-paint.md).
// React Router's <Scripts> writes a module preload per script in <head> and an async module
// script that imports the route modules at once; on a slow connection those ~120 KB share the
// line with the stylesheet and the hero image, and the browser may run them before it paints.
// This rewrite of the rendered document drops the preloads and parks the module script as inert
// text; a small inline script waits for the first paint, then adds the same preloads and runs
// the same module. Everything else passes through untouched.

/** Id of the parked module script; the loader copies its text into a real module script. */
export const PARKED_MODULES_ID = "hydration-modules";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*?) type="module"([^>]*)>/;
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/;

/**
 * The loader. It starts once the browser reports the first contentful paint (a frame that was
 * only laid out may reach the screen much later on a slow phone), after the first frame where
 * paint timing is not reported, at once in a hidden tab, which does not paint, and after 3 s in
 * any case. It preloads the modules in parallel, then evaluates them one per task (React DOM
 * alone is a long task on a slow phone; all of them at once would block input for longer), and
 * finally runs the parked text as a module script with the page's nonce; that text is also
 * allowed by its hash when the page comes from the HTML cache. The entry module, which hydrates,
 * is left to the parked text: it must run after the route modules are registered.
 */
export function loaderScript(moduleUrls: readonly string[]): string {
  return (
    `(function(d){var started;function start(){if(started)return;started=1;` +
    `var urls=${JSON.stringify(moduleUrls)};` +
    `urls.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});` +
    `var parked=d.getElementById(${JSON.stringify(PARKED_MODULES_ID)}),entry=/import\\("([^"]+)"\\);?\\s*$/.exec(parked.textContent),next=Promise.resolve();` +
    `urls.forEach(function(u){if(!entry||u!==entry[1])next=next.then(function(){return import(u)}).then(function(){return new Promise(function(r){setTimeout(r)})})});` +
    `function run(){var s=d.createElement("script");s.type="module";s.nonce=parked.nonce;s.textContent=parked.textContent;d.head.appendChild(s)}` +
    `next.then(run,run)}` +
    `if(d.hidden)return start();d.addEventListener("visibilitychange",start);setTimeout(start,3000);` +
    `var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start)});` +
    `new P(function(list){list.getEntriesByName("first-contentful-paint").length&&setTimeout(start)}).observe({type:"paint",buffered:true})` +
    `})(document)`
  );
}

type Phase = "head" | "module-script" | "done";

/**
 * A stream transform of the rendered HTML. It keeps back at most an unfinished tag between
 * chunks, so the document still streams; after the module script it only passes text on.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const moduleUrls: string[] = [];
  let phase: Phase = "head";
  let pending = "";
  let loaderTag = "";

  function rewrite(text: string): string {
    if (phase === "head") {
      const script = MODULE_SCRIPT.exec(text);
      const before = (script ? text.slice(0, script.index) : text).replace(MODULE_PRELOAD, (_tag, href: string) => {
        moduleUrls.push(href);
        return "";
      });
      if (!script) return before;
      const attributes = `${script[1]}${script[2]}`.replace(/\sasync(="")?/, "");
      const nonce = NONCE_ATTRIBUTE.exec(attributes)?.[0] ?? "";
      loaderTag = `<script${nonce}>${loaderScript(moduleUrls)}</script>`;
      phase = "module-script";
      return `${before}<script${attributes} type="text/plain" id="${PARKED_MODULES_ID}">${rewrite(text.slice(script.index + script[0].length))}`;
    }
    if (phase === "module-script") {
      const end = text.indexOf("</script>");
      if (end < 0) return text;
      phase = "done";
      const close = end + "</script>".length;
      return `${text.slice(0, close)}${loaderTag}${text.slice(close)}`;
    }
    return text;
  }

  /** Rewrites what is certain and keeps back a tag that may continue in the next chunk. */
  function take(text: string, final: boolean): string {
    pending += text;
    if (phase === "done") {
      const out = pending;
      pending = "";
      return out;
    }
    const open = pending.lastIndexOf("<");
    const cut = final || open < 0 || pending.indexOf(">", open) >= 0 ? pending.length : open;
    const ready = pending.slice(0, cut);
    pending = pending.slice(cut);
    return rewrite(ready);
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const out = take(typeof chunk === "string" ? chunk : decoder.write(chunk), false);
      callback(null, out || undefined);
    },
    flush(callback) {
      const out = take(decoder.end(), true);
      callback(null, out || undefined);
    },
  });
}
