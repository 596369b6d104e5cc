// `npx tsx bench/pageWeight.ts`: the JavaScript each kind of page fetches (issue 30), chunk by chunk, gzipped at
// level 9: the landing page, a lobby joined by its link, a running table opened by a watcher (1536×864) and a phone's
// private hand (390×844, joined with a phone code). Sizes do not depend on the machine's load, so they compare
// across runs; "to show" is what the page had fetched when its first screen appeared, "in all" adds what it fetched
// in the next seconds (idle-time preloads). One visit each, in a fresh profile: cheap enough for a shared machine.
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { ensureClientBuild } from "../scripts/clientBuild";
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

/** Whether a kind of chunk came before the first screen, only after it (a preload), or never. */
const when = (chunks: Chunk[], is: (c: Chunk) => boolean): string =>
  chunks.some((c) => is(c) && c.toShow) ? "before" : chunks.some(is) ? "only after (preloaded)" : "never";
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

await ensureClientBuild();
ensureChromium();
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
  }
  console.log(`(${load()} at the end)`);
} finally {
  await server.close();
}
