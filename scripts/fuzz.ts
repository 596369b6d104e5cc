// `npm run fuzz`: hostile input against a real server process on loopback, bounded in count and
// time. Many clients (seated players and spectators at their own tables, and spectators at an
// honest table) send malformed and hostile messages: random types and payloads, actions for other
// seats and out of phase, raw garbage frames, oversized payloads; each stays under the per-second
// limit. Meanwhile an honest table plays on, and hostile HTTP requests (oversized, chunked, non-JSON,
// malformed bodies, a creation flood: scripts/fuzzHttp.ts) hit matchmaking. It reports server crashes,
// honest clients disconnected, state or record changes caused by refused input, the server's memory
// (peak RSS against idle) and /health's latency during the run.
//
//   npm run fuzz                        100,000 messages (the default)
//   npm run fuzz -- --messages 300000 --clients 300
//   npm run fuzz -- --http-only 20       only the hostile HTTP requests, for 20 s
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { Client, type Room } from "@colyseus/sdk";
import {
  activeSeats,
  createGame,
  applyAction,
  greedyBot,
  legalActions,
  type Action,
  type GameState,
} from "../shared/engine";
import { gameFromTable } from "../client/state/gameFromTable";
import type { TableState } from "../shared/schema/TableState";
import type { Ack } from "../server/rooms/TrickerionRoom";
import { DB_FILE } from "../server/storage/SqliteStore";
import { ServerProcess } from "../tests/support/serverProcess";
import { freePort } from "../tests/support/testServer";
import { fuzzHttp, type HttpFuzzReport } from "./fuzzHttp";

const { values: args } = parseArgs({
  options: {
    messages: { type: "string", default: "100000" },
    clients: { type: "string", default: "200" },
    rate: { type: "string", default: "12" },
    // Only the HTTP half, for this many seconds: the server's answer to hostile HTTP alone.
    "http-only": { type: "string" },
  },
});
const MESSAGES = Math.min(2_000_000, Math.max(1_000, Number(args.messages)));
const CLIENTS = Math.min(1_000, Math.max(10, Number(args.clients)));
/** Messages per second per client: under the server's limit of 20, so the flood guard is not what refuses them. */
const RATE = Math.min(19, Math.max(1, Number(args.rate)));
const HOSTILE_PER_TABLE = 10; // 4 seated + 6 spectators

const rand = (n: number): number => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Well-shaped actions of every kind, from a few played games: sent out of phase or for other seats they must all be refused. */
function actionCatalog(): Action[] {
  const seen = new Map<string, Action>();
  for (let g = 0; g < 3; g++) {
    let game: GameState = createGame({ players: 4, beginnerSetup: g === 0 }, 900 + g);
    for (let i = 0; i < 400 && game.phase !== "gameOver"; i++) {
      const seat = activeSeats(game)[0]!;
      for (const a of legalActions(game, seat).slice(0, 5)) if (seen.size < 2_000) seen.set(JSON.stringify(a), a);
      const next = applyAction(game, seat, greedyBot(game, seat)!);
      if (!next.ok) break;
      game = next.state;
    }
  }
  return [...seen.values()];
}

function junkValue(depth = 0): unknown {
  switch (rand(depth > 3 ? 6 : 10)) {
    case 0:
      return null;
    case 1:
      return rand(2) ? -rand(1e9) : Number.MAX_SAFE_INTEGER;
    case 2:
      return "x".repeat(rand(64));
    case 3:
      return rand(2) === 1;
    case 4:
      return pick(["__proto__", "constructor", "prototype", "toString", "", "\u0000", "💥", "NaN"]);
    case 5:
      return 0.5;
    case 6:
      return Array.from({ length: rand(5) }, () => junkValue(depth + 1));
    case 7:
      return { __proto__: { polluted: true }, type: junkValue(depth + 1) };
    case 8:
      return Object.fromEntries(
        Array.from({ length: rand(5) }, () => [
          pick(["type", "seat", "action", "card", "slot", "__proto__", "constructor"]),
          junkValue(depth + 1),
        ]),
      );
    default: {
      let deep: unknown = 1;
      for (let i = 0; i < 50; i++) deep = { a: deep };
      return deep;
    }
  }
}

