// The whole-game browser tests' time limit (tests/browser/uiPlayer.ts, inTime): a step that never settles, like an
// evaluate in a page whose thread is stuck, fails with what was said of it instead of holding CI to the test's timeout.
import { describe, expect, it } from "vitest";
import { inTime } from "../browser/uiPlayer";

describe("a browser test's step in time", () => {
  it("gives the step's own result or failure when it settles in time", async () => {
    await expect(inTime(Promise.resolve("placed"), 1_000, async () => "late")).resolves.toBe("placed");
    await expect(inTime(Promise.reject(new Error("refused")), 1_000, async () => "late")).rejects.toThrow("refused");
  });

  it("fails with what it says once the time is up, and says so even if asking the page gets no answer", async () => {
    const never = new Promise<string>(() => {});
    await expect(inTime(never, 20, async () => "the page shows placement")).rejects.toThrow("the page shows placement");
    await expect(inTime(never, 20, () => never)).rejects.toThrow("(no answer in 2 s)");
  });
});
