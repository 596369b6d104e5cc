import type { Room as ClientRoom } from "@colyseus/sdk";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import {
  EVENTS_MESSAGE,
  decodeEntry,
  decodeHistory,
  type HistoryEntry,
  type Refusal,
  type Undone,
  type Welcome,
  type WireEntry,
} from "../../shared/protocol";
import { tellStory } from "../../client/log/story";
import type { Ack } from "../../server/rooms/TrickerionRoom";
import { makeRandom, type Random } from "../../shared/engine/bots";
import { activeSeats, legalActions, type Action, type GameState } from "../../shared/engine";
import type { TestServer } from "./testServer";

/** A person at a table in a test: an SDK connection plus what the server told it privately. */
export interface TestPlayer {
  room: ClientRoom;
  welcome: Welcome | null;
  refusals: Refusal[];
  /** The story as this client received it: the welcome's history, then each action's events. */
  history: HistoryEntry[];
  /** The log lines a person would read (the client's sentences of `history`). */
  readonly log: string[];
}

/** Connects an SDK client to a table and records its private messages. */
export async function joinTable(
  server: TestServer,
  code: string,
  options: Record<string, unknown> = {},
): Promise<TestPlayer> {
  const room = await server.colyseus.sdk.joinById(code, options);
  return track(room);
}

/** Creates a table as its host (seat 0) with the given table options. */
export async function createTable(
  server: TestServer,
  options: Record<string, unknown>,
  name = "Host",
): Promise<TestPlayer> {
  const room = await server.colyseus.sdk.create("trickerion", { ...options, name });
  return track(room);
}

export async function track(room: ClientRoom): Promise<TestPlayer> {
  const history: HistoryEntry[] = [];
  const player: TestPlayer = {
    room,
    welcome: null,
    refusals: [],
    history,
    // The log lines a person reads, told by the client's sentence builder from the events received.
    get log() {
      return tellStory(
        history,
        Array.from((room.state as { seats?: Iterable<{ name: string }> }).seats ?? [], (s) => s.name),
      ).map((l) => l.text);
    },
  };
  room.onMessage("welcome", (w: Welcome) => {
    player.welcome = w;
    history.splice(0, history.length, ...decodeHistory(w.history));
  });
  room.onMessage("refused", (r: Refusal) => player.refusals.push(r));
  room.onMessage(EVENTS_MESSAGE, (w: WireEntry) => history.push(decodeEntry(w, history.at(-1)?.move ?? -1)));
  // An undo drops the undone action's entries (as the page does, client/net/TableConnection.ts).
  room.onMessage("undone", (n: Undone) => {
    while (history.length > 1 && history.at(-1)!.move >= n.move) history.pop();
  });
  await room.waitForInitialState();
  await until(() => player.welcome !== null);
  return player;
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/**
 * Sends one action as a request: the server answers after the action's patch went out, with
 * `{ ok: true }` or the refusal (which is also sent as a "refused" message).
 */
export async function send(player: TestPlayer, action: unknown, seat?: number): Promise<Ack> {
  return player.room.request("action", seat === undefined ? { action } : { seat, action });
}

/** A test policy over the engine's legal actions: random, but never undoing a planned card. */
export function pickAction(actions: readonly Action[], random: Random): Action | null {
  const useful = actions.filter((a) => a.type !== "unassign");
  const pool = useful.length ? useful : actions;
  return pool.length ? pool[Math.floor(random() * pool.length)]! : null;
}

/**
 * Plays every person's seat through its SDK client until `done` holds or the game ends. Moves
 * are chosen from the engine's legal actions (read from the server's table, as a test may) and
 * sent over the network like a person's; bot seats play themselves on the server.
 */
export async function playUntil(
  serverRoom: TrickerionRoom,
  bySeat: ReadonlyMap<number, TestPlayer>,
  done: () => boolean = () => false,
  seed = "play",
  maxActions = 5_000,
  policy?: (game: GameState, seat: number) => Action | null,
): Promise<number> {
  const random = makeRandom(seed);
  let sent = 0;
  while (!done()) {
    const game = serverRoom.table.game;
    if (!game) throw new Error("the game has not started");
    if (game.phase === "gameOver") break;
    const seat = activeSeats(game).find((s) => bySeat.has(s) && !serverRoom.table.botPlays(s));
    if (seat === undefined) {
      await new Promise((r) => setTimeout(r, 2)); // a bot is thinking
      continue;
    }
    const action = policy ? policy(game, seat) : pickAction(legalActions(game, seat), random);
    if (!action) throw new Error(`seat ${seat} must act but has no legal action`);
    const ack = await send(bySeat.get(seat)!, action, seat);
    if (!ack.ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)} → ${ack.code} ${ack.message}`);
    if (++sent > maxActions) throw new Error("too many actions");
  }
  return sent;
}

/** A quick-start table brought to turn 1's Assignment phase, every person having declined to advertise. */
export interface TableInAssignment {
  room: TrickerionRoom;
  /** People by seat; seat 0 is the host. */
  players: TestPlayer[];
  /** A spectator who joined before the start. */
  spectator: TestPlayer;
}

const NAMES = ["Ann", "Ben", "Cat", "Dan"];

export async function tableInAssignment(server: TestServer, players: 2 | 3 | 4 = 4): Promise<TableInAssignment> {
  const host = await createTable(server, { players, quickStart: true }, NAMES[0]);
  const code = host.room.roomId;
  const people = [host];
  for (const name of NAMES.slice(1, players)) people.push(await joinTable(server, code, { name }));
  const spectator = await joinTable(server, code, { spectator: true });
  const room = server.colyseus.getRoomById<TrickerionRoom>(code);
  const must = (ack: Ack, what: string): void => {
    if (!ack.ok) throw new Error(`${what} was refused: ${ack.code} ${ack.message}`);
  };
  must((await host.room.request("start")) as Ack, "start");
  while (room.table.game!.phase === "advertise") {
    must(await send(people[activeSeats(room.table.game!)[0]!]!, { type: "skipAdvertise" }), "skipAdvertise");
  }
  if (room.table.game!.phase !== "assignment")
    throw new Error(`expected the Assignment phase, got ${room.table.game!.phase}`);
  return { room, players: people, spectator };
}

/** Anna's table against a bot, the set-up most browser tests start from. */
export interface TableWithBot {
  anna: TestPlayer;
  code: string;
  room: TrickerionRoom;
}

/**
 * Anna hosts a two-player quick-start table, a bot takes the second seat, and the game starts (unless `start` is
 * false: a test that opens its pages first starts it itself).
 */
export async function tableWithBot(server: TestServer, start = true): Promise<TableWithBot> {
  const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
  const code = anna.room.roomId;
  const must = (ack: Ack, what: string): void => {
    if (!ack.ok) throw new Error(`${what} was refused: ${ack.code} ${ack.message}`);
  };
  must((await anna.room.request("bot", { seat: 1, bot: true })) as Ack, "the bot's seat");
  const room = server.colyseus.getRoomById<TrickerionRoom>(code);
  if (start) must((await anna.room.request("start")) as Ack, "start");
  return { anna, code, room };
}
