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
      /<script>\{let done=false;.*if\(document\.documentElement\.hasAttribute\("data-paint-first"\)\)requestAnimationFrame\(\(\)=>setTimeout\(go\)\);else go\(\)\}<\/script><\/body>/,
    );
  });

  it("with a condition only the browser knows (a phone's hand), the head decides before any script: where it does not hold the page takes its scripts at once", async () => {
    const shell = SHELL.replace(
      "<head>",
      '<head>\n    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    );
    const page = scriptsAfterFirstPaint(shell, "location.hash==='#hand'")!;
    // Right after the viewport (a phone's width is known from there on), before the table preload's head script.
    expect(page).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1" /><script>if(!(location.hash===\'#hand\'))document.documentElement.removeAttribute("data-paint-first")</script>',
    );
    expect(page.indexOf("removeAttribute")).toBeLessThan(page.indexOf("the table preload"));
    // Run the head's decision and the loader as a browser would, with and without the condition.
    const loader = /<script>(\{let done=false;.*?)<\/script><\/body>/.exec(page)![1]!;
    const decide = /<script>(if\(!\(location.*?)<\/script>/.exec(page)![1]!;
    for (const [hash, waits] of [
      ["#hand", true],
      ["", false],
    ] as const) {
      const attributes = new Set(["data-paint-first"]);
      const appended: string[] = [];
      let framed = 0;
      const document = {
        documentElement: {
          hasAttribute: (a: string) => attributes.has(a),
          removeAttribute: (a: string) => attributes.delete(a),
        },
        querySelectorAll: () => [],
        querySelector: () => ({ dataset: { entry: "/assets/index-AbC123.js" } }),
        createElement: () => ({ dataset: {} }) as Record<string, unknown>,
        head: { append: (n: { src?: string }) => appended.push(String(n.src)) },
      };
      const run = new Function("document", "location", "requestAnimationFrame", "setTimeout", `${decide};${loader}`);
      run(
        document,
        { hash },
        () => framed++,
        () => undefined,
      );
      expect({ hash, framed, appended }).toEqual(
        waits ? { hash, framed: 1, appended: [] } : { hash, framed: 0, appended: ["/assets/index-AbC123.js"] },
      );
    }
  });

  it("leaves a shell without a built entry as it is (the source shell, a changed index.html)", () => {
    expect(
      scriptsAfterFirstPaint(SHELL.replace(' crossorigin src="/assets/index-AbC123.js"', ' src="/client/main.ts"')),
    ).toBeUndefined();
  });
});
