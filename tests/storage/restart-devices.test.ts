import { afterAll, describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import { startGameServer, type RunningGameServer } from "../../server/app";
import { JOIN_REFUSED } from "../../shared/protocol/joinRefusals";
import { track, until } from "../support/tableDriver";
import { freePort } from "../support/testServer";
import { tempDataDir } from "./fixtures";

describe("paired phones across a server restart (issue 26)", () => {
  const data = tempDataDir();
  let running: RunningGameServer | null = null;
  afterAll(async () => {
    if (running) {
      running.store.closing = true;
      await running.close();
    }
    data.remove();
  });

  async function start(): Promise<{ base: string; client: Client }> {
    const port = await freePort();
    running = await startGameServer(port, "127.0.0.1", {
      dataDir: data.dir,
      roomSettings: { botDelayMs: 0, reconnectSeconds: 30, messagesPerSecond: 10_000 },
    });
    const base = `http://127.0.0.1:${running.port}`;
    await until(async () => (await fetch(`${base}/health`)).ok, 20_000, "ready");
    return { base, client: new Client(base) };
  }

  it("a phone rejoins its seat with its own token after a restart; a phone revoked before it stays out", async () => {
    const first = await start();
    const laptop = await track(
      await first.client.create("trickerion", { players: 2, hotseatNames: ["Anna", "Ben"], name: "Anna" }),
    );
    const code = laptop.room.roomId;
    const [annToken, benToken] = [0, 1].map((seat) => laptop.welcome!.seats.find((s) => s.seat === seat)!.token);
    const pairOnce = async (token: string): Promise<string> => {
      const { code: pairCode } = (await laptop.room.request("pair", { token })) as { code: string };
      const phone = await track(await first.client.joinById(code, { pairCode }));
      return phone.welcome!.seats[0]!.token;
    };
    const annPhone = await pairOnce(annToken!);
    const benPhone = await pairOnce(benToken!);
    // Ben's phone is revoked (by the seat's owner: the laptop still has his seat token) before the restart.
    const devices = (await laptop.room.request("devices", { tokens: [benToken] })) as {
      seats: { seat: number; devices: { id: string }[] }[];
    };
    const benDevice = devices.seats.find((s) => s.seat === 1)!.devices[0]!.id;
    expect(await laptop.room.request("revoke", { seat: 1, device: benDevice, tokens: [benToken] })).toEqual({
      ok: true,
    });

    // A clean restart (SIGTERM's path): the table is saved and comes back under its code.
    await running!.close();
    running = null;
    const second = await start();
    const annAgain = await track(await second.client.joinById(code, { seatTokens: [annPhone] }));
    expect(annAgain.welcome!.seats).toEqual([{ seat: 0, token: annPhone }]);
    await expect(second.client.joinById(code, { seatTokens: [benPhone] })).rejects.toMatchObject({
      code: JOIN_REFUSED.SEAT_TOKEN_INVALID,
    });
    // Ben's own seat token still opens his seat.
    const benAgain = await track(await second.client.joinById(code, { seatTokens: [benToken] }));
    expect(benAgain.welcome!.seats).toEqual([{ seat: 1, token: benToken }]);
  });
});
