import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { gameFromTable } from "../../client/state/gameFromTable";
import { activeSeats, greedyBot, legalActions, planVisibility, viewFor, type GameState } from "../../shared/engine";
import { makeRandom } from "../../shared/engine/bots";
import type { TableState } from "../../shared/schema/TableState";
import { canonicalJson, comparableView } from "../support/comparableView";
import { createTable, joinTable, pickAction, playUntil, send, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

// Dark Alley tables on the real server (RULES §12): opened with their options, played to the end by people's
// SDK clients and bots, and at every step each person's page (gameFromTable over the schema it received)
// offers exactly what the engine offers that seat and shows the same state.

const NAMES = ["Ann", "Ben", "Cat", "Dan"];
const sortedJson = (xs: unknown[]): string[] => xs.map((x) => JSON.stringify(x)).sort();

/** Whether `seat`'s client, from the schema it holds, sees what the server's game shows and offers it. */
function sameAsServer(player: TestPlayer, game: GameState, seat: number): { ok: boolean; detail: string } {
  const rebuilt = gameFromTable(player.room.state as TableState, seat);
  const hiding = planVisibility(game).hiding;
  const mine = JSON.stringify(sortedJson(legalActions(rebuilt, seat)));
  const theirs = JSON.stringify(sortedJson(legalActions(game, seat)));
  if (mine !== theirs) return { ok: false, detail: `legal actions differ:\n client ${mine}\n server ${theirs}` };
  const a = canonicalJson(comparableView(viewFor(rebuilt, seat), seat, hiding));
  const b = canonicalJson(comparableView(viewFor(game, seat), seat, hiding));
  return a === b ? { ok: true, detail: "" } : { ok: false, detail: `views differ:\n client ${a}\n server ${b}` };
}

describe("Dark Alley tables on the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  for (const players of [2, 3, 4] as const) {
    it(`${players} people play a whole Dark Alley game; every page offers exactly the engine's actions at every step`, {
      timeout: 180_000,
    }, async () => {
      const host = await createTable(server, { players, darkAlley: true, listed: false }, NAMES[0]);
      const code = host.room.roomId;
      const people = [host];
      for (const name of NAMES.slice(1, players)) people.push(await joinTable(server, code, { name }));
      const room = server.colyseus.getRoomById<TrickerionRoom>(code);
      expect(await host.room.request("start")).toEqual({ ok: true });
      expect(room.table.game!.alley).not.toBeNull();
      const random = makeRandom(`da-room-${players}`);
      let steps = 0;
      const types = new Set<string>();
      while (room.table.game!.phase !== "gameOver") {
        const game = room.table.game!;
        // Every person's page has caught up with this state (patches reach other clients a moment later).
        for (const [seat, p] of people.entries()) {
          let last = "";
          await until(
            () => {
              const r = sameAsServer(p, game, seat);
              last = r.detail;
              return r.ok;
            },
            3_000,
            `seat ${seat}'s page to match the server at step ${steps}`,
          ).catch(() => {
            throw new Error(`step ${steps}, seat ${seat}: ${last}`);
          });
        }
        const seat = activeSeats(game)[0]!;
        // Half the moves greedy (it uses Special cards and abilities), half random.
        const action = steps % 2 ? greedyBot(game, seat) : pickAction(legalActions(game, seat), random);
        types.add(action!.type);
        const ack = await send(people[seat]!, action, seat);
        if (!ack.ok)
          throw new Error(`a legal action was refused: ${JSON.stringify(action)} → ${ack.code} ${ack.message}`);
        steps++;
      }
      expect(room.table.game!.turn).toBe(7);
      for (const type of ["assignAlley", "drawSpecial", "keepSpecial"]) expect(types).toContain(type);
      // The final scoring with its Dark Alley terms reaches every page.
      await until(() => (host.room.state as TableState).status === "finished");
      const final = Array.from((host.room.state as TableState).final);
      expect(final.map((f) => f.total)).toEqual(room.table.game!.final!.map((f) => f.total));
      expect(final.map((f) => f.specialCards)).toEqual(room.table.game!.final!.map((f) => f.specialCards));
    });
  }

  it("bots play a Dark Alley table to the end beside a person", { timeout: 120_000 }, async () => {
    const host = await createTable(server, { players: 4, darkAlley: true, prophecies: false, listed: false }, "Ann");
    for (const seat of [1, 2, 3]) expect(await host.room.request("bot", { seat, bot: true })).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(host.room.roomId);
    expect(await host.room.request("start")).toEqual({ ok: true });
    await playUntil(room, new Map([[0, host]]), () => false, "da-bots");
    const game = room.table.game!;
    expect(game.phase).toBe("gameOver");
    expect(game.turn).toBe(7);
    expect(game.alley!.prophecies).toBe(false);
    await until(() => (host.room.state as TableState).status === "finished");
  });
});
