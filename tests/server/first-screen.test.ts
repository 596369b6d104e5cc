import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { watchPage } from "../../server/firstScreen/watchPage";
import type { ListingEntry } from "../../server/rooms/listing";
import { languageOf } from "../../server/firstScreen/firstScreenWords";
import { activeSeats, greedyBot, legalActions } from "../../shared/engine";
import { Table } from "../../server/table/Table";
import { statusText } from "../../client/ui/statusLine";
import { catalogueIn } from "../../client/log/catalogue";
import { loadLanguage } from "../../client/i18n";
import { FIRST_SCREEN_LOG_LINES, firstScreenLogHtml, logWordsReady } from "../../server/firstScreen/firstScreenLog";
import { createTable, joinTable, send, type TestPlayer } from "../support/tableDriver";
import { freePort, startTestServer, type TestServer } from "../support/testServer";

// A board-mode link's page (/watch/CODE) as the server sends it: the table's public first screen in the HTML bytes
// (server/firstScreen/), built from the lobby listing only, escaped, in the reader's language, never cached.
describe("a board-mode link's first screen", () => {
  let server: TestServer;
  let room: TrickerionRoom;
  let players: TestPlayer[];
  let code: string;
  let clientDir: string;

  beforeAll(async () => {
    // The source shell has the same marks as the built one (the browser test reads the built one).
    clientDir = mkdtempSync(path.join(tmpdir(), "trickerion-first-screen-"));
    copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
    server = await startTestServer({}, { clientDir });
    await logWordsReady; // a page in the server's first moments goes without log lines
    // The host's name is markup: it must reach the page as text.
    const host = await createTable(server, { players: 3, quickStart: true }, "<img src=x onerror=1>");
    code = host.room.roomId;
    players = [host, await joinTable(server, code, { name: "Ben" }), await joinTable(server, code, { name: "Cat" })];
    room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await host.room.request("start")).toEqual({ ok: true });
    while (room.table.game!.phase === "advertise")
      await send(players[activeSeats(room.table.game!)[0]!]!, { type: "skipAdvertise" });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return { response, html: await response.text() };
  };

  it("says the status a spectator reads, who sits where and the table's code, escaped, never cached", async () => {
    await expect.poll(async () => (await page(`${server.url}/watch/${code}`)).html).toContain("still planning");
    const { response, html } = await page(`${server.url}/watch/${code}`, { "accept-language": "en-GB,en;q=0.9" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
    const game = room.table.game!;
    const names = room.table.seats.map((s) => s.name);
    // The same sentence the page itself writes for a spectator (client/ui/statusLine.ts), from the listing alone.
    expect(html).toContain(`data-testid="status-line">${statusText(game, names, []).replace(/</g, "&#60;")}</p>`);
    expect(html).toContain("Turn 1 of 5 · Assignment (secret planning) · 3 still planning");
    expect(html).toContain(`data-testid="table-code">${code}</strong>`);
    expect(html).toMatch(/<span class="seat-who"><svg[^>]*>.*?<\/svg>Ben<\/span>/);
    expect(html).toContain("Cat</span>");
    expect(html).toContain("&#60;img src=x onerror=1&#62;");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('class="at-table board-mode" data-status="playing"');
    expect(html).toContain('<div id="board" class="board"><p class="board-wait">Drawing the board…</p></div>');
    // Nothing a spectator may not know: no seat token, no card of a secret plan, no deck.
    const tokens = players.flatMap((p) => p.welcome?.seats ?? []).map((seat) => seat.token);
    expect(tokens.length).toBe(3);
    for (const token of tokens) expect(html).not.toContain(token);
    expect(html).not.toMatch(/deck|assignment card|"plan"/i);
  });

  it("follows the game: a second load says what changed", async () => {
    const before = (await page(`${server.url}/watch/${code}`)).html;
    expect(before).toContain("3 still planning");
    await send(players[0]!, { type: "assign", character: "magician", location: "workshop" });
    expect(await send(players[0]!, { type: "confirmAssignments" })).toEqual({ ok: true });
    expect(activeSeats(room.table.game!)).toHaveLength(2);
    await expect.poll(async () => (await page(`${server.url}/watch/${code}`)).html).toContain("2 still planning");
  });

  /** The game log's panel in a page (`#log`'s content), and the words of its lines, unescaped. */
  const logOf = (html: string) => {
    const panel = /<div id="log" class="log">([\s\S]*?)<\/div>\s*<div id="chat"/.exec(html)?.[1] ?? "";
    const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    const lines = [...panel.matchAll(/<span class="log-text">(.*?)<\/span>/g)].map((m) => unescape(m[1]!));
    const headings = [...panel.matchAll(/<li class="log-heading">(.*?)<\/li>/g)].map((m) => unescape(m[1]!));
    return { panel, lines, headings };
  };

  it("carries a running table's newest log lines, as a spectator's page tells them, escaped, nothing hidden", async () => {
    // Ben plans a card (secret until the reveal); Cat's plan stays open. A spectator is welcomed with the history.
    expect(await send(players[1]!, { type: "assign", character: "magician", location: "workshop" })).toEqual({
      ok: true,
    });
    const spectator = await joinTable(server, code, { spectator: true });
    const { html } = await page(`${server.url}/watch/${code}`);
    const log = logOf(html);
    // Exactly the lines the spectator's page tells from its welcome (the newest ones), in the panel's own elements.
    expect(log.lines).toEqual(spectator.log.slice(-FIRST_SCREEN_LOG_LINES));
    expect(log.lines.length).toBeGreaterThan(3);
    expect(log.lines).toContain("<img src=x onerror=1> did not advertise.");
    expect(log.lines.at(-1)).toBe("<img src=x onerror=1> confirmed their plan.");
    expect(log.headings).toEqual(["Setup", "Turn 1 · Advertise", "Turn 1 · Assignment"]);
    expect(log.panel).toContain(
      '<div class="log-header"><h3>Game log</h3><button type="button" class="log-toggle" aria-pressed="false" title="Show every number (yields, scoring terms, dice)">Full</button></div>',
    );
    expect(log.panel).toContain(
      '<ol class="log-lines" aria-live="polite" tabindex="0" aria-label="Game log" style="visibility: hidden;">',
    );
    // The list is scrolled to its newest line once the whole page is parsed (its height known: one layout), by a
    // script after the chat's frame and everything else the page holds, not right after the list.
    expect(log.panel).not.toContain("<script");
    const scroll = html.indexOf(
      '<script id="first-screen-end">{const l=document.querySelector("#log .log-lines");l.scrollTop=l.scrollHeight;',
    );
    expect(scroll).toBeGreaterThan(html.indexOf('<p id="status" class="status" role="status">'));
    expect(html.slice(scroll)).toMatch(
      /^<script id="first-screen-end">[^<]*<\/script>(<script>[^<]*<\/script>)?<\/body>/,
    );
    // And the page is painted once it is all there: the first frame is the whole first screen, not the top bar alone.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
    expect(log.panel).toMatch(
      /<li class="log-line log-act" data-move="\d+" data-kind="act" style="border-left-color: #[0-9a-f]{6};">/,
    );
    // The chat's empty frame under it, as a watcher's chat panel draws it, so the log has its final height at once.
    expect(html).toContain(
      '<div id="chat" class="chat" data-testid="chat"><div class="chat-header"><h3>Table chat</h3>',
    );
    expect(html).toContain('placeholder="Say something to the other watchers"');
    // The name is text, never markup.
    expect(log.panel).toContain("&#60;img src=x onerror=1&#62; did not advertise.");
    expect(html).not.toContain("<img src=x");
    // Nothing a spectator may not know: Ben's planned card (where, who) or change of plan, the seed, any token.
    expect(log.panel).not.toMatch(/Workshop|Magician|changed their plan|Ben confirmed/);
    expect(html).not.toContain(JSON.stringify(room.table.seed));
    for (const token of players.flatMap((p) => p.welcome?.seats ?? []).map((seat) => seat.token))
      expect(html).not.toContain(token);
    spectator.room.leave();
  });

  it("tells the log in the reader's language, and without lines when the room is not in this process", async () => {
    await loadLanguage("es");
    const spanish = logOf((await page(`${server.url}/watch/${code}`, { "accept-language": "es" })).html);
    const words = catalogueIn("es");
    expect(spanish.panel).toContain("<h3>Registro de la partida</h3>");
    expect(spanish.headings).toEqual([
      words.phase.setup,
      `${words.turnHeading(1)} · ${words.phase.advertise}`,
      `${words.turnHeading(1)} · ${words.phase.assignment}`,
    ]);
    expect(spanish.lines).toContain(
      words.act.skipAdvertise("<img src=x onerror=1>", { type: "skipAdvertise" }, null, {
        card: null,
        count: null,
      }),
    );
    // A cluster: the room runs in another process, so only the listing is here: the first screen has no log lines.
    const elsewhere = express().get(
      /^\/watch\//,
      watchPage(clientDir, (_req, res) => res.end(), { logFacts: () => undefined }),
    );
    const port = await freePort();
    const listening = elsewhere.listen(port, "127.0.0.1");
    try {
      const { html } = await page(`http://127.0.0.1:${port}/watch/${code}`);
      expect(html).toContain("still planning");
      expect(html).toContain('<div id="log" class="log"></div>');
    } finally {
      listening.close();
    }
  });

  it("writes a 200-action game's log once per table and language, then only what each move added", async () => {
    // A real game through a network-less table (as the room runs it), 200 actions by the greedy bot.
    const table = new Table(
      {
        players: 4,
        beginnerSetup: true,
        quickStart: true,
        listed: true,
        darkAlley: false,
        prophecies: false,
        abilities: false,
      },
      7,
      () => "token",
    );
    for (const name of ["Ann", "Ben", "Cat", "Dan"]) table.sit(name);
    table.start(0);
    while (table.moves < 200) {
      const seat = activeSeats(table.game!)[0]!;
      const result = await table.act(seat, greedyBot(table.game!, seat) ?? legalActions(table.game!, seat)[0]!);
      expect(result.ok).toBe(true);
    }
    const facts = { history: table.history, names: table.seats.map((seat) => seat.name) };
    let started = performance.now();
    firstScreenLogHtml(facts, "en");
    const whole = (performance.now() - started) * 1000;
    firstScreenLogHtml(facts, "es");
    // Each later page tells only the entries added since: timed over the next 20 moves, both languages in turn.
    let spent = 0;
    for (let i = 0; i < 20; i++) {
      const seat = activeSeats(table.game!)[0]!;
      await table.act(seat, greedyBot(table.game!, seat) ?? legalActions(table.game!, seat)[0]!);
      started = performance.now();
      firstScreenLogHtml(facts, i % 2 ? "es" : "en");
      spent += performance.now() - started;
    }
    const perMove = (spent / 20) * 1000;
    console.log(
      `first screen's log, 200-action game: ${whole.toFixed(0)} µs for a table's first page, ${perMove.toFixed(0)} µs after a move`,
    );
    // Not the whole story again per page (a lost cache would cost about `whole` each time; a loaded machine slows both).
    expect(perMove).toBeLessThan(whole / 4);
    // Told on bit by bit, it says what a page telling the whole history at once says (a copy: a table never told).
    for (const lng of ["en", "es"] as const)
      expect(firstScreenLogHtml(facts, lng)).toBe(firstScreenLogHtml({ ...facts, history: [...facts.history] }, lng));
    expect(firstScreenLogHtml(facts, "en").match(/class="log-line /g)).toHaveLength(FIRST_SCREEN_LOG_LINES);
  });

  it("speaks the reader's language: a cookie chosen on the page first, then Accept-Language by weight", async () => {
    const spanish = (await page(`${server.url}/watch/${code}`, { "accept-language": "fr;q=1, es;q=0.8, en;q=0.5" }))
      .html;
    expect(spanish).toContain('<html lang="es" class="first-screen">');
    expect(spanish).toMatch(/Turno 1 de 5 · Asignación \(planificación secreta\) · \d planificando todavía/);
    expect(spanish).toContain('<span data-i18n="top.table">Mesa</span>');
    expect(spanish).toContain('title="Copiar el enlace de esta mesa">Copiar enlace</button>');
    expect(spanish).toContain('<span data-i18n="brand.sub">mesa digital</span>');
    expect(spanish).toContain('<p class="board-wait">Dibujando el tablero…</p>');
    const chosen = (
      await page(`${server.url}/watch/${code}`, { "accept-language": "es", cookie: "a=b; trickerion-language=en" })
    ).html;
    expect(chosen).toContain('<html lang="en" class="first-screen">');
    expect(languageOf("de-DE, es-MX;q=0.4, en;q=0.3", undefined)).toBe("es");
    expect(languageOf("de", "trickerion-language=xx")).toBe("en");
  });

  it("a table link (/t/) carries the status line and code, shown at once only by a phone's hand in the planning", async () => {
    const { response, html } = await page(`${server.url}/t/${code}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toMatch(
      /data-testid="status-line">Turn 1 of 5 · Assignment \(secret planning\) · \d still planning<\/p>/,
    );
    expect(html).toContain(`data-testid="table-code">${code}</strong>`);
    // The page decides from its fragment (#pair=…), which never reaches the server; nothing else is shown early.
    expect(html).toContain("<body><script>if(/^#pair=[A-Za-z0-9]{6}$/.test(location.hash)");
    expect(html).toContain('<section id="table" class="table" hidden>');
    expect(html).not.toContain("board-mode");
    expect(html).not.toContain("&#60;img"); // the seats are not in a table link's first screen
    for (const token of players.flatMap((p) => p.welcome?.seats ?? []).map((seat) => seat.token))
      expect(html).not.toContain(token);
    const lobby = await createTable(server, { players: 2 }, "Eve");
    const waiting = (await page(`${server.url}/t/${lobby.room.roomId}`)).html;
    expect(waiting).toContain("Waiting for the host to start the game");
    expect(waiting).not.toContain("#pair="); // a lobby's link is never shown before its scripts
    lobby.room.leave();
  });

  it("a table still in its lobby says so, with its open seats and modules", async () => {
    const host = await createTable(server, { players: 3, quickStart: false, darkAlley: true }, "Dee");
    const lobby = (await page(`${server.url}/watch/${host.room.roomId}`)).html;
    expect(lobby).toContain('class="at-table board-mode" data-status="lobby"');
    expect(lobby).toContain('data-testid="status-line">Waiting for the host to start the game</p>');
    expect(lobby).toContain("<h3>Waiting for players</h3>");
    expect(lobby).toContain('<p class="note table-modules">Dark Alley · Prophecies · Abilities</p>');
    expect(lobby).toContain("Seat 2: open</span>");
    expect(lobby).toContain("You are watching this table.");
    host.room.leave();
  });

  it("a table that does not exist gets the plain page, as before", async () => {
    const { response, html } = await page(`${server.url}/watch/NOSUCH`);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<section id="table" class="table" hidden>');
    expect(html).not.toContain("first-screen");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("a slow or failing lookup never holds the page back: it goes out plain within the budget", async () => {
    const plain: express.RequestHandler = (_req, res) => {
      res.type("html").send("plain shell");
    };
    let calls = 0;
    const slow = express().get(
      /^\/watch\//,
      watchPage(clientDir, plain, { lookUp: () => (calls++, new Promise(() => {})), budgetMs: 10 }),
    );
    const failing = express().get(
      /^\/watch\//,
      watchPage(clientDir, plain, { lookUp: () => Promise.reject(new Error("driver down")), budgetMs: 10 }),
    );
    // A listing it cannot read (another server version's, say): the plain page, not a request left hanging.
    const unreadable = express().get(
      /^\/(watch|t)\//,
      watchPage(clientDir, plain, {
        lookUp: async () => ({ status: "playing", names: null }) as unknown as ListingEntry,
        budgetMs: 10,
      }),
    );
    for (const app of [slow, failing, unreadable]) {
      const port = await freePort();
      const listening = app.listen(port, "127.0.0.1");
      try {
        const started = performance.now();
        expect((await page(`http://127.0.0.1:${port}/watch/ABCDE`)).html).toBe("plain shell");
        expect(performance.now() - started).toBeLessThan(500);
      } finally {
        listening.close();
      }
    }
    expect(calls).toBe(1);
  });
});
