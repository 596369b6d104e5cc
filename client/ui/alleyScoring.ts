import type { FinalScore } from "../../shared/engine";
import { ALLEY_LINE_CAP } from "../../shared/engine";
import { t } from "../i18n";
import { seatColour } from "../board/palette";
import { fitForPhones } from "./turnedTable";

// The Dark Alley final-scoring breakdown of the game-over panel (RULES §12.7, OQ-14): Shards, coins and unused
// Special cards, each line capped at 20 Fame, plus each Fame-36 trick's end-game bonus (each ≤ 20) when its
// components are met; no Fame for Apprentices and Specialists. From the engine's own final lines (state.final).

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);
const css = (colour: number): string => `#${colour.toString(16).padStart(6, "0")}`;

/** Whether these final lines are a Dark Alley game's (they carry the Special-card line). */
export function isAlleyFinal(lines: readonly FinalScore[] | null | undefined): lines is readonly FinalScore[] {
  return !!lines?.length && lines.every((l) => l.specialCards !== undefined);
}

/** The breakdown table (best first, the winner marked) and its note. */
export function alleyScoreTable(
  lines: readonly FinalScore[],
  winner: number | null,
  names: readonly string[],
): HTMLElement[] {
  const name = (seat: number): string => names[seat] || `${seat + 1}`;
  const table = el("table", { className: "scores alley-scores" });
  const head = table.createTHead().insertRow();
  for (const h of [
    t("names.resource.fame"),
    t("names.resource.shards"),
    t("names.resource.coins"),
    t("alley.scoring.specials"),
    t("alley.scoring.bonuses"),
    t("alley.scoring.total"),
  ])
    head.append(el("th", { textContent: h }));
  head.prepend(el("th", { textContent: t("alley.scoring.player") }));
  const body = table.createTBody();
  const capped = (fame: number): string => (fame >= ALLEY_LINE_CAP ? ` ${t("alley.scoring.capped")}` : "");
  for (const l of [...lines].sort((a, b) => b.total - a.total)) {
    const row = body.insertRow();
    row.dataset.seat = String(l.seat);
    if (l.seat === winner) row.className = "winner";
    const who = row.insertCell();
    const swatch = el("span", { className: "swatch" });
    swatch.style.background = css(seatColour(l.seat));
    who.append(swatch, name(l.seat));
    const coinsFame = Math.min(ALLEY_LINE_CAP, Math.floor(l.coins / 3));
    const bonuses = l.trickBonuses ?? [];
    const cells = [
      String(l.fameBefore),
      `+${l.shards}${capped(l.shards)}`,
      `${l.coins} → +${coinsFame}${capped(coinsFame)}`,
      `+${l.specialCards ?? 0}${capped(l.specialCards ?? 0)}`,
      bonuses.length
        ? bonuses.map((b) => `${t(`names.trick.${b.trick}`)} +${b.fame}${capped(b.fame)}`).join(", ")
        : t("alley.scoring.none"),
      String(l.total),
    ];
    for (const c of cells) row.insertCell().textContent = c;
  }
  return [
    el("h3", { textContent: t("alley.scoring.title") }),
    fitForPhones(table),
    el("p", { className: "note", textContent: t("alley.scoring.note") }),
  ];
}
