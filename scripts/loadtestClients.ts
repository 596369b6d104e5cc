// One of the load harness's client processes (spawned by scripts/loadtest.ts, never run by hand):
// it plays its share of the tables (every table whose number is `worker` modulo `workers`) with
// SDK clients, each seat a person who thinks a while and then picks a random legal action from
// their own synced view, as the page does (who must act is worked out once per patch per table, see
// `runTable`). Spreading the 5,000 clients of a 1,000-table run over
// several processes keeps their decoding, move choice and garbage collection from delaying the
// moment a reply is read, so the latency measured is the server's and the network's.
//
// Twice a second it reports to the parent over the IPC channel (see `WorkerReport`).
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { Client, type Room } from "@colyseus/sdk";
import { activeSeats, legalActions, type Action } from "../shared/engine";
import { gameFromTable } from "../client/state/gameFromTable";
import { TableState } from "../shared/schema/TableState";
import { SCHEMA_FINGERPRINT } from "../shared/schema/fingerprint";
import type { Ack } from "../server/rooms/TrickerionRoom";
import { emptyReport, type WorkerCommand, type WorkerReport, type WorkerSettings } from "./loadtestWorker";

/** The machine's monotonic clock in ms, as the server stamps it (process.hrtime: the same clock in every process). */
const monotonicMs = (): number => {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
};

const settings = JSON.parse(process.argv[2]!) as WorkerSettings;
const { urls, spectators: SPECTATORS, thinkMin: THINK_MIN, thinkMax: THINK_MAX } = settings;

let report: WorkerReport = emptyReport();
let gamesFinished = 0;
let tablesOpen = 0;
let clients = 0;
let errorsSent = 0;
let stopping = false;
let measuring = false;
const playing = new Set<Room<any, TableState>>();
/** What each playing table waits on to end early: called when the run stops. */
const untilStop = new Set<() => void>();

const error = (line: string): void => {
  if (errorsSent++ < 1000) report.errors.push(line);
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const think = (): number => THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);

/** A request with a deadline, so a lost reply is counted rather than waited for forever. */
async function request(room: Room, type: string, payload?: unknown): Promise<Ack> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return (await Promise.race([
      room.request(type, payload),
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`no reply to "${type}" within 30 s`)), 30_000)),
      ),
    ])) as Ack;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One seat played by a person who thinks a while, then picks any legal action (as the page offers them).
 * `mustAct` says whether the table's latest patch asks this seat to act (worked out once per patch for the
 * whole table, see `runTable`); the seat then decides on its own view when its thinking time is over.
 * Returns the function that wakes it when a patch may have made it its turn.
 */
function playSeat(room: Room<any, TableState>, seat: number, mustAct: (seat: number) => boolean): () => void {
  let busy = false;
  const consider = (): void => {
    if (busy || stopping || room.state.status !== "playing" || !mustAct(seat)) return;
    busy = true;
    setTimeout(async () => {
      try {
        if (stopping || room.state.status !== "playing") return;
        const now = gameFromTable(room.state, seat);
        const legal = activeSeats(now).includes(seat) ? legalActions(now, seat) : [];
        if (!legal.length) return;
        const action: Action = legal[Math.floor(Math.random() * legal.length)]!;
        const t0 = monotonicMs();
        // The reply is sent right after the action's patch, on the same connection: its arrival is the patch's.
        const ack = await request(room, "action", { action });
        if (ack.ok) {
          report.actions++;
          if (measuring) {
            const t1 = monotonicMs();
            report.latencies.push(t1 - t0);
            if (ack.stamps) report.legs.push([ack.stamps[0] - t0, ack.stamps[1] - ack.stamps[0], t1 - ack.stamps[1]]);
          }
        } else {
          report.refused[ack.code] = (report.refused[ack.code] ?? 0) + 1;
        }
      } catch (e) {
        if (!stopping) error(`table ${room.roomId} seat ${seat + 1}: ${(e as Error).message}`);
      } finally {
        busy = false;
        consider();
      }
    }, think());
  };
  return consider;
}

function watchErrors(room: Room, who: string): void {
  clients++;
  room.onMessage("*", () => undefined);
  room.onError((code, message) => error(`${who} at ${room.roomId}: error ${code} ${message ?? ""}`));
  room.onLeave((code) => {
    clients--;
    if (!stopping && code !== 4000) error(`${who} at ${room.roomId}: connection closed (${code})`);
  });
}

/** Tables being opened at once by this process: joining is the costly part, so the ramp stays gentle. */
const OPENING_AT_ONCE = 8;
let opening = 0;
const openingQueue: (() => void)[] = [];
async function openSlot(): Promise<() => void> {
  if (opening >= OPENING_AT_ONCE) await new Promise<void>((resolve) => openingQueue.push(resolve));
  opening++;
  return () => {
    opening--;
    openingQueue.shift()?.();
  };
}

