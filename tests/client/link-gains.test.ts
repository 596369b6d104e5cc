// The set-up pop-up's link lines say each player's gain on its own: the playtest of 2026-11-27 read "+1 Fame, +1 Shard
// to you and to Bot 2" as Bot 2 getting the Fame too, while the rules (and the log) give Bot 2 only the Shard.
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../client/i18n";
import { linkGains } from "../../client/board/pieces";

afterAll(() => setLanguage("en"));

describe("a link's gains, player by player", () => {
  it("in English", () => {
    setLanguage("en");
    expect(linkGains("+1 Fame", true, "Bot 2")).toBe("You: +1 Fame, +1 Shard · Bot 2: +1 Shard");
    expect(linkGains("+1 Fame", true, null)).toBe("You: +1 Fame, +1 Shard");
    expect(linkGains("+2 coins", false, "Bot 2")).toBe("You: +2 coins");
  });
  it("in Spanish", () => {
    setLanguage("es");
    expect(linkGains("+1 de Fama", true, "Bot 2")).toBe("Tú: +1 de Fama, +1 Fragmento · Bot 2: +1 Fragmento");
    expect(linkGains("+2 monedas", false, "Bot 2")).toBe("Tú: +2 monedas");
  });
});