type Kind =
  | "random type"
  | "malformed action"
  | "other seat / out of phase"
  | "lobby junk"
  | "raw garbage"
  | "oversized";

/** One hostile message; returns what kind it was. */
/** Replies to a table's hostile actions: accepted, and unanswered (the sender was cut off first, so the outcome is unknown to it). */
interface Acks {
  ok: number;
  unanswered: number;
}

function hostile(room: Room, catalog: Action[], ownSeat: number | null, pending: Promise<unknown>[], acks: Acks): Kind {
  // Seated clients send only messages (which must be refused, never cut them off): their seats stay
  // theirs, so every stored action of a hostile table is one of their accepted ones. Raw frames and
  // oversized payloads come from the spectators (a raw "leave" frame is a real leave, and a bot
  // would then play the seat).
  const roll = ownSeat === null ? rand(100) : rand(88);
  const ask = (type: string, payload: unknown): void => {
    const reply = (room.request(type, payload) as Promise<Ack>).then(
      (ack) => void (ack?.ok && type === "action" && acks.ok++),
      () => void (type === "action" && acks.unanswered++),
    );
    pending.push(reply);
  };
  if (roll < 15) {
    ask(
      pick([
        "",
        "x".repeat(200),
        "__proto__",
        "constructor",
        "ACTION",
        "action ",
        "welcome",
        "refused",
        String(rand(1e6)),
      ]),
      junkValue(),
    );
    return "random type";
  }
  if (roll < 45) {
    ask(
      "action",
      pick([
        null,
        7,
        "pass",
        [],
        junkValue(),
        { action: junkValue() },
        { action: { type: junkValue() } },
        { action: pick(catalog), seat: pick([-1, 4, 99, 0.5, "1", null, 1e9]) },
      ]),
    );
    return "malformed action";
  }
  if (roll < 75) {
    // A real action shape: for a seat this client does not hold, or its own seat at a moment it does not fit.
    const seat = ownSeat === null ? rand(4) : (ownSeat + 1 + rand(3)) % 4;
    ask("action", rand(2) ? { action: pick(catalog), seat } : { action: pick(catalog) });
    return "other seat / out of phase";
  }
  if (roll < 88) {
    ask(
      pick(["bot", "sit", "start"]),
      pick([junkValue(), { seat: pick([-1, 9, 0.5, "0"]), bot: junkValue() }, { name: "x".repeat(rand(300)) }]),
    );
    return "lobby junk";
  }
  if (roll < 98) {
    const bytes = new Uint8Array(1 + rand(256));
    for (let i = 0; i < bytes.length; i++) bytes[i] = rand(256);
    if (rand(2)) bytes[0] = pick([13, 14, 15, 9, 10, 11, 12, 16, 17]); // real protocol codes followed by junk
    room.connection.send(bytes);
    return "raw garbage";
  }
  ask("action", { action: { type: "x".repeat(8_000 + rand(200_000)) } }); // beyond the WebSocket's 4 KB limit: the sender is cut off
  return "oversized";
}

interface Honest {
  rooms: Room<any, TableState>[];
  sent: { seat: number; action: Action }[];
  disconnected: string[];
  /** The honest players' loop; it ends after `stopped()`, once its last action's reply is in. */
  done: Promise<void>;
}

