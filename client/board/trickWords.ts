import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { amount, formatList, formatNumber, name, t } from "../i18n";
import { componentName } from "../ui/actionText";
import { endGameLine } from "./alleyPieces";

// A trick's words for tooltips (the Residence's rows, the Workshop's cards), without Pixi so tests read them.
// The trick card's shorthand in words (playtest 7, defect 11): a newcomer meets "prep 1 AP → 0★ 0¢ 1◆" on a
// Workshop card and "★16" before a Residence trick's name, and neither is said anywhere else. The tooltip (a long
// press on a phone) of both says what each sign means, with this trick's own numbers.

/** The lines that read a trick's shorthand aloud: its preparation and yield, and its Fame threshold if above 1. */
export function trickLegend(id: TrickId): string[] {
  const def = TRICK_BY_ID[id];
  const y = def.yield;
  const lines = [
    t("board.prepLegend", {
      short: t("board.prep", { ap: amount("ap", def.prepAp), fame: y.fame, coins: y.coins, shards: y.shards }).replace(
        "\n",
        " ",
      ),
      ap: amount("ap", def.prepAp),
      fame: amount("fame", y.fame),
      coins: amount("coins", y.coins),
      shards: amount("shards", y.shards),
    }),
  ];
  // Fame gates learning: Fame ≥ the threshold (RULES §3, Learn Trick); threshold 1 is never marked on the board.
  if (def.threshold > 1) lines.push(t("board.thresholdLegend", { threshold: formatNumber(def.threshold) }));
  return lines;
}

/** A trick card's full details for tooltips. */
export function trickDetails(id: string): string {
  const def = TRICK_BY_ID[id as keyof typeof TRICK_BY_ID];
  if (!def) return id;
  const components = formatList(
    Object.entries(def.components).map(([c, n]) => t("reason.piecesOf", { count: n, component: componentName(c) })),
  );
  const y = def.yield;
  const yields = [
    y.fame && amount("fame", y.fame),
    y.coins && amount("coins", y.coins),
    y.shards && amount("shards", y.shards),
  ].filter(Boolean) as string[];
  return (
    t("board.trickDetails", {
      name: name("trick", id),
      category: name("category", def.category),
      threshold: def.threshold,
      components,
      ap: amount("ap", def.prepAp),
      markers: t("board.markers", { count: def.markers }),
      yields: yields.length ? formatList(yields) : t("actionText.nothing"),
    }) +
    endGameLine(id) +
    trickLegend(id as TrickId)
      .map((line) => `\n${line}`)
      .join("")
  );
}
