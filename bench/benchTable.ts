// What the page benches share (scripts/lighthouse.ts, bench/lcpElement.ts, bench/longTasks.ts, bench/stageShots.ts):
// the table they open, a game in progress, and the machine's load said beside every figure.
import { availableParallelism, loadavg } from "node:os";
import type { TrickerionRoom } from "../server/rooms/TrickerionRoom";
import { createTable, playUntil, type TestPlayer } from "../tests/support/tableDriver";
import type { TestServer } from "../tests/support/testServer";

/** The machine's load now, as every bench prints it beside its figures ("load 2.3 on 2 cores"). */
export function machineLoad(): string {
  return `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
}

/**
 * A game in progress, the table a person's link opens mid-game: four seats, Anna (seat 0, played from here with
 * greedy moves) and three bots on the server, played to turn 2's Assignment. `token` is Anna's seat token (a page
 * that opens her seat, as her phone does).
 */
export async function tableInTurnTwo(
  server: TestServer,
): Promise<{ host: TestPlayer; code: string; room: TrickerionRoom; token: string }> {
  const host = await createTable(server, { players: 4, quickStart: true }, "Anna");
  const code = host.room.roomId;
  for (const seat of [1, 2, 3]) await host.room.request("bot", { seat, bot: true });
  await host.room.request("start");
  const room = server.colyseus.getRoomById<TrickerionRoom>(code);
  await playUntil(
    room,
    new Map([[0, host]]),
    () => (room.table.game?.turn ?? 0) >= 2 && room.table.game?.phase === "assignment",
  );
  const token = host.welcome!.seats.find((s) => s.seat === 0)!.token;
  return { host, code, room, token };
}
