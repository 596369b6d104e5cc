import type { IndexHtmlTransformContext, Plugin } from "vite";
import { AFTER_PAINT } from "../server/firstScreen/paintFirst";

/**
 * What a table's link needs before its first screen beyond the page's entry (docs/client.md, "Loading"): the
 * connection (the Colyseus SDK, the synced schema), the lobby, and the table screen with the engine. main.ts asks
 * for them with `import()`, but only once the entry has loaded and run, a whole round trip (and the entry's
 * evaluation) later than the page itself could ask.
 */
const TABLE_MODULES = [
  "client/net/TableConnection.ts",
  "client/ui/lobbyScreen.ts",
  "client/ui/tableScreen.ts",
  "client/rules/refusalRule.ts",
];

/**
 * The board's code (PixiJS and the views): a table's first screen draws it everywhere but on a phone, whose hand is
 * DOM only until a tab that draws is opened (client/ui/boardShown.ts). Asked for by the table screen only once its
 * DOM frame was painted, it came in a third wave, 70-190 ms after that paint under the profile (issue 30).
 */
const BOARD_MODULES = ["client/board/boardCode.ts"];
/**
 * The phone's width (client/layout/layout.ts, PHONE): there a player's board waits for its tab, its preload too. A
 * big screen's board mode (`/watch/CODE`) draws its board at every width (client/ui/boardShown.ts): on a narrow one
 * it was fetched only once the table's frame was painted, a round trip late (Lighthouse's phone opens it at 412 px).
 */
const PHONE = "(max-width: 480px)";

/**
 * Preload links appended per task: each costs the page's thread ~1-4 ms at Lighthouse's 4× CPU (the request it
 * starts), and a table's ~40 in one task made it a long one, 80-170 ms there (issue 30, Total Blocking Time). The
 * table's own chunks come first, the board's after them.
 */
const LINKS_PER_TASK = 10;

type Bundle = NonNullable<IndexHtmlTransformContext["bundle"]>;

/** A chunk's file and every chunk it imports statically, transitively (dynamic imports are not followed). */
function withStaticImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  const item = bundle[fileName];
  if (into.has(fileName) || item?.type !== "chunk") return into;
  into.add(fileName);
  for (const dep of item.imports) withStaticImports(bundle, dep, into);
  return into;
}

/**
 * The Vite plugin: a head script that, on a table's path (`/t/CODE`, `/watch/CODE`), preloads the table's chunks
 * and stylesheets alongside the entry's, so they arrive in the page's first wave of requests instead of the next.
 * The landing page (and a replay, which needs none of them) fetches nothing more. The chunks' hashed names exist only
 * once the bundle is written, hence a build-time plugin rather than links in index.html.
 */
export function tablePreload(): Plugin {
  return {
    name: "trickerion:table-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error("tablePreload: the build has no entry chunk");
        const inPage = withStaticImports(bundle, entry.fileName, new Set());
        const chunksOf = (modules: readonly string[], into: Set<string>): Set<string> => {
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(module));
            // A module folded into another chunk would silently lose its preload: say so at build time instead.
            if (!chunk) throw new Error(`tablePreload: no chunk of its own for ${module}`);
            withStaticImports(bundle, chunk.fileName, into);
          }
          return into;
        };
        const wanted = chunksOf(TABLE_MODULES, new Set());
        const scripts = [...wanted].filter((file) => !inPage.has(file));
        const board = [...chunksOf(BOARD_MODULES, new Set())].filter((file) => !inPage.has(file) && !wanted.has(file));
        const pageCss = new Set(entry.viteMetadata?.importedCss ?? []);
        const styles = [
          ...new Set(scripts.flatMap((file) => [...((bundle[file] as typeof entry).viteMetadata?.importedCss ?? [])])),
        ].filter((file) => !pageCss.has(file));
        const links = [
          ...scripts.map((file) => ["modulepreload", `/${file}`]),
          ...styles.map((file) => ["preload", `/${file}`]),
        ];
        // The board's chunks at a low priority, so on a slow network the table's own come first; a modulepreload
        // fetches and compiles, it does not run the module: PixiJS runs only when the table screen imports it.
        const boardLinks = board.map((file) => ["modulepreload", `/${file}`, "low"]);
        // crossorigin as Vite's own module scripts and stylesheets, so the preloaded responses are the ones used.
        // A first screen that paints the page's largest words holds every script back until its first paint
        // (<html data-paint-first>, server/firstScreen/paintFirst.ts): these preloads wait with the entry.
        const code = `if (/^\\/(t|watch)\\//.test(location.pathname)) { const all = ${JSON.stringify(links)}.concat(matchMedia(${JSON.stringify(PHONE)}).matches && !location.pathname.startsWith("/watch/") ? [] : ${JSON.stringify(boardLinks)}); const preload = (from = 0) => { for (const [rel, href, priority] of all.slice(from, from + ${LINKS_PER_TASK})) { const link = document.createElement("link"); link.rel = rel; if (rel === "preload") link.as = "style"; if (priority) link.fetchPriority = priority; link.crossOrigin = ""; link.href = href; document.head.append(link); } if (from + ${LINKS_PER_TASK} < all.length) setTimeout(() => preload(from + ${LINKS_PER_TASK})); }; if (document.documentElement.hasAttribute("data-paint-first")) { let done = false; const go = () => { if (done) return; done = true; preload(); }; ${AFTER_PAINT} } else preload(); }`;
        // Right before the entry's own module script: after the charset (which must come in the first 1,024 bytes),
        // and before the stylesheets, which a script after them would wait for.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error("tablePreload: index.html has no module script");
        return `${html.slice(0, at)}<script>${code}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
