/**
 * A first screen that holds the page's largest words (a running table's log, `/watch/CODE`) is painted before any
 * of the page's JavaScript is asked for: the entry's module script and its preloads are requested right after the
 * first paint instead of with the HTML. On a slow phone network the ~340 KiB of scripts shared the bandwidth with
 * the HTML and the stylesheets the paint waits for, and Lighthouse's simulation counted all of them before the log's
 * first paint (LCP 2.9 s on a quiet machine, the log painted at 0.8 s by the browser's own clock: issue 30). The
 * board then comes a frame later than before; the words come first.
 *
 * The shell's entry (`<script type="module" crossorigin src>`) becomes an inert element the loader reads, the
 * static module preloads lose their `rel` until then, and `<html data-paint-first>` tells the table preload's head
 * script (scripts/tablePreload.ts) to wait too. Undefined when the shell has no entry script to hold back.
 */
export function scriptsAfterFirstPaint(html: string, onlyIf?: string): string | undefined {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const src = entry.exec(html)?.[1];
  // After the viewport's width is known (a phone's media queries answer for a 980 px page before it).
  const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1" />';
  if (!src || !html.includes("<html ") || !html.includes("</body>")) return undefined;
  if (onlyIf && !html.includes(viewport)) return undefined;
  // `onlyIf`, a condition known only in the browser: where it does not hold, the page takes its scripts at once,
  // as a plain shell does (the loader and the table preload's head script read the attribute when they run).
  const decide = onlyIf
    ? `${viewport}<script>if(!(${onlyIf}))document.documentElement.removeAttribute("data-paint-first")</script>`
    : viewport;
  return html
    .replace("<html ", "<html data-paint-first ")
    .replace(viewport, decide)
    .replace(entry, `<script type="text/plain" data-entry="${src}"></script>`)
    .replaceAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link data-modulepreload="$1">')
    .replace("</body>", `${LOADER}</body>`);
}

/**
 * Runs `go` right after the page's first frame (a task after the frame's callbacks: a frame is not drawn before the
 * stylesheets the paint waits for have come): the code the loader and the table preload's head script
 * (scripts/tablePreload.ts) share. Waiting for the browser's first-contentful-paint entry instead moved the requests
 * ~40 ms later, and Lighthouse then counted every script's long task after the paint (TBT 830 ms against 380-520,
 * Performance 78-85 against 86-91, for the same work: docs/figures-history.md).
 */
export const AFTER_PAINT = "requestAnimationFrame(()=>setTimeout(go))";

/**
 * Right after the first frame: the held-back preloads, then the entry (`go` runs once). At once instead when the
 * page's head took `data-paint-first` away (its condition did not hold: see scriptsAfterFirstPaint).
 */
const LOADER =
  '<script>{let done=false;const go=()=>{if(done)return;done=true;for(const l of document.querySelectorAll("link[data-modulepreload]")){const n=document.createElement("link");n.rel="modulepreload";n.crossOrigin="";n.href=l.dataset.modulepreload;document.head.append(n)}const e=document.querySelector("script[data-entry]");if(e){const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=e.dataset.entry;document.head.append(s)}};if(document.documentElement.hasAttribute("data-paint-first"))' +
  AFTER_PAINT +
  ";else go()}</script>";
