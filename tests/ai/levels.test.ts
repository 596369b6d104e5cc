// The levels a host picks exist, with their words in English and Spanish and budgets within the goal.

import { describe, expect, it } from "vitest";
import { BOT_LEVELS, LEVEL_SETTINGS, isBotLevel } from "../../shared/ai";
import { botsEn, botsEs } from "../../client/i18n/bots";
import { CATALOGUES } from "../../client/i18n/allLanguages";

describe("bot levels", () => {
  it("apprentice, magician and grand magician, weakest first, each with a search and a budget", () => {
    expect(BOT_LEVELS).toEqual(["apprentice", "magician", "grandMagician"]);
    expect(LEVEL_SETTINGS.apprentice.search).toBe("greedy");
    expect(LEVEL_SETTINGS.magician.budgetMs).toBeLessThan(LEVEL_SETTINGS.grandMagician.budgetMs);
    // p95 decision time goal 1.5 s: the budget plus one playout and the set-up must fit under it.
    expect(LEVEL_SETTINGS.grandMagician.budgetMs).toBeLessThanOrEqual(1200);
    expect(isBotLevel("magician")).toBe(true);
    expect(isBotLevel("flatMonteCarlo")).toBe(false); // the arena's baseline is not offered to people
  });

  it("names and describes every level in both languages, in different words", () => {
    for (const level of BOT_LEVELS) {
      for (const words of [botsEn, botsEs]) {
        expect(words.level[level].name.length).toBeGreaterThan(2);
        expect(words.level[level].description.length).toBeGreaterThan(20);
      }
      expect(botsEs.level[level].name).not.toBe(botsEn.level[level].name);
      expect(botsEs.level[level].description).not.toBe(botsEn.level[level].description);
    }
    expect(Object.keys(botsEs.level)).toEqual(Object.keys(botsEn.level));
    expect(Object.keys(botsEn.level)).toEqual([...BOT_LEVELS]);
  });

  it("the client's catalogues carry them under bots", () => {
    // Beside the hint's reasons, which the hint's code brings (client/i18n/botReasons.ts).
    expect((CATALOGUES.en as { bots: { level: unknown } }).bots.level).toBe(botsEn.level);
    expect((CATALOGUES.es as { bots: { level: unknown } }).bots.level).toBe(botsEs.level);
  });
});
