// A first screen with the table's log holds the page's scripts back until it is painted (issue 30: the table page's
// LCP). On the bytes of a built shell: the entry and its preloads inert, the loader at the end, the table preload's
// head script told to wait.
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "../../server/firstScreen/paintFirst";

const SHELL = `<!doctype html>
<html lang="en" class="first-screen">
  <head>
    <script>if (/^\\/(t|watch)\\//.test(location.pathname)) { /* the table preload */ }</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n-XyZ.js">
    <link rel="modulepreload" crossorigin href="/assets/layout-Q1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body><p id="status-line">Turn 2</p></body>
</html>`;

describe("a first screen painted before its scripts", () => {
  it("holds the entry and its preloads back and asks for them after the first paint", () => {
    const page = scriptsAfterFirstPaint(SHELL)!;
    expect(page).toContain('<html data-paint-first lang="en" class="first-screen">');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<script type="text/plain" data-entry="/assets/index-AbC123.js"></script>');
    expect(page).toContain('<link data-modulepreload="/assets/i18n-XyZ.js">');
    // The stylesheet the paint waits for is untouched; the loader comes last, after the first frame.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
    expect(page).toMatch(
      /<script>\{let done=false;.*requestAnimationFrame\(\(\)=>setTimeout\(go\)\)\}<\/script><\/body>/,
    );
  });

  it("leaves a shell without a built entry as it is (the source shell, a changed index.html)", () => {
    expect(
      scriptsAfterFirstPaint(SHELL.replace(' crossorigin src="/assets/index-AbC123.js"', ' src="/client/main.ts"')),
    ).toBeUndefined();
  });
});