/** One table for the whole run: created, filled, started, played; a finished game makes way for a new table. */
async function runTable(index: number): Promise<void> {
  let failures = 0;
  while (!stopping) {
    const via = (k: number): Client => new Client(urls[(index + k) % urls.length]!);
    const rooms: Room<any, TableState>[] = [];
    let release: (() => void) | null = await openSlot();
    try {
      // As the page joins (client/net/TableConnection.ts): with its own schema classes and their fingerprint, so
      // the server sends no reflection and each connection decodes into the shared classes instead of building
      // a set of its own from the handshake (that set was most of a client process's heap and its scavenges).
      const host = await via(0).create<TableState>(
        "trickerion",
        { players: 4, quickStart: true, listed: false, name: `Host ${index}`, schema: SCHEMA_FINGERPRINT },
        TableState,
      );
      rooms.push(host);
      watchErrors(host, "seat 1");
      // The other people (and the spectators) come in through the other processes when there are several.
      // A bot table: the host seats two bots at the run's level; only the two people are played (and timed) here.
      const people = index < settings.botTables ? 2 : 4;
      for (let s = people; s < 4; s++) {
        const seated = await request(host, "bot", { seat: s, bot: true, level: settings.botLevel });
        if (!seated.ok) throw new Error(`bot refused: ${seated.code} ${seated.message}`);
      }
      for (let s = 1; s < people; s++) {
        const room = await via(s).joinById<TableState>(
          host.roomId,
          { name: `P${s + 1}`, schema: SCHEMA_FINGERPRINT },
          TableState,
        );
        rooms.push(room);
        watchErrors(room, `seat ${s + 1}`);
      }
      for (let w = 0; w < SPECTATORS; w++) {
        const room = await via(w + 1).joinById<TableState>(
          host.roomId,
          { spectator: true, schema: SCHEMA_FINGERPRINT },
          TableState,
        );
        rooms.push(room);
        watchErrors(room, "spectator");
      }
      await Promise.all(
        rooms.map((r) =>
          r.state?.seats?.length ? Promise.resolve() : new Promise<void>((ok) => r.onStateChange.once(() => ok())),
        ),
      );
      const started = await request(host, "start");
      if (!started.ok) throw new Error(`start refused: ${started.code} ${started.message}`);
      release();
      release = null;
      failures = 0;
      tablesOpen++;
      playing.add(host);
      // Who must act, from the engine on the host's view, once per patch of the table: the seats to act are public
      // (phase, initiative, cursor, who has confirmed), so one view answers for all four. Asking it on each seat's
      // own view cost four game rebuilds per patch, the largest part of the harness's CPU and of its loop stalls.
      // A seat still picks its action on its own view (and rechecks there that it must act).
      let acting: readonly number[] = [];
      const seats = rooms.slice(0, people).map((room, seat) => playSeat(room, seat, (s) => acting.includes(s)));
      const wake = (): void => {
        acting = host.state.status === "playing" ? activeSeats(gameFromTable(host.state, 0)) : [];
        for (const seat of acting) seats[seat]?.();
      };
      host.onStateChange(wake);
      wake();
      // Until the game ends (seen in a patch) or the run stops: no timer per table.
      await new Promise<void>((resolve) => {
        const done = (): void => {
          untilStop.delete(done);
          resolve();
        };
        untilStop.add(done);
        host.onStateChange(() => host.state.status === "finished" && done());
      });
      playing.delete(host);
      tablesOpen--;
      if (host.state.status === "finished") gamesFinished++;
    } catch (e) {
      if (!stopping) error(`table #${index}: ${(e as Error).message}`);
      release?.();
      release = null;
      await sleep(Math.min(30_000, 1_000 * 2 ** failures++)); // back off: a retry storm would only make a slow server slower
    } finally {
      release?.();
      await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
    }
  }
}

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
// Its own GC pauses, so that its share of the latency tail is visible next to the server's.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    report.gc.count++;
    report.gc.ms += entry.duration;
    report.gc.max = Math.max(report.gc.max, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

let reportsSent = 0;
let mix: Pick<WorkerReport, "seatsActing" | "phases"> = { seatsActing: 0, phases: {} };
function send(): void {
  const cpu = process.cpuUsage();
  report.gamesFinished = gamesFinished;
  report.tablesOpen = tablesOpen;
  report.clients = clients;
  report.cpuMicros = cpu.user + cpu.system;
  report.loopDelay = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  delay.reset();
  // The phase mix is only printed every 30 s: rebuilding every table's game for it twice a second cost
  // as much as all the players' own decisions, so it is taken every 5 s and repeated in between.
  if (reportsSent++ % 10 === 0) {
    mix = { seatsActing: 0, phases: {} };
    for (const host of playing) {
      mix.seatsActing += activeSeats(gameFromTable(host.state, 0)).length;
      mix.phases[host.state.phase] = (mix.phases[host.state.phase] ?? 0) + 1;
    }
  }
  report.seatsActing = mix.seatsActing;
  report.phases = mix.phases;
  process.send!(report);
  report = emptyReport();
}

process.on("message", (command: WorkerCommand) => {
  if (command.kind === "measure") {
    measuring = true;
  } else if (command.kind === "stop") {
    measuring = false;
    stopping = true;
    for (const done of [...untilStop]) done();
    send();
    clearInterval(ticker);
    // Every table's loop sees `stopping` within half a second and leaves its rooms; then this process ends.
    void sleep(2_000).then(() => process.exit(0));
  }
});
const ticker = setInterval(send, 500);

const mine: number[] = [];
for (let i = settings.worker; i < settings.tables; i += settings.workers) mine.push(i);
for (const index of mine) {
  const wait = settings.startAt + (index * settings.rampMs) / settings.tables - Date.now();
  if (wait > 0) await sleep(wait);
  if (stopping) break;
  void runTable(index);
}
