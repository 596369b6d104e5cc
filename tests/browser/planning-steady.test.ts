// The planning panel while someone else plans (RULES §5.4): another player's cards going down and their Confirm
// redraw only the line that tells of them. The person's own hand and Confirm button stay the same elements, so a
// press that starts before Ben confirms and ends after it still confirms. Before, the whole panel was replaced: the
// button under the finger was gone at its release and the click was lost (a person's, and the whole-game test's on
// a loaded machine, which then waited in vain for the answer).
import { describe, expect, it } from "vitest";
import { legalActions } from "../../shared/engine";
import { send, tableInAssignment } from "../support/tableDriver";
import { centre, seatedPage } from "./phone";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

describe("the planning panel while another player plans", () => {
  const harness = useBrowserHarness();

  it("keeps Anna's cards and Confirm button in place as Ben plans, so her press held meanwhile still confirms", {
    timeout: 60_000,
  }, async () => {
    const { server, browser } = harness;
    const { room, players } = await tableInAssignment(server, 2);
    const [ann, ben] = players as [(typeof players)[0], (typeof players)[0]];
    const page = await seatedPage(browser.context, server.url, room.roomId, ann.welcome!.seats[0]!.token);
    await page.waitForSelector("#actions button.confirm");
    const others = page.locator("#actions .others");
    await expect.poll(() => others.textContent()).toBe("Ben: planning… (0 cards down)");
    const marked = await page.evaluate(() => {
      const mark = (selector: string): void => {
        (document.querySelector(selector) as HTMLElement).dataset.before = "yes";
      };
      mark("#actions button.confirm");
      mark("#actions .hand .card:not([disabled])");
      return document.querySelectorAll("[data-before]").length;
    });
    expect(marked).toBe(2);

    // Anna presses Confirm and holds it while Ben puts a card down and confirms.
    const button = await centre(page, "#actions button.confirm");
    await page.mouse.move(button.x, button.y);
    await page.mouse.down();
    const assign = legalActions(room.table.game!, 1).find((a) => a.type === "assign")!;
    expect((await send(ben, assign)).ok).toBe(true);
    await expect.poll(() => others.textContent()).toBe("Ben: planning… (1 card down)");
    expect((await send(ben, { type: "confirmAssignments" })).ok).toBe(true);
    await expect.poll(() => others.textContent()).toBe("Ben: confirmed ✓ (1 card down)");
    await saveScreenshot(page, "planning-steady-ben-confirmed");
    expect(await page.locator("#actions [data-before]").count()).toBe(2);

    await page.mouse.up();
    await expect.poll(() => room.table.game!.phase).toBe("placement");
    await page.close();
  });
});
