// Playtest 7, defect 9: on a 390×844 phone the Dahlgaard Residence's trick names read at ~8 CSS px, cut after a count
// of letters. Under the phone's camera they are now drawn large (about 12 px on the phone's screen), each cut where
// its column ends, the whole name a tap (or a long press) away; a desktop keeps its rows as they were.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTable } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone } from "./phone";

type Row = { text: string; px: number; right: number; columnRight: number };
type Hook = { trickerionBoard: { residenceRows(): Row[]; tooltips(): string[]; textClashes(): string[] } };

const rows = (page: Page): Promise<Row[]> =>
  page.evaluate(() => (window as unknown as Hook).trickerionBoard.residenceRows());

describe("the Residence's trick names on a phone", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("read at a phone's size, fit their columns, and tell the whole name on a long press", {
    timeout: 240_000,
  }, async () => {
    const { server } = harness;
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const code = anna.room.roomId;
    expect(await anna.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    expect(await anna.room.request("start")).toEqual({ ok: true });
    const phone = await openPhone();
    try {
      for (const lang of ["en", "es"] as const) {
        const page = await phone.context.newPage();
        const token = anna.welcome!.seats[0]!.token;
        await page.addInitScript(
          ([c, t, l]) => {
            sessionStorage.setItem(`trickerion:seats:${c}`, JSON.stringify([t]));
            localStorage.setItem("trickerion:language", l);
          },
          [code, token, lang] as const,
        );
        await page.goto(`${server.url}/t/${code}`);
        await page.locator("#table-tabs button[data-tab='board']").tap();
        await page.waitForSelector("body[data-board-ready=true]");
        await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(20);
        const drawn = await rows(page);
        await saveScreenshot(page, `phone-residence-${lang}`);
        // Readable: no row under 11 CSS px (they were ~8), none past its column, none cut to a stub.
        expect(drawn.filter((r) => r.px < 11)).toEqual([]);
        expect(drawn.filter((r) => r.right > r.columnRight)).toEqual([]);
        expect(drawn.filter((r) => r.text.endsWith("…") && r.text.replace(/^★\d+ /, "").length < 7)).toEqual([]);
        const clashes = await page.evaluate(() => (window as unknown as Hook).trickerionBoard.textClashes());
        expect(clashes.filter((c) => c.startsWith("downtown"))).toEqual([]);
        // A name cut short is whole in its row's tooltip (a long press, or the tap's pop-over, shows it).
        const tips = await page.evaluate(() => (window as unknown as Hook).trickerionBoard.tooltips());
        for (const r of drawn.filter((row) => row.text.endsWith("…"))) {
          const start = r.text.replace(/^★\d+ /, "").slice(0, -1);
          expect(tips.some((tip) => tip.startsWith(start) && tip.split("\n")[0]!.length > start.length)).toBe(true);
        }
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });
});