async function honestTable(client: Client, stopped: () => boolean): Promise<Honest> {
  const honest: Honest = { rooms: [], sent: [], disconnected: [], done: Promise.resolve() };
  const host = await client.create<TableState>("trickerion", { players: 4, quickStart: true, name: "Honest 1" });
  honest.rooms.push(host);
  for (let s = 1; s < 4; s++)
    honest.rooms.push(await client.joinById<TableState>(host.roomId, { name: `Honest ${s + 1}` }));
  honest.rooms.push(await client.joinById<TableState>(host.roomId, { spectator: true }));
  honest.rooms.forEach((room, i) => {
    room.onMessage("*", () => undefined);
    room.reconnection.enabled = false; // a drop must show as a disconnection, not be papered over
    room.onLeave(
      (code) =>
        void (
          !stopped() && honest.disconnected.push(`honest ${i < 4 ? `seat ${i + 1}` : "spectator"} left with ${code}`)
        ),
    );
  });
  await sleep(300);
  const ack = (await host.request("start")) as Ack;
  if (!ack.ok) throw new Error(`honest start refused: ${ack.message}`);
  // One move every 300 ms by whoever must act, chosen from that seat's own view (as its page would).
  honest.done = (async () => {
    while (!stopped() && host.state.status === "playing") {
      await sleep(300);
      if (stopped()) break;
      const game = gameFromTable(host.state, 0);
      const seat = activeSeats(game)[0];
      if (seat === undefined) continue;
      const mine = gameFromTable(honest.rooms[seat]!.state, seat);
      const action = greedyBot(mine, seat);
      if (!action) continue;
      const reply = (await honest.rooms[seat]!.request("action", { action }).catch((e: unknown) => ({
        ok: false,
        code: "CLOSED",
        message: String(e),
      }))) as Ack;
      // An accepted action is stored: it is counted even when the run stopped while its reply was on the
      // way (counting it only before the stop made the record look one action longer than what was sent).
      if (reply.ok) honest.sent.push({ seat, action });
      if (stopped()) break;
      if (!reply.ok)
        honest.disconnected.push(`honest seat ${seat + 1}'s legal action was refused: ${reply.code} ${reply.message}`);
    }
  })();
  return honest;
}

async function heap(url: string): Promise<{ heapMiB: number; rssMiB: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const v = (re: RegExp): number => Number(text.match(re)?.[1] ?? NaN) / 2 ** 20;
  return {
    heapMiB: v(/^trickerion_nodejs_heap_size_used_bytes (\S+)$/m),
    rssMiB: v(/^trickerion_process_resident_memory_bytes (\S+)$/m),
  };
}

