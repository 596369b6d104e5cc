import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import { JOIN_REFUSED } from "../../shared/protocol/joinRefusals";
import { TableState } from "../../shared/schema/TableState";
import { SCHEMA_FINGERPRINT } from "../../shared/schema/fingerprint";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { send, tableInAssignment, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";
import { WireTap } from "../support/wireTap";

const JOIN_ROOM = 10;

// The page joins with its own schema classes and their fingerprint (client/net/TableConnection.ts), so
// the server leaves the schema's reflection (3.4 KB) out of the join; a page built from other
// definitions is refused with OUTDATED_PAGE before anything about the table reaches it.
describe("joining with the page's own schema classes", () => {
  let server: TestServer;
  const tap = new WireTap();
  beforeAll(async () => {
    tap.install();
    server = await startTestServer();
  });
  afterAll(async () => {
    tap.uninstall();
    await server.close();
  });

  it("gets no schema reflection, yet reads the same state as a client that got it, patches included", async () => {
    const t = await tableInAssignment(server, 2);
    const code = t.room.roomId;
    const client = new Client(server.url);
    const page = await client.joinById<TableState>(code, { spectator: true, schema: SCHEMA_FINGERPRINT }, TableState);
    await page.waitForInitialState();
    const joinFrame = (session: string) => tap.framesOf(session).find((f) => f[0] === JOIN_ROOM)!;
    expect(joinFrame(page.sessionId).length).toBeLessThan(64);
    expect(joinFrame(t.spectator.room.sessionId).length).toBeGreaterThan(1000); // the reflection, as before

    // Both spectators see the same table, and keep seeing it after an action's patch.
    const same = () =>
      JSON.stringify(page.state.toJSON()) === JSON.stringify((t.spectator.room.state as TableState).toJSON());
    await until(same, 5_000, "the same state");
    expect(page.state.players.length).toBe(2);
    expect(await send(t.players[0]!, { type: "confirmAssignments" })).toEqual({ ok: true });
    await until(() => page.state.phase === "assignment" && page.state.players[0]!.confirmed, 5_000, "the patch");
    await until(same, 5_000, "the same state after the patch");
    await page.leave();
  });

  it("refuses a page built from other schema definitions with OUTDATED_PAGE, and the table is unchanged", async () => {
    const t = await tableInAssignment(server, 2);
    const room = server.colyseus.getRoomById<TrickerionRoom>(t.room.roomId);
    const clients = room.clients.length;
    const client = new Client(server.url);
    const refused = await client
      .joinById<TableState>(t.room.roomId, { spectator: true, schema: "00000000" }, TableState)
      .then(
        () => null,
        (e: { code: number }) => e.code,
      );
    expect(refused).toBe(JOIN_REFUSED.OUTDATED_PAGE);
    expect(room.clients.length).toBe(clients);
    expect(room.state.spectators).toBe(1);
  });
});
