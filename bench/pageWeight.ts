// `npx tsx bench/pageWeight.ts`: the JavaScript each kind of page fetches (issue 30), chunk by chunk, gzipped at
// level 9: the landing page, a lobby joined by its link, a running table opened by a watcher (1536×864) and a phone's
// private hand (390×844, joined with a phone code). Sizes do not depend on the machine's load, so they compare
// across runs; "to show" is what the page had fetched when its first screen appeared, "in all" adds what it fetched
// in the next seconds (idle-time preloads). One visit each, in a fresh profile: cheap enough for a shared machine.
// For the table page it also prints its floor: how much of "to show" is the libraries the stack mandates (PixiJS,
// the Colyseus SDK with its schema and msgpackr, i18next) and how much is our own code (tableFloor below).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { build } from "vite";
import { ensureClientBuild } from "../scripts/clientBuild";
import { ROOT_DIR } from "../server/config";
import { contents, packageOf, withDependencies } from "./chunkAttribution";
import { CHROMIUM_PATH, ensureChromium } from "../scripts/chromium";
import { startTestServer } from "../tests/support/testServer";
import { createTable } from "../tests/support/tableDriver";
import { requestStarts, shownAtScript } from "../tests/browser/pageInspect";

interface Chunk {
  name: string;
  gz: number;
  /** Requested before the page's first screen showed. */
  toShow: boolean;
  pixi: boolean;
  engine: boolean;
}

const SETTLE_MS = Number(process.env.PAGE_WEIGHT_SETTLE_MS ?? 3_000);

/** Opens `url` in a fresh profile until `selector` shows, then SETTLE_MS more; every script it fetched. */
async function weigh(
  url: string,
  selector: string,
  phone: boolean,
  before?: (page: Page) => Promise<void>,
): Promise<{ ms: number; chunks: Chunk[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
        : { viewport: { width: 1536, height: 864 } },
    );
    await context.addInitScript(() => sessionStorage.setItem("trickerion:name", "Visitor"));
    await context.addInitScript(shownAtScript(selector));
    const page: Page = await context.newPage();
    const pending: Promise<Omit<Chunk, "toShow"> & { url: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      // The renderer probe's worker comes from a blob: URL made in the page (no download), and a worker's script
      // body can outlive the page; neither is JavaScript the page fetched.
      if (response.url().startsWith("blob:")) return;
      pending.push(
        response.body().then((body) => {
          const text = body.toString("utf8");
          return {
            url: response.url(),
            name: new URL(response.url()).pathname.replace(/^\/assets\//, ""),
            gz: gzipSync(body, { level: 9 }).length,
            // PixiJS names itself in its chunks; the engine carries @noble/ciphers' ChaCha (loading.test.ts).
            pixi: /pixi/i.test(text),
            engine: /chacha/i.test(text),
          };
        }),
      );
    });
    const started = Date.now();
    await page.goto(url);
    await before?.(page);
    await page.waitForSelector(selector, { timeout: 60_000 });
    const ms = Date.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    const asked = await requestStarts(page);
    return {
      ms,
      chunks: (await Promise.all(pending)).map(({ url, ...chunk }) => ({
        ...chunk,
        toShow: (asked.starts[url] ?? 0) < asked.shownAt,
      })),
    };
  } finally {
    await browser.close();
  }
}

/** Issue 30's goal for the JavaScript a table page loads before its first board, gzipped. */
const GOAL_KIB = 250;

/** The libraries the stack mandates (/work/shared/STACK.md), each with the packages it depends on. */
const NODE_MODULES = path.join(ROOT_DIR, "node_modules");
const MANDATED: { name: string; packages: Set<string> }[] = [
  { name: "PixiJS", packages: withDependencies(NODE_MODULES, "pixi.js") },
  { name: "Colyseus SDK + schema + msgpackr", packages: withDependencies(NODE_MODULES, "@colyseus/sdk") },
  { name: "i18next", packages: withDependencies(NODE_MODULES, "i18next") },
];

/**
 * The same build again into a scratch directory with hidden source maps: the chunks are byte for byte the served ones
 * (same names, same hashes; "hidden" adds no `sourceMappingURL` comment), and their maps attribute every byte to a
 * source file. Returns the directory of the chunks and maps; the caller removes its parent.
 */
async function mappedBuild(): Promise<{ assets: string; scratch: string }> {
  const scratch = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  await build({
    configFile: path.join(ROOT_DIR, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: scratch, emptyOutDir: true, sourcemap: "hidden" },
  });
  return { assets: path.join(scratch, "assets"), scratch };
}

/**
 * The floor of a page's "to show": each chunk's gzipped bytes split by source file through its source map
 * (chunkAttribution.ts; a file's share is an estimate, a chunk's total exact), then summed by owner: each mandated
 * library (its package and its dependencies), other packages, our own code (the rules engine and data in shared/,
 * the client's code), and the bundler's glue (bytes that map to no source, and the few chunks without a map).
 */