function printHttp(http: HttpFuzzReport): void {
  console.log(
    `hostile HTTP requests:         ${[...http.kinds].map(([k, answers]) => `${k}: ${[...answers].map(([status, n]) => `${n}×${status}`).join(" ")}`).join("; ")}`,
  );
  console.log(
    `HTTP answered unexpectedly:    ${http.unexpected.length}${http.unexpected.length ? ` (${http.unexpected.slice(0, 3).join("; ")})` : ""}`,
  );
  console.log(
    `/health during the run:        p50 ${http.health.p50.toFixed(1)} ms, p99 ${http.health.p99.toFixed(1)} ms, max ${http.health.max.toFixed(1)} ms over ${http.health.samples} probes (goal p99 <= 50 ms), ${http.health.failures} not 200`,
  );
  const ratio = http.rss.peakMiB / http.rss.idleMiB;
  console.log(
    `server RSS:                    ${http.rss.idleMiB.toFixed(0)} MiB idle (before the flood), peak ${http.rss.peakMiB.toFixed(0)} MiB = ${ratio.toFixed(2)}× (goal under 2×)`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trickerion-fuzz-"));
  const port = await freePort();
  // Creations limited as in production (the harness makes its own 20 tables first; the HTTP half's flood then
  // meets the limit); joins are not: the cut-off hostile clients rejoin hundreds of times a minute from 127.0.0.1.
  const server = new ServerProcess(port, { DATA_DIR: dataDir, BOT_DELAY_MS: "200", RATE_CREATE_PER_MINUTE: "40" });
  let stopped = false;
  try {
    await server.ready();
    const client = new Client(server.url);
    const catalog = actionCatalog();
    console.log(
      `Server at ${server.url}. Sending ${MESSAGES} hostile messages from ${CLIENTS} clients at ${RATE} per second each (${catalog.length} real action shapes in the mix).`,
    );
    const honest = await honestTable(client, () => stopped);

    // Hostile tables: the hostile people fill the seats and start, so actions reach a running game.
    const tables = Math.max(1, Math.floor((CLIENTS - 10) / HOSTILE_PER_TABLE));
    const hostileRooms: { code: string; join: () => Promise<Room>; seat: number | null; acks: Acks }[] = [];
    const perTable = new Map<string, Acks>();
    for (let t = 0; t < tables; t++) {
      const host = await client.create<TableState>("trickerion", { players: 4, quickStart: true, name: "H1" });
      const code = host.roomId;
      const acks = { ok: 0, unanswered: 0 };
      perTable.set(code, acks);
      const seats: Room[] = [host];
      for (let s = 1; s < 4; s++) seats.push(await client.joinById(code, { name: `H${s + 1}` }));
      for (const room of seats) {
        room.onMessage("*", () => undefined);
        room.reconnection.enabled = false;
      }
      await host.request("start");
      seats.forEach((room, seat) => hostileRooms.push({ code, seat, acks, join: async () => room }));
      for (let w = 0; w < HOSTILE_PER_TABLE - 4; w++)
        hostileRooms.push({ code, seat: null, acks, join: () => client.joinById(code, { spectator: true }) });
    }
    // And hostile spectators at the honest table.
    const honestCode = honest.rooms[0]!.roomId;
    const honestAcks = { ok: 0, unanswered: 0 };
    for (let w = 0; w < CLIENTS - tables * HOSTILE_PER_TABLE; w++)
      hostileRooms.push({
        code: honestCode,
        seat: null,
        acks: honestAcks,
        join: () => client.joinById(honestCode, { spectator: true }),
      });

    await sleep(2_000);
    const memStart = await heap(server.url);
    const counts = new Map<Kind, number>();
    let sent = 0;
    let cutOff = 0;
    let memQuarter: { heapMiB: number; rssMiB: number } | null = null;
    const memProbe = setInterval(() => {
      if (!memQuarter && sent >= MESSAGES / 4) void heap(server.url).then((m) => (memQuarter = m));
    }, 250);
    const pending: Promise<unknown>[] = [];
    const httpRun = fuzzHttp(server.url, () => stopped);
    const t0 = performance.now();
    await Promise.all(
      hostileRooms.map(async (h, i) => {
        await sleep((i * 1000) / hostileRooms.length); // spread the clients over the second
        let room: Room = await h.join();
        room.reconnection.enabled = false;
        let alive = true;
        const watch = (r: Room): void => {
          if (h.seat === null) r.onMessage("*", () => undefined);
          r.onLeave(() => void (alive = false));
        };
        watch(room);
        while (sent < MESSAGES) {
          if (!alive) {
            cutOff++;
            room = await client.joinById(h.code, { spectator: true }); // back in (as a spectator: its seat, if any, stays with its old connection's token)
            room.reconnection.enabled = false;
            alive = true;
            watch(room);
          }
          const kind = hostile(room, catalog, alive && h.seat !== null ? h.seat : null, pending, h.acks);
          counts.set(kind, (counts.get(kind) ?? 0) + 1);
          sent++;
          await sleep(1000 / RATE);
        }
      }),
    );
    clearInterval(memProbe);
    await Promise.race([Promise.allSettled(pending), sleep(10_000)]);
    const seconds = (performance.now() - t0) / 1000;
    await sleep(2_000);
    const memEnd = await heap(server.url);
    stopped = true;
    // The honest loop's last action and the HTTP half finish before the record is read.
    await honest.done;
    const http = await httpRun;
    const healthy =
      (await fetch(`${server.url}/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200;

    // The record of every table against what was accepted: refused input changed nothing.
    const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
    const moves = (code: string): number =>
      (db.prepare("SELECT moves FROM tables WHERE code = ?").get(code) as { moves: number }).moves;
    const actionsOf = (code: string): { seat: number; action: string }[] =>
      db.prepare("SELECT seat, action FROM actions WHERE code = ? ORDER BY idx").all(code) as {
        seat: number;
        action: string;
      }[];
    const changes: string[] = [];
    // Stored = accepted, give or take the actions whose reply never reached a sender that was cut off.
    for (const [code, acks] of perTable) {
      const stored = moves(code);
      if (stored < acks.ok || stored > acks.ok + acks.unanswered)
        changes.push(`table ${code}: ${stored} stored actions, ${acks.ok} accepted (+${acks.unanswered} unanswered)`);
    }
    const honestStored = actionsOf(honestCode).map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as Action }));
    if (honestAcks.ok) changes.push(`honest table: ${honestAcks.ok} actions of its hostile spectators were accepted`);
    if (JSON.stringify(honestStored) !== JSON.stringify(honest.sent))
      changes.push(
        `honest table: its record (${honestStored.length} actions) differs from the honest actions (${honest.sent.length})`,
      );
    db.close();
    const crashed = server.output.filter((l) => /uncaught|unhandled|FATAL|exited/i.test(l));

    console.log(
      `\n== Fuzz: ${sent} hostile messages in ${seconds.toFixed(0)} s from ${hostileRooms.length} clients (${tables} hostile tables + the honest table)`,
    );
    console.log(`kinds:                         ${[...counts].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    console.log(
      `hostile clients cut off:       ${cutOff} (oversized frames and undecodable garbage close the sender's connection)`,
    );
    console.log(
      `server crashes:                ${healthy && server.output.length >= 0 && crashed.length === 0 ? 0 : 1}${crashed.length ? ` (${crashed.slice(0, 3).join(" | ")})` : ""}`,
    );
    console.log(
      `honest clients disconnected:   ${honest.disconnected.length}${honest.disconnected.length ? ` (${honest.disconnected.slice(0, 3).join("; ")})` : ""}`,
    );
    console.log(
      `honest game:                   ${honest.sent.length} actions played during the fuzz, status ${honest.rooms[0]!.state.status}`,
    );
    console.log(
      `changes from refused input:    ${changes.length}${changes.length ? ` (${changes.slice(0, 3).join("; ")})` : ""}`,
    );
    const q = memQuarter as { heapMiB: number; rssMiB: number } | null;
    console.log(
      `server memory:                 heap used ${memStart.heapMiB.toFixed(1)} MiB at the start, ${q?.heapMiB.toFixed(1) ?? "?"} MiB at 25 %, ${memEnd.heapMiB.toFixed(1)} MiB at the end; ` +
        `RSS ${memStart.rssMiB.toFixed(0)} → ${q?.rssMiB.toFixed(0) ?? "?"} → ${memEnd.rssMiB.toFixed(0)} MiB`,
    );
    printHttp(http);
    process.exitCode =
      !healthy ||
      crashed.length ||
      honest.disconnected.length ||
      changes.length ||
      http.unexpected.length ||
      http.health.failures
        ? 1
        : 0;
  } finally {
    stopped = true;
    server.signal("SIGTERM");
    await Promise.race([server.exited, sleep(15_000)]);
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(process.exitCode ?? 0);
}

/** `--http-only S`: the HTTP half alone against a fresh server for S seconds (limits as in production). */
async function httpOnly(seconds: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trickerion-fuzz-"));
  const port = await freePort();
  const server = new ServerProcess(port, { DATA_DIR: dataDir, RATE_CREATE_PER_MINUTE: "20" });
  try {
    await server.ready();
    let stopped = false;
    setTimeout(() => (stopped = true), seconds * 1000);
    const http = await fuzzHttp(server.url, () => stopped);
    printHttp(http);
    process.exitCode = http.unexpected.length || http.health.failures ? 1 : 0;
  } finally {
    server.signal("SIGTERM");
    await Promise.race([server.exited, sleep(15_000)]);
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(process.exitCode ?? 0);
}

if (args["http-only"] !== undefined) await httpOnly(Math.min(600, Math.max(5, Number(args["http-only"]) || 20)));
else await main();
