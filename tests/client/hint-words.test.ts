// The hint is kept as data (the server's move and reason values) and worded when drawn (client/ui/hintPanel.ts
// hintWords), so the same answer reads in whichever language is chosen at that moment (issue 31).
import { afterAll, describe, expect, it } from "vitest";
import { hintWords } from "../../client/ui/hintWords";
import { setLanguage } from "../../client/i18n";
import type { HintReply } from "../../client/net/TableConnection";

const reply: HintReply = {
  ok: true,
  seat: 0,
  move: 12,
  action: { type: "advertise" },
  reason: { code: "expects", fame: 29, percent: 40 },
};

describe("the hint's words", () => {
  afterAll(() => setLanguage("en"));

  it("are made from the same answer in the language of the moment", () => {
    setLanguage("en");
    expect(hintWords(reply, null)).toEqual({
      line: "The Grand Magician would play: Advertise",
      reason: "Expects about 29 Fame at the end, winning 40 % of its playouts",
    });
    setLanguage("es");
    expect(hintWords(reply, null)).toEqual({
      line: "El Gran Mago jugaría: Anunciarse",
      reason: "Espera terminar con unos 29 de Fama y gana el 40 % de sus simulaciones",
    });
    expect(hintWords({ ...reply, action: null }, null).line).toMatch(/\S/);
    expect(hintWords({ ok: false, code: "TOO_MANY_HINTS", message: "too many" }, null).line).toMatch(/pistas/);
  });
});
