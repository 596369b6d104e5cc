// Network figures over whole 4-player games played through the real server and SDK clients:
// bytes of the state on join, bytes per patch per client, bytes per client per game, server
// time per action. Frames are counted as the server writes them (before WebSocket framing).
import { greedyBot } from "../shared/engine";
import { TrickerionRoom } from "../server/rooms/TrickerionRoom";
import { createTable, joinTable, playUntil, type TestPlayer } from "../tests/support/tableDriver";
import { startTestServer } from "../tests/support/testServer";
import { WireTap } from "../tests/support/wireTap";

const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
const ROOM_DATA = 13;
const GAMES = 3;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runNetworkBench(): Promise<void> {
  const tap = new WireTap().install();
  const server = await startTestServer();
  const actionMicros: number[] = [];
  const actionCpuMicros: number[] = [];
  // Time the whole server-side handling of each action message: checks, engine, store write
  // (in-memory SQLite here), mirror, encode, send; it ends when the handler's promise resolves.
  const proto = TrickerionRoom.prototype as unknown as { onAction: (...args: unknown[]) => Promise<unknown> };
  const original = proto.onAction;
  proto.onAction = async function (this: unknown, ...args: unknown[]) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = await original.apply(this, args);
    actionMicros.push((performance.now() - t0) * 1000);
    // CPU time too: on a shared machine the wall time also counts the moments another process had the core.
    const cpu = process.cpuUsage(c0);
    actionCpuMicros.push(cpu.user + cpu.system);
    return result;
  };

  const joinBytes: number[] = [];
  const midJoinBytes: number[] = [];
  const patchBytes: number[] = [];
  const perClientTotal: number[] = [];
  const perClientMessages: number[] = [];
  const historyOnJoin: number[] = [];
  try {
    for (let g = 0; g < GAMES; g++) {
      const host = await createTable(server, { players: 4, quickStart: g > 0 }, "Ann");
      const code = host.room.roomId;
      const people: TestPlayer[] = [host];
      for (const name of ["Ben", "Cat", "Dan"]) people.push(await joinTable(server, code, { name }));
      const spectator = await joinTable(server, code, { spectator: true });
      const room = (server.colyseus.getRoomById(code) as unknown) as TrickerionRoom;
      await host.room.request("start");
      let midJoiner: TestPlayer | null = null;
      await playUntil(
        room,
        new Map(people.map((p, i) => [i, p])),
        () => room.table.game!.turn >= 3 && !midJoiner,
        `bench-${g}`,
        20_000,
        greedyBot,
      );
      midJoiner = await joinTable(server, code, { spectator: true });
      await playUntil(room, new Map(people.map((p, i) => [i, p])), () => room.table.game!.turn >= 5, `bench-${g}b`, 20_000, greedyBot);
      // The last turn: a late joiner's welcome carries the whole history so far.
      const lastJoiner = await joinTable(server, code, { spectator: true });
      const welcome = tap.framesOf(lastJoiner.room.sessionId).find((f) => (f[0]! & 0x1f) === ROOM_DATA);
      historyOnJoin.push(welcome?.length ?? 0);
      await playUntil(room, new Map(people.map((p, i) => [i, p])), () => false, `bench-${g}c`, 20_000, greedyBot);

      for (const p of [...people, spectator]) {
        const frames = tap.framesOf(p.room.sessionId);
        const full = frames.filter((f) => (f[0]! & 0x1f) === ROOM_STATE);
        joinBytes.push(full[0]?.length ?? 0);
        for (const f of frames) if ((f[0]! & 0x1f) === ROOM_STATE_PATCH) patchBytes.push(f.length);
        perClientTotal.push(tap.totalBytes(p.room.sessionId));
        perClientMessages.push(frames.filter((f) => (f[0]! & 0x1f) === ROOM_DATA).reduce((n, f) => n + f.length, 0));
      }
      const mid = tap.framesOf(midJoiner.room.sessionId).find((f) => (f[0]! & 0x1f) === ROOM_STATE);
      midJoinBytes.push(mid?.length ?? 0);
    }
  } finally {
    proto.onAction = original;
    tap.uninstall();
    await server.close();
  }

  patchBytes.sort((a, b) => a - b);
  actionMicros.sort((a, b) => a - b);
  actionCpuMicros.sort((a, b) => a - b);
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`\n== Network: ${GAMES} whole 4-player games through the server (4 people + 1 spectator each)`);
  console.log(`full state on join (lobby):          max ${Math.max(...joinBytes)} B`);
  console.log(`full state on join (turn 3, mid-game): max ${Math.max(...midJoinBytes)} B   (goal < 4096 B)`);
  console.log(`patch per client:                    median ${percentile(patchBytes, 50)} B, p95 ${percentile(patchBytes, 95)} B, max ${patchBytes.at(-1)} B   (goal p95 < 64 B)`);
  console.log(`bytes per client per game:           mean ${Math.round(mean(perClientTotal))} B, max ${Math.max(...perClientTotal)} B   (goal ≤ 12288 B, events included)`);
  console.log(`  of which messages (events, welcome): mean ${Math.round(mean(perClientMessages))} B`);
  console.log(`history on join at the last turn:    max ${Math.max(...historyOnJoin)} B   (goal ≤ 6144 B; the welcome message)`);
  console.log(`server time per action (wall):       mean ${mean(actionMicros).toFixed(0)} µs, p50 ${percentile(actionMicros, 50).toFixed(0)} µs, p99 ${percentile(actionMicros, 99).toFixed(0)} µs (${actionMicros.length} actions; goal mean ≤ 150 µs, p99 ≤ 1000 µs)`);
  console.log(`server CPU per action:               mean ${mean(actionCpuMicros).toFixed(0)} µs, p50 ${percentile(actionCpuMicros, 50).toFixed(0)} µs, p99 ${percentile(actionCpuMicros, 99).toFixed(0)} µs (the process's CPU time while handling it)`);
}
