import { initiativeSpaceAt, type GameEvent } from "../../shared/engine";
import { seatColour } from "../board/palette";
import { catalogueFor } from "../log/catalogues";
import { formatNumber, language, signed, t } from "../i18n";
import { finalLine } from "../log/story";

// The End Turn summary (RULES §9): wages, Orders arriving, performance cards moving, the next initiative and
// dice, and each player's Fame change over the turn. Built from the turn's events; the same on every screen.

export interface TurnSummary {
  turn: number;
  /** The End Turn events: wages, orders, cards, then turn (or final). */
  events: GameEvent[];
  /** Fame won or lost by each seat over the turn. */
  fame: ReadonlyMap<number, number>;
}

const css = (colour: number): string => `#${colour.toString(16).padStart(6, "0")}`;

export function renderTurnSummary(
  host: HTMLElement,
  summary: TurnSummary,
  names: readonly string[],
  close: () => void,
): void {
  const w = catalogueFor(language());
  const who = (seat: number): string => names[seat] || w.seat(seat + 1);
  const title = document.createElement("h2");
  title.textContent = summary.turn > 0 ? t("summary.title", { turn: summary.turn }) : t("summary.titleNoTurn");
  host.setAttribute("role", "dialog");
  host.setAttribute("aria-label", title.textContent);
  const sections: HTMLElement[] = [];
  const section = (heading: string, lines: { text: string; seat?: number }[]): void => {
    if (!lines.length) return;
    const s = document.createElement("section");
    s.append(Object.assign(document.createElement("h3"), { textContent: heading }));
    const list = document.createElement("ul");
    for (const l of lines) {
      const li = Object.assign(document.createElement("li"), { textContent: l.text });
      if (l.seat !== undefined) li.style.borderLeftColor = css(seatColour(l.seat));
      list.append(li);
    }
    s.append(list);
    sections.push(s);
  };
  const wages = summary.events.flatMap((e) =>
    e.type === "wages" ? [{ text: w.wages(who(e.seat), e.due, e.paid, e.fameLost), seat: e.seat }] : [],
  );
  section(t("summary.wages"), wages.length ? wages : [{ text: t("summary.noWages") }]);
  const orders = summary.events.flatMap((e) =>
    e.type === "orders" ? e.arrived.map(([slot, c]) => ({ text: w.orderArrived(w.names.component(c), slot) })) : [],
  );
  section(t("summary.orders"), orders.length ? orders : [{ text: t("summary.noOrders") }]);
  for (const e of summary.events)
    if (e.type === "cards")
      section(t("summary.cards"), [
        { text: w.cards(e.discarded && w.names.card(e.discarded), e.dealt && w.names.card(e.dealt), e.slot) },
      ]);
  const fame = [...summary.fame.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([seat, d]) => ({ text: t("summary.fameLine", { name: who(seat), fame: signed(d) }), seat }));
  section(t("summary.fame"), fame.length ? fame : [{ text: t("summary.noFame") }]);
  for (const e of summary.events) {
    if (e.type === "turn") {
      section(t("summary.initiative", { turn: e.turn }), initiativeLines(e.initiative, who));
    }
    if (e.type === "final")
      section(
        t("summary.final"),
        e.scores.map((s) => ({ text: finalLine(w, who(s[0]), s), seat: s[0] })),
      );
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = "primary";
  button.textContent = t("summary.continue");
  button.addEventListener("click", close);
  const grid = document.createElement("div");
  grid.className = "summary-grid";
  grid.append(...sections);
  host.replaceChildren(title, grid, button);
}

/**
 * The new initiative order, each line with the printed space its marker stands on as the initiative track shows it
 * (1 and 3 in a duel, RULES [2P]): "2. Tester" beside a track reading "3" looked like a mistake (issue 29).
 */
export function initiativeLines(
  initiative: readonly number[],
  who: (seat: number) => string,
): { text: string; seat: number }[] {
  return initiative.map((seat, i) => ({
    text: t("summary.rank", { n: formatNumber(initiativeSpaceAt(initiative.length, i)), name: who(seat) }),
    seat,
  }));
}
