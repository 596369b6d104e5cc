import {
  FAME_SOURCES,
  fameOf,
  turnsLostToWinner,
  type FameBySource,
  type FameLookBack,
  type FameSource,
} from "../../shared/analysis/fameSources";
import { amount, formatList, formatNumber, signed, t } from "../i18n";
import { renderAdvice, type AdviceOptions } from "./lookBackAdvice";
import "./lookBack.css";
import { ensureLookBackWords } from "./lookBackWords";
import { fitForPhones } from "./turnedTable";

// The look back at a game (game over and the replay viewer): each player's Fame by source over the whole game,
// turn by turn, and the turns in which each other player fell furthest behind the winner. The figures come from
// shared/analysis/fameSources.ts; this only lays them out, with text nodes only.
// The last block (issue 28, lookBackAdvice.ts) compares a player's key moments with what the Grand Magician would
// have played; it is there only where the page can ask the server (a finished table, a stored replay).

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);

const sourceName = (s: FameSource): string => t(`lookBack.source.${s}`);

/** "Tricks performed +3, Links +2": the non-zero sources of one cell, for its title. */
function sourcesText(by: FameBySource): string {
  return formatList(FAME_SOURCES.filter((s) => by[s] !== 0).map((s) => `${sourceName(s)} ${signed(by[s])}`));
}

/** The look back's block: a table by source, a table by turn, and the turns lost most to the winner. */
export function renderLookBack(
  look: FameLookBack,
  names: readonly string[],
  advice?: Omit<AdviceOptions, "names">,
): HTMLElement {
  ensureLookBackWords();
  const name = (seat: number): string => names[seat] || t("panel.seat", { n: seat + 1 });
  const box = el("section", { className: "look-back" });
  box.dataset.testid = "look-back";
  const seats = look.start.map((_, seat) => seat);
  // Only the sources that moved someone's Fame in this game get a column.
  const used = FAME_SOURCES.filter((s) => seats.some((seat) => look.totals[seat]![s] !== 0));

  const bySource = el("table", { className: "stats-table look-back-sources" });
  const head = bySource.createTHead().insertRow();
  for (const h of [t("lookBack.player"), t("lookBack.start"), ...used.map(sourceName), t("lookBack.total")])
    head.append(el("th", { textContent: h }));
  const body = bySource.createTBody();
  for (const seat of seats) {
    const row = body.insertRow();
    row.dataset.seat = String(seat);
    const total = look.start[seat]! + fameOf(look.totals[seat]!);
    for (const c of [
      name(seat),
      formatNumber(look.start[seat]!),
      ...used.map((s) => signed(look.totals[seat]![s])),
      formatNumber(total),
    ])
      row.insertCell().textContent = c;
  }

  const byTurn = el("table", { className: "stats-table look-back-turns" });
  const turnHead = byTurn.createTHead().insertRow();
  for (const h of [t("lookBack.player"), ...look.turns.map((n) => t("lookBack.turn", { n })), t("lookBack.end")])
    turnHead.append(el("th", { textContent: h }));
  const turnBody = byTurn.createTBody();
  for (const seat of seats) {
    const row = turnBody.insertRow();
    row.dataset.seat = String(seat);
    row.insertCell().textContent = name(seat);
    for (const by of [...look.perTurn[seat]!, look.final[seat]!]) {
      const cell = row.insertCell();
      cell.textContent = signed(fameOf(by));
      // Hover (or a screen reader) tells what the number is made of.
      const parts = sourcesText(by);
      if (parts) cell.title = parts;
    }
  }

  const parts: HTMLElement[] = [
    el("h3", { textContent: t("lookBack.title") }),
    wrap(bySource),
    el("h3", { textContent: t("lookBack.byTurn") }),
    wrap(byTurn),
  ];
  if (look.winner !== null) {
    const winner = look.winner;
    parts.push(el("h3", { textContent: t("lookBack.lostTitle") }));
    const list = el("ul", { className: "look-back-lost" });
    for (const seat of seats) {
      if (seat === winner) continue;
      const lost = turnsLostToWinner(look, seat, 2);
      if (!lost.length)
        list.append(el("li", { textContent: t("lookBack.neverBehind", { name: name(seat), winner: name(winner) }) }));
      for (const l of lost) {
        const item = el("li", {
          textContent: t("lookBack.lost", {
            name: name(seat),
            turn: l.turn,
            fame: amount("fame", l.gap),
            winner: name(winner),
            source: sourceName(l.source),
            part: amount("fame", l.sourceGap),
          }),
        });
        item.dataset.seat = String(seat);
        list.append(item);
      }
    }
    parts.push(list);
  }
  if (advice && look.winner !== null) parts.push(renderAdvice({ ...advice, names }));
  box.append(...parts);
  return box;
}

/** A wide table scrolls sideways on a phone instead of widening the page. */
function wrap(table: HTMLTableElement): HTMLElement {
  const div = el("div", { className: "look-back-scroll" });
  div.append(fitForPhones(table));
  return div;
}
