import { describe, expect, it } from "vitest";
import type { Page, Response } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats } from "../../shared/engine";
import { createTable, joinTable, send, until, type TestPlayer } from "../support/tableDriver";
import { useBrowserHarness } from "./harness";
import { requestStarts, shownAtScript } from "./pageInspect";
import { openPhone } from "./phone";

/** Every script the page itself fetched (the service worker's own precaching is not the page's). */
function scriptsOf(page: Page): Response[] {
  const seen: Response[] = [];
  page.on("response", (response) => {
    // A worker made in the page from a blob: URL (the renderer probe, webglRenderer.ts) is no fetched script.
    if (response.request().resourceType() === "script" && !response.url().startsWith("blob:")) seen.push(response);
  });
  return seen;
}

/** PNG width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("loading: what each page pays for, the installable app", () => {
  const harness = useBrowserHarness();

  it("the landing page requests no PixiJS chunk (nor the engine), even after it has preloaded the connection", async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    const scripts = scriptsOf(page);
    await page.goto(server.url);
    await page.waitForSelector("#create-form");
    // The idle-time preload of the connection's chunk (the SDK) is part of what the landing page loads: wait for it.
    await until(
      async () => (await Promise.all(scripts.map((r) => r.text()))).some((body) => body.includes("matchmake")),
      10_000,
      "the connection chunk",
    );
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    for (const response of scripts) {
      const body = await response.text();
      // PixiJS names itself in its chunks (its banner, its warnings); the rules engine carries its seeded RNG,
      // @noble/ciphers' ChaCha, whose name survives minification.
      expect(body, response.url()).not.toMatch(/pixi/i);
      expect(body, response.url()).not.toMatch(/chacha/i);
    }
    await page.close();
  });

  it("the host's lobby shows without PixiJS or the engine; the board's chunk comes while it waits, and Start draws the board", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    // The lobby is on screen from its first list of seats (this page's own seat may be marked a patch later).
    await page.addInitScript(shownAtScript("#lobby li"));
    const scripts = scriptsOf(page);
    await page.goto(server.url);
    await page.fill("#player-name", "Host");
    await page.selectOption("#player-count", "2");
    await page.locator("#create-table").click();
    await page.waitForSelector("#lobby li.mine");
    // No board is made for a table waiting for its players (no canvas, no WebGL context).
    expect(await page.locator("#board canvas").count()).toBe(0);
    // The board's chunk is preloaded while the lobby is shown: wait for it, then sort the scripts by when they were
    // asked for (resource timing), so a busy machine cannot blur before and after.
    await until(
      async () => (await Promise.all(scripts.map((r) => r.text()))).some((body) => /pixi/i.test(body)),
      20_000,
      "the board's chunk, preloaded while the lobby is shown",
    );
    const { shownAt, starts } = await requestStarts(page);
    const before = scripts.filter((r) => (starts[r.url()] ?? Number.POSITIVE_INFINITY) < shownAt);
    const after = scripts.filter((r) => !before.includes(r));
    expect(before.length).toBeGreaterThan(0);
    // (A boolean each, so a failure names the chunk without printing its 100 KB.)
    for (const response of before) {
      const body = await response.text();
      expect(/pixi/i.test(body), response.url()).toBe(false);
      expect(/chacha/i.test(body), response.url()).toBe(false);
    }
    expect((await Promise.all(after.map((r) => r.text()))).some((body) => /chacha/i.test(body))).toBe(true);
    expect(await page.locator("#board canvas").count()).toBe(0);
    // A bot takes the open seat and the host starts: the board is made and drawn from the preloaded chunk.
    await page.getByRole("button", { name: "Add bot" }).first().click();
    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    expect(await page.locator("#board canvas").count()).toBe(1);
    // The chat made in the lobby is the one the table keeps (one panel, not two).
    expect(await page.locator("#chat .chat-form").count()).toBe(1);
    await page.close();
  });

  it("an English page fetches no Spanish words; a reader who chose Spanish gets them before the page's first words", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const spanishWord = "Nueva mesa"; // landing.newTable in client/i18n/es.ts
    const english = await browser.newPage();
    const englishScripts = scriptsOf(english);
    await english.goto(server.url);
    await english.waitForSelector("#create-form");
    await english.waitForLoadState("networkidle");
    expect(await english.locator("#create-table").textContent()).toBe("New table");
    for (const response of englishScripts)
      expect((await response.text()).includes(spanishWord), response.url()).toBe(false);
    await english.close();

    const spanish = await browser.newPage();
    // This device chose Spanish before; the first words the page writes itself (the solo level's note, empty in the
    // HTML) are noted as they appear, so a page that wrote English first and switched later would be caught.
    await spanish.addInitScript(() => {
      localStorage.setItem("trickerion:language", "es");
      const w = window as unknown as { __firstNote?: string };
      const observer = new MutationObserver(() => {
        const text = document.getElementById("solo-level-note")?.textContent;
        if (text && w.__firstNote === undefined) w.__firstNote = text;
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
    const spanishScripts = scriptsOf(spanish);
    await spanish.goto(server.url);
    await spanish.waitForFunction(() => document.getElementById("create-table")?.textContent === "Nueva mesa");
    expect(await spanish.evaluate(() => document.documentElement.lang)).toBe("es");
    const first = await spanish.evaluate(() => (window as unknown as { __firstNote?: string }).__firstNote);
    expect(first).toBeTruthy();
    expect(first).toBe(await spanish.locator("#solo-level-note").textContent());
    const bodies = await Promise.all(spanishScripts.map((r) => r.text()));
    expect(bodies.some((body) => body.includes(spanishWord))).toBe(true);
    await spanish.evaluate(() => localStorage.removeItem("trickerion:language"));
    await spanish.close();
  });

  it("installs: a valid manifest with 192/512 and maskable icons, and a service worker that controls the page", async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.goto(server.url);
    const href = await page.getAttribute('link[rel="manifest"]', "href");
    expect(href).toBeTruthy();
    const manifest = (await (await fetch(new URL(href!, server.url))).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toMatch(/Trickerion/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? "any").includes("any"));
      expect(icon, `${size} icon`).toBeTruthy();
      const response = await fetch(new URL(icon!.src, server.url));
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: size, height: size });
    }
    expect(manifest.icons.some((i) => i.purpose?.includes("maskable"))).toBe(true);
    // The worker registers, activates, and a reload is controlled by it.
    const state = await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      for (let i = 0; i < 200 && worker.state !== "activated"; i++) await new Promise((r) => setTimeout(r, 50));
      return worker.state;
    });
    expect(state).toBe("activated");
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    await page.close();
  });

  // A desktop table, and a big screen's board mode opened on a phone-sized window (Lighthouse's mobile profile opens
  // /watch/ at 412 px): both draw the board at once, so both fetch it with the page.
  it.each([
    ["a table's link at a desktop", { width: 1536, height: 864 }],
    ["a board-mode link on a phone-sized screen", undefined],
  ] as const)(
    "%s asks for the board's code with the page, not once its frame is painted",
    {
      timeout: 120_000,
    },
    async (_name, wide) => {
      const { server } = harness;
      const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
      const code = anna.room.roomId;
      const ben = await joinTable(server, code, { name: "Ben" });
      expect(await anna.room.request("start")).toEqual({ ok: true });
      // A fresh profile without a service worker: its cache or precache would serve the chunks outside the routes.
      const desktop = await openPhone({ serviceWorkers: "block", ...(wide ? { wide } : {}) });
      const page = await desktop.context.newPage();
      // The entry's script is held back until the board's code is asked for (at most 10 s): only the head's preload
      // (scripts/tablePreload.ts) can ask for it before the entry has run.
      let boardAsked!: () => void;
      const boardRequested = new Promise<void>((resolve) => (boardAsked = resolve));
      let entryWaitedFor = "";
      await page.route("**/assets/*.js", async (route) => {
        const url = route.request().url();
        if (/\/assets\/boardCode-/.test(url)) boardAsked();
        if (/\/assets\/index-[^/]*\.js$/.test(url))
          entryWaitedFor = await Promise.race([
            boardRequested.then(() => "the board's code"),
            new Promise<string>((resolve) => setTimeout(() => resolve("10 s"), 10_000)),
          ]);
        await route.continue();
      });
      await page.goto(`${server.url}/watch/${code}`);
      await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
      expect(entryWaitedFor).toBe("the board's code");
      await desktop.close();
      anna.room.leave();
      ben.room.leave();
    },
  );

  it("a running base table's first board asks for no game-over, look-back, replay Dark Alley, hint or lesson words, nor Pixi's sprite sheets or video; the replay viewer comes after it", {
    timeout: 120_000,
  }, async () => {
    const { server } = harness;
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const code = anna.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    expect(await anna.room.request("start")).toEqual({ ok: true });
    // A fresh profile without a service worker: its precaching fetches every chunk, which is not the page asking.
    const desktop = await openPhone({ serviceWorkers: "block", wide: { width: 1536, height: 864 } });
    const page = await desktop.context.newPage();
    await page.addInitScript(shownAtScript("body[data-board-ready=true]"));
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/watch/${code}`);
    await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
    // Nothing changed at the table, so its first snapshot was drawn once: not first for nobody's seats and again
    // once the welcome said which are the page's (client/net/TableConnection.ts, `welcomed`).
    expect(await page.getAttribute("body", "data-renders")).toBe("1");
    // The replay viewer is fetched while idle after the board: wait for it, so "before" is not merely "not yet".
    await until(async () => scripts.some((r) => /\/assets\/replayScreen-/.test(r.url())), 15_000, "the replay viewer");
    const asked = await requestStarts(page);
    const before = scripts.filter((r) => (asked.starts[r.url()] ?? Number.POSITIVE_INFINITY) < asked.shownAt);
    expect(before.length).toBeGreaterThan(0);
    for (const response of before) {
      expect(response.url()).not.toMatch(/\/assets\/(gameOver|lookBack|replayScreen)-/);
      const body = await response.text();
      // The look back's words (its title) come with its code, not with the page's catalogue; Dark Alley's words (its
      // board's note; the cards' English names are also the engine's data) only to a Dark Alley table.
      expect(body.includes("Where the Fame came from"), response.url()).toBe(false);
      expect(body.includes("tell fortunes, Enhance"), response.url()).toBe(false);
      // The hint's reasons come with the hint's code, when one is asked for (client/ui/hintPanel.ts).
      expect(body.includes("The move its rules of thumb rate best"), response.url()).toBe(false);
      // The lesson panel's words come with the lesson's code (client/lesson/lessonWords.ts).
      expect(body.includes("Skip this step: the game stays as it is"), response.url()).toBe(false);
    }
    // Nor, before or after it, PixiJS's sprite-sheet loader (the Assets resolver with it) or its video source, which
    // its entry registers and the board never uses (scripts/pixiBoardInit.ts): the board above was drawn without them.
    for (const response of scripts) {
      const body = await response.text();
      expect(body.includes("spritesheetLoader"), response.url()).toBe(false);
      expect(body.includes("video/quicktime"), response.url()).toBe(false);
    }
    await desktop.close();
    anna.room.leave();
    ben.room.leave();
  });

  it("a table page's second load comes from the cache while its state comes live from the server", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const code = anna.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await anna.room.request("start")).toEqual({ ok: true });
    const phaseNow = room.table.game!.phase;

    const page = await browser.newPage();
    await page.goto(`${server.url}/watch/${code}`);
    await page.waitForSelector("body[data-board-ready=true]");
    expect(await page.getAttribute("body", "data-phase")).toBe(phaseNow);
    // The worker has precached the shell and controls this page by now (activated with clientsClaim).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 50));
    });

    // The page goes away; meanwhile the game moves on (both players' Advertise decisions end the phase).
    await page.goto("about:blank");
    const people = new Map<number, TestPlayer>([
      [0, anna],
      [1, ben],
    ]);
    let guard = 0;
    while (room.table.game!.phase === phaseNow && guard++ < 20) {
      const seat = activeSeats(room.table.game!)[0]!;
      await send(
        people.get(seat)!,
        phaseNow === "advertise" ? { type: "skipAdvertise" } : { type: "confirmAssignments" },
      );
    }
    const phaseLater = room.table.game!.phase;
    expect(phaseLater).not.toBe(phaseNow);

    // Back to the table: the shell and every chunk come from the service worker's cache…
    const documents: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") documents.push(response);
    });
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/watch/${code}`);
    await page.waitForSelector("body[data-board-ready=true]");
    expect(documents.map((r) => r.fromServiceWorker())).toEqual([true]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const response of scripts) expect(response.fromServiceWorker(), response.url()).toBe(true);
    // …and the board shows the server's state now, not the one the page saw before it went away.
    await page.waitForSelector(`body[data-phase=${phaseLater}]`, { timeout: 15_000 });
    await page.close();
    anna.room.leave();
    ben.room.leave();
  });
});
