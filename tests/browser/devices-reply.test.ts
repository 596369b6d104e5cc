import { describe, expect, it } from "vitest";
import { useBrowserHarness } from "./harness";
import { openPhone } from "./phone";
import { tableInAssignment } from "../support/tableDriver";

// Issue 30: the answer about a seat's paired phones redraws only the seats' list that shows them. It rendered the
// whole table again (~90 ms at 4× on a phone's hand, right after its first screen).

describe("a paired-devices answer at the table", () => {
  const harness = useBrowserHarness({ botDelayMs: 0 });

  it("redraws the seats' list of phones, not the whole table", { timeout: 120_000 }, async () => {
    const { server } = harness;
    const { room, players } = await tableInAssignment(server, 2);
    const host = players[0]!;
    const token = host.welcome!.seats.find((s) => s.seat === 0)!.token;
    host.room.onMessage("paired", () => {});
    const { code: pair } = (await host.room.request("pair", { token })) as { code: string };
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      await page.goto(`${harness.server.url}/t/${room.roomId}#pair=${pair}`);
      // The phone manages its seat: its own pairing is listed (on the Players tab).
      await page.waitForSelector("#lobby .paired-devices li", { state: "attached", timeout: 60_000 });
      // Every whole render sets <body data-render-ms> (client/debugHooks.ts): count them from here on.
      await page.evaluate(() => {
        const w = window as unknown as { renders: number; devicesList: Element | null };
        w.renders = 0;
        w.devicesList = document.querySelector("#lobby .paired-devices");
        new MutationObserver((records) => {
          w.renders += records.length;
        }).observe(document.body, { attributes: true, attributeFilter: ["data-render-ms"] });
      });
      // The server says the phones changed (as after a pairing or a revoke), with no change of the table's state.
      room.broadcast("devices-changed");
      await expect
        .poll(() =>
          page.evaluate(() => {
            const w = window as unknown as { devicesList: Element | null };
            const now = document.querySelector("#lobby .paired-devices");
            return now !== null && now !== w.devicesList;
          }),
        )
        .toBe(true);
      expect(await page.locator("#lobby .paired-devices li").count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { renders: number }).renders)).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
