import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { findFreeCode, MAX_TABLE_CODE_LENGTH, newTableCode, TABLE_CODE_LENGTH } from "../../server/rooms/tableCode";
import { tempDataDir } from "../storage/fixtures";
import { until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

// Issue 26, finding 6: every create over plain HTTP left a stored row (kept 30 days) and a listed table,
// and once the 28.6 M codes were used the code search never returned.
describe("a table is stored and listed only once its creator has connected", () => {
  let server: TestServer;
  const data = tempDataDir();
  beforeAll(async () => {
    server = await startTestServer({}, { dataDir: data.dir });
  });
  afterAll(async () => {
    await server.close();
    data.remove();
  });

  const listed = async (): Promise<string[]> =>
    ((await (await fetch(`${server.url}/api/tables`)).json()) as { code: string }[]).map((t) => t.code);
  const createOverHttp = async (): Promise<Parameters<TestServer["colyseus"]["sdk"]["consumeSeatReservation"]>[0]> => {
    const reply = await fetch(`${server.url}/matchmake/create/trickerion`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ players: 2, name: "Ann" }),
    });
    expect(reply.status).toBe(200);
    return reply.json();
  };

  it("leaves no row and no listing for a creation nobody connects to, nor after its room goes", async () => {
    const reservation = await createOverHttp();
    const code = reservation.roomId;
    expect(await server.running.store.has(code)).toBe(false);
    expect(await listed()).not.toContain(code);
    // The room goes (its seat reservation expires; here at once): still nothing stored, no "abandoned" row.
    await server.colyseus.getRoomById<TrickerionRoom>(code).disconnect();
    await until(async () => !server.colyseus.getRoomById(code));
    expect(await server.running.store.has(code)).toBe(false);
    expect(await listed()).not.toContain(code);
  });

  it("stores and lists the table when its creator connects", async () => {
    const reservation = await createOverHttp();
    const code = reservation.roomId;
    const room = await server.colyseus.sdk.consumeSeatReservation(reservation);
    await until(async () => (await listed()).includes(code));
    expect(await server.running.store.has(code)).toBe(true);
    await room.leave();
  });
});

describe("a table waiting for its creator is not taken for another process's", () => {
  let server: TestServer;
  const data = tempDataDir();
  beforeAll(async () => {
    // Leases renewed every 200 ms: the sweep that closes tables this process no longer holds runs often.
    server = await startTestServer({}, { dataDir: data.dir, leaseMs: 600 });
  });
  afterAll(async () => {
    await server.close();
    data.remove();
  });

  it("a creator who connects after a few sweeps still gets the table", async () => {
    const errors: string[] = [];
    const spy = vi
      .spyOn(console, "error")
      .mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    try {
      const reply = await fetch(`${server.url}/matchmake/create/trickerion`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ players: 2, name: "Ann" }),
      });
      const reservation = await reply.json();
      await new Promise((r) => setTimeout(r, 1_000));
      const room = await server.colyseus.sdk.consumeSeatReservation(reservation);
      room.onMessage("welcome", () => undefined);
      await until(async () => server.running.store.has(reservation.roomId));
      expect(errors.filter((e) => e.includes(reservation.roomId))).toEqual([]);
      await room.leave();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("table codes never run out", () => {
  it("grows the code when every short one is taken, after a bounded number of tries", async () => {
    let asked = 0;
    const code = await findFreeCode(async (c) => {
      asked++;
      return c.length === TABLE_CODE_LENGTH;
    });
    expect(code).toMatch(new RegExp(`^[A-Z2-9]{${TABLE_CODE_LENGTH + 1}}$`));
    expect(asked).toBeLessThanOrEqual(13);
  });

  it("gives up with an error, never loops, if even the longest codes were all taken", async () => {
    let asked = 0;
    const search = findFreeCode(async () => {
      asked++;
      return true;
    });
    await expect(search).rejects.toThrow(`no free table code up to ${MAX_TABLE_CODE_LENGTH} characters`);
    expect(asked).toBe((MAX_TABLE_CODE_LENGTH - TABLE_CODE_LENGTH + 1) * 12);
  });

  it("keeps codes short while there is room", async () => {
    expect(await findFreeCode(async () => false)).toMatch(/^[A-Z2-9]{5}$/);
    expect(newTableCode(7)).toHaveLength(7);
  });
});
