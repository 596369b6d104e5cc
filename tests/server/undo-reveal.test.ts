// Undo over the wire after a reveal (issue 26 item 4): the Priestess's Fate Weaving draws the prophecy pile's top into
// everyone's view, so an `undo` after it is refused with a stable code and a readable message, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { greedyBot, legalActions, type Action, type GameState } from "../../shared/engine";
import { createTable, joinTable, playUntil, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

describe("undo after a Fate Weaving, over the wire", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 0x5eed });
  });
  afterAll(() => server.close());

  it("is refused UNDO_AFTER_HIDDEN, while the Place before it could be taken back", { timeout: 60_000 }, async () => {
    const host = await createTable(server, { players: 2, darkAlley: true, listed: false }, "Ann");
    const guest = await joinTable(server, host.room.roomId, { name: "Ben" });
    const room = server.colyseus.getRoomById<TrickerionRoom>(host.room.roomId);
    expect(await host.room.request("start")).toEqual({ ok: true });
    const table = room.table;
    let priestess = -1;
    let wove = false;
    let placeUndoable = false;
    // Ann takes the Priestess and sends her Magician to the Dark Alley each turn (RULES §12.8: Fate Weaving there,
    // from turn 2, when a prophecy is Active); otherwise both play like the greedy bot.
    const policy = (game: GameState, seat: number): Action | null => {
      const legal = legalActions(game, seat);
      const pick = legal.find((a) => a.type === "chooseMagician" && a.magician === "M03");
      if (pick) {
        priestess = seat;
        return pick;
      }
      if (seat === priestess && game.phase === "assignment") {
        if (game.players[seat]!.characters.magician.card === null) {
          const dark = legal.find((a) => a.type === "assignAlley" && a.character === "magician" && a.card === "A05");
          if (dark) return dark;
        }
        return legal.find((a) => a.type === "confirmAssignments") ?? greedyBot(game, seat);
      }
      if (seat === priestess && game.phase === "placement") {
        const weave = legal.find((a) => a.type === "fateWeaving");
        if (weave) {
          placeUndoable = table.undoSeat() === seat;
          wove = true;
          return weave;
        }
        const place = legal.find(
          (a) => a.type === "place" && a.character === "magician" && a.slot.startsWith("dark-alley"),
        );
        if (place) return place;
      }
      return greedyBot(game, seat);
    };
    await playUntil(
      room,
      new Map([
        [0, host],
        [1, guest],
      ]),
      () => wove,
      "undo-reveal",
      5_000,
      policy,
    );
    expect(wove).toBe(true);
    expect(placeUndoable).toBe(true);

    const game = table.game;
    const refusals = [host, guest][priestess]!.refusals.length;
    const reply = await [host, guest][priestess]!.room.request("undo", { seat: priestess });
    expect(reply).toMatchObject({ ok: false, code: "UNDO_AFTER_HIDDEN" });
    expect((reply as { message: string }).message).toBe(
      "the last action showed something that was hidden (a card or a prophecy): it cannot be taken back",
    );
    await until(() => [host, guest][priestess]!.refusals.length > refusals, 2_000, "the refused message");
    expect([host, guest][priestess]!.refusals.at(-1)).toMatchObject({ type: "undo", code: "UNDO_AFTER_HIDDEN" });
    expect(table.game).toBe(game);
    expect(table.undoSeat()).toBe(-1);
  });
});
