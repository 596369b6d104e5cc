import { describe, expect, it } from "vitest";
import { initiativeLines } from "../../client/show/turnSummary";

// Issue 29 item 6: the End Turn summary numbered the initiative 1, 2 while a duel's track prints 1 and 3.
const who = (seat: number): string => ["Anna", "Tester", "Cat"][seat]!;

describe("the End Turn summary's initiative", () => {
  it("numbers each player by the printed space: 1 and 3 in a duel", () => {
    expect(initiativeLines([0, 1], who).map((l) => l.text)).toEqual(["1. Anna", "3. Tester"]);
  });
  it("1 to N with three or more players", () => {
    expect(initiativeLines([2, 0, 1], who).map((l) => l.text)).toEqual(["1. Cat", "2. Anna", "3. Tester"]);
  });
});