function tableFloor(chunks: Chunk[], assets: string): string {
  const shown = chunks.filter((c) => c.toShow);
  const by = new Map<string, number>();
  const add = (owner: string, bytes: number): void => void by.set(owner, (by.get(owner) ?? 0) + bytes);
  const others = new Set<string>();
  for (const chunk of shown) {
    const file = path.basename(chunk.name);
    // Rolldown's runtime, its preload helper, the stubs of chunks that hold only a stylesheet, the service worker's
    // registration: no source map, the bundler's and the build's own glue.
    if (!existsSync(path.join(assets, `${file}.map`))) {
      add("glue", chunk.gz);
      continue;
    }
    for (const [source, bytes] of contents(assets, file).modules) {
      const pkg = packageOf(source);
      const mandated = pkg ? MANDATED.find((m) => m.packages.has(pkg)) : undefined;
      if (mandated) add(mandated.name, bytes);
      else if (pkg) {
        others.add(pkg);
        add("other packages", bytes);
      } else if (source === "(no source)") add("glue", bytes);
      // Sources are named relative to the scratch directory: the project's root is somewhere in front.
      else add(/(^|\/)shared\//.test(source) ? "shared" : "client", bytes);
    }
  }
  const of = (owner: string): number => by.get(owner) ?? 0;
  const mandated = MANDATED.reduce((a, m) => a + of(m.name), 0);
  const own = of("shared") + of("client") + of("glue");
  const total = [...by.values()].reduce((a, b) => a + b, 0);
  return [
    `    floor: of ${kib(total)} to show, ${kib(mandated)} are the mandated libraries (${MANDATED.map((m) => `${m.name} ${kib(of(m.name))}`).join(", ")}),`,
    `    ${kib(of("other packages"))} other packages (${[...others].sort().join(", ") || "none"}), ${kib(own)} our own code (shared/: engine, data, protocol ${kib(of("shared"))}; client/ ${kib(of("client"))}; the bundler's glue ${kib(of("glue"))})`,
    `    the goal of ${kib(GOAL_KIB * 1024)} leaves ${kib(GOAL_KIB * 1024 - mandated - of("other packages"))} for our own code beside the libraries; it takes ${kib(own)}`,
    "    (each chunk's gzip -9 split by source file through hidden source maps of the same build: bench/chunkAttribution.ts)",
  ].join("\n");
}

/** Whether a kind of chunk came before the first screen, only after it (a preload), or never. */
const when = (chunks: Chunk[], is: (c: Chunk) => boolean): string =>
  chunks.some((c) => is(c) && c.toShow) ? "before" : chunks.some(is) ? "only after (preloaded)" : "never";
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

await ensureClientBuild();
ensureChromium();
const mapped = await mappedBuild();
const server = await startTestServer();
try {
  // A lobby waiting for a second player, and a running two-player game (the host and a bot).
  const lobbyHost = await createTable(server, { players: 2, quickStart: true }, "Host");
  const gameHost = await createTable(server, { players: 2, quickStart: true }, "Anna");
  await gameHost.room.request("bot", { seat: 1, bot: true });
  await gameHost.room.request("start");
  const token = gameHost.welcome!.seats.find((s) => s.seat === 0)!.token;
  gameHost.room.onMessage("paired", () => {});
  const pair = ((await gameHost.room.request("pair", { token })) as { code: string }).code;
  // A lobby counts as shown from its first list of seats (the visitor's own seat may be marked a patch later).
  const pages = [
    { name: "landing (/)", url: `${server.url}/`, selector: "#create-form", phone: false },
    // The host's lobby: New table on the landing page, then the seats wait for players (the landing's chunks count).
    {
      name: "lobby (New table on /, waiting for players)",
      url: `${server.url}/`,
      selector: "#lobby li",
      phone: false,
      before: (page: Page) => page.locator("#create-table").click(),
    },
    // Someone opening a lobby's link: the page cannot know the game has not started, so the board comes in parallel.
    {
      name: "lobby joined by its link (/t/CODE)",
      url: `${server.url}/t/${lobbyHost.room.roomId}`,
      selector: "#lobby li",
      phone: false,
    },
    {
      name: "table (/t/CODE, a watcher of a running game)",
      url: `${server.url}/t/${gameHost.room.roomId}`,
      selector: "body[data-board-ready=true]",
      phone: false,
      floor: true,
    },
    {
      name: "phone hand (/t/CODE#pair=…, 390×844)",
      url: `${server.url}/t/${gameHost.room.roomId}#pair=${pair}`,
      selector: "body[data-phase]",
      phone: true,
    },
  ];
  console.log(`== JavaScript per page (gzip -9 of each script body; ${load()} at the start)`);
  for (const page of pages) {
    const { ms, chunks } = await weigh(page.url, page.selector, page.phone, "before" in page ? page.before : undefined);
    const sum = (list: Chunk[]): number => list.reduce((a, c) => a + c.gz, 0);
    const shown = chunks.filter((c) => c.toShow);
    console.log(
      `${page.name}: ${kib(sum(shown))} to show (${ms} ms), ${kib(sum(chunks))} in all after ${SETTLE_MS} ms; PixiJS ${when(chunks, (c) => c.pixi)}, engine ${when(chunks, (c) => c.engine)}`,
    );
    for (const c of [...chunks].sort((a, b) => b.gz - a.gz))
      console.log(
        `    ${kib(c.gz).padStart(9)}  ${c.name}${c.toShow ? "" : " (after)"}${c.pixi ? " [pixi]" : ""}${c.engine ? " [engine]" : ""}`,
      );
    if ("floor" in page) console.log(tableFloor(chunks, mapped.assets));
  }
  console.log(`(${load()} at the end)`);
} finally {
  await server.close();
  rmSync(mapped.scratch, { recursive: true, force: true });
}
