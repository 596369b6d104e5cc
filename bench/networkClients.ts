// The network bench's people, in a process of their own (spawned by bench/network.ts): four SDK
// clients and a spectator per game, later two more spectators joining mid-game and at the last
// turn. Each person chooses their move as the page would, from their own synced view
// (client/state/gameFromTable.ts) with the engine's greedy bot, and joins as the page does (with its
// own schema classes and their fingerprint, so without the schema reflection), so the server process does
// nothing but serve: the clients' decoding, move choice and garbage stay out of its event loop.
// It tells the parent (over the IPC channel) the session ids of each role, so the parent's byte
// tap can count what each of them received.
import { Client, type Room } from "@colyseus/sdk";
import { activeSeats, greedyBot, legalActions, type Action } from "../shared/engine";
import { gameFromTable } from "../client/state/gameFromTable";
import { TableState } from "../shared/schema/TableState";
import { SCHEMA_FINGERPRINT } from "../shared/schema/fingerprint";
import type { Ack } from "../server/rooms/TrickerionRoom";

/** What the parent hears: one line per game, then `done` (or `failed`). */
export type ClientReport =
  | {
      kind: "game";
      people: string[];
      spectator: string;
      midJoiner: string;
      lastJoiner: string;
      actions: number;
      stale: number;
    }
  | { kind: "done" }
  | { kind: "failed"; message: string };

const [url, gamesArg] = process.argv.slice(2);
const GAMES = Number(gamesArg ?? 3);
const tell = (report: ClientReport): void => void process.send!(report);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function joined(room: Room<any, TableState>): Promise<Room<any, TableState>> {
  room.onMessage("*", () => undefined);
  if (!room.state?.seats?.length) await new Promise<void>((ok) => room.onStateChange.once(() => ok()));
  return room;
}

/**
 * Plays every seat to `done`, one action at a time. After an action's reply the next actor's own
 * patch normally arrived already (the server sends patches before the reply); a move chosen on a
 * view one patch behind is refused and retried, and counted as `stale` (it should stay 0 or near).
 */
async function play(
  people: Room<any, TableState>[],
  done: () => boolean,
  counts: { actions: number; stale: number },
): Promise<void> {
  const state = people[0]!.state;
  while (!done() && state.status === "playing") {
    // Who must act is public: the engine tells it from any seat's view, as the page does.
    const seat = activeSeats(gameFromTable(state, 0))[0] ?? -1;
    if (seat < 0) {
      await sleep(1);
      continue;
    }
    await new Promise((r) => setImmediate(r)); // let the seat's own patch land first
    const room = people[seat]!;
    const game = gameFromTable(room.state, seat);
    if (!activeSeats(game).includes(seat)) continue;
    const action: Action | undefined = greedyBot(game, seat) ?? legalActions(game, seat)[0];
    if (!action) throw new Error(`seat ${seat + 1} must act but has no legal action`);
    const ack = (await room.request("action", { action })) as Ack;
    if (ack.ok) counts.actions++;
    else if (++counts.stale > 50) throw new Error(`refused: ${ack.code} ${ack.message}`);
    else await sleep(2);
  }
}

async function main(): Promise<void> {
  const client = new Client(url!);
  for (let g = 0; g < GAMES; g++) {
    const host = await joined(
      await client.create<TableState>(
        "trickerion",
        { players: 4, quickStart: g > 0, name: "Ann", schema: SCHEMA_FINGERPRINT },
        TableState,
      ),
    );
    const people = [host];
    for (const name of ["Ben", "Cat", "Dan"])
      people.push(
        await joined(await client.joinById<TableState>(host.roomId, { name, schema: SCHEMA_FINGERPRINT }, TableState)),
      );
    const spectator = await joined(
      await client.joinById<TableState>(host.roomId, { spectator: true, schema: SCHEMA_FINGERPRINT }, TableState),
    );
    const ack = (await host.request("start")) as Ack;
    if (!ack.ok) throw new Error(`start refused: ${ack.code}`);
    const counts = { actions: 0, stale: 0 };
    const turn = (): number => host.state.turn;
    await play(people, () => turn() >= 3, counts);
    const midJoiner = await joined(
      await client.joinById<TableState>(host.roomId, { spectator: true, schema: SCHEMA_FINGERPRINT }, TableState),
    );
    await play(people, () => turn() >= 5, counts);
    // The last turn: a late joiner's welcome carries the whole history so far.
    const lastJoiner = await joined(
      await client.joinById<TableState>(host.roomId, { spectator: true, schema: SCHEMA_FINGERPRINT }, TableState),
    );
    await play(people, () => false, counts);
    tell({
      kind: "game",
      people: people.map((r) => r.sessionId),
      spectator: spectator.sessionId,
      midJoiner: midJoiner.sessionId,
      lastJoiner: lastJoiner.sessionId,
      ...counts,
    });
    for (const r of [...people, spectator, midJoiner, lastJoiner]) await r.leave().catch(() => undefined);
  }
  tell({ kind: "done" });
}

main().then(
  () => process.disconnect?.(),
  (e: unknown) => {
    tell({ kind: "failed", message: (e as Error)?.stack ?? String(e) });
    process.disconnect?.();
  },
);
