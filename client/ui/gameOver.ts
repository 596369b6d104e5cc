import { CHARACTER_TYPES } from "../../shared/data/characters";
import { gainsOf, type GameEvent } from "../../shared/engine";
import type { HistoryEntry } from "../../shared/protocol";
import { seatColour } from "../board/palette";
import type { FinalScore } from "../../shared/engine";
import { alleyScoreTable, isAlleyFinal } from "./alleyScoring";
import { fitForPhones } from "./turnedTable";
import { svgElement } from "./svg";
import { renderLookBack } from "./lookBack";
import type { AdviceOptions } from "./lookBackAdvice";
import { fameSources } from "../../shared/analysis/fameSources";
import { formatList, formatNumber, t as tr } from "../i18n";

// The game-over panel: the final-scoring breakdown with every number (RULES §10.1), a Fame-over-time chart drawn
// from the events, a few statistics, and the ways on: Replay, Rematch, Back to the tables.

type FinalEvent = Extract<GameEvent, { type: "final" }>;

export interface GameOverActions {
  replay(): void;
  /** Null where a rematch cannot be asked for (a spectator). */
  rematch: (() => void) | null;
  home(): void;
  close(): void;
}

export interface PlayerStats {
  shows: number;
  links: number;
  coinsEarned: number;
  wagesUnpaid: number;
  famePoints: { move: number; fame: number }[];
}

/** Per-seat statistics and Fame over time, from the history alone (the final event gives the end totals). */
export function gameStats(
  history: readonly HistoryEntry[],
  players: number,
): { final: FinalEvent | null; stats: PlayerStats[]; turns: { move: number; turn: number }[] } {
  const stats: PlayerStats[] = Array.from({ length: players }, () => ({
    shows: 0,
    links: 0,
    coinsEarned: 0,
    wagesUnpaid: 0,
    famePoints: [],
  }));
  const fameGain = new Array<number>(players).fill(0);
  const turns: { move: number; turn: number }[] = [];
  let final: FinalEvent | null = null;
  const steps: { move: number; delta: number[] }[] = [];
  for (const entry of history) {
    const delta = new Array<number>(players).fill(0);
    for (const e of entry.events) {
      for (const [seat, fame, coins] of gainsOf(e)) {
        if (seat >= players) continue;
        delta[seat]! += fame;
        if (coins > 0) stats[seat]!.coinsEarned += coins;
      }
      // Links made: one per link a set-up created (RULES §3.6, one reward chosen per new link), as the column says;
      // the links a show counts (§8.3) may be anyone's, made earlier, and are in the look back's "Links" Fame.
      if (e.type === "act" && e.action.type === "setUpTrick") stats[e.seat]!.links += e.action.rewards.length;
      if (e.type === "show") stats[e.seat]!.shows++;
      else if (e.type === "wages") stats[e.seat]!.wagesUnpaid += e.due - e.paid;
      else if (e.type === "turn") turns.push({ move: Math.max(0, entry.move + 1), turn: e.turn });
      else if (e.type === "final") final = e;
    }
    steps.push({ move: Math.max(0, entry.move + 1), delta });
    delta.forEach((d, seat) => (fameGain[seat]! += d));
  }
  // Fame at the start is the end total less every change on the way.
  const fame = Array.from(
    { length: players },
    (_, seat) => (final?.scores.find((s) => s[0] === seat)?.[6] ?? 0) - fameGain[seat]!,
  );
  stats.forEach((s, seat) => s.famePoints.push({ move: 0, fame: fame[seat]! }));
  for (const step of steps) {
    step.delta.forEach((d, seat) => {
      if (d === 0) return;
      fame[seat]! += d;
      stats[seat]!.famePoints.push({ move: step.move, fame: fame[seat]! });
    });
  }
  return { final, stats, turns };
}

const css = (colour: number): string => `#${colour.toString(16).padStart(6, "0")}`;
const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);

/** Fills `host` with the game-over panel. */
export function renderGameOver(
  host: HTMLElement,
  history: readonly HistoryEntry[],
  names: readonly string[],
  actions: GameOverActions,
  /** The engine's final lines: in a Dark Alley game they replace the base breakdown (RULES §12.7). */
  finalLines?: readonly FinalScore[] | null,
  /** The look back's advice (a finished table asks its server); absent, the block is not shown. */
  advice?: Omit<AdviceOptions, "names">,
): void {
  const { final, stats, turns } = gameStats(history, names.length);
  const name = (seat: number): string => names[seat] || tr("panel.seat", { n: seat + 1 });
  const title = el("h2", {
    textContent: final ? tr("gameOver.wins", { name: name(final.winner) }) : tr("table.finalScores"),
  });
  title.id = "game-over-title";
  host.setAttribute("role", "dialog");
  host.setAttribute("aria-labelledby", "game-over-title");

  const table = el("table", { className: "scores" });
  const head = table.createTHead().insertRow();
  for (const h of ["player", "fame", "shards", "coins", "apprentices", "specialists", "total"])
    head.append(el("th", { textContent: tr(`gameOver.column.${h}`) }));
  const body = table.createTBody();
  const lines = [...(final?.scores ?? [])].sort((a, b) => b[6] - a[6]);
  for (const [seat, fameBefore, shards, coins, apprentices, specialists, total] of lines) {
    const row = body.insertRow();
    row.dataset.seat = String(seat);
    if (final && seat === final.winner) row.className = "winner";
    const who = row.insertCell();
    who.append(el("span", { className: "swatch" }), name(seat));
    (who.firstChild as HTMLElement).style.background = css(seatColour(seat));
    const cells = [
      formatNumber(fameBefore),
      `${formatNumber(shards)} → +${formatNumber(shards)}`,
      `${formatNumber(coins)} → +${formatNumber(Math.floor(coins / 3))}`,
      `${formatNumber(apprentices)} → +${formatNumber(apprentices * CHARACTER_TYPES.apprentice.finalFame)}`,
      `${formatNumber(specialists)} → +${formatNumber(specialists * CHARACTER_TYPES.engineer.finalFame)}`,
      formatNumber(total),
    ];
    for (const c of cells) row.insertCell().textContent = c;
  }
  const note = el("p", {
    className: "note",
    textContent: tr("gameOver.note", {
      apprentice: CHARACTER_TYPES.apprentice.finalFame,
      specialist: CHARACTER_TYPES.engineer.finalFame,
    }),
  });

  const chartTitle = el("h3", { textContent: tr("gameOver.chart") });
  const chart = fameChart(stats, turns, names);

  const statsTable = el("table", { className: "stats-table game-stats" });
  const sh = statsTable.createTHead().insertRow();
  for (const h of ["player", "shows", "links", "coinsEarned", "wagesUnpaid"])
    sh.append(el("th", { textContent: tr(`gameOver.column.${h}`) }));
  const sb = statsTable.createTBody();
  stats.forEach((s, seat) => {
    const row = sb.insertRow();
    row.dataset.seat = String(seat);
    for (const c of [
      name(seat),
      formatNumber(s.shows),
      formatNumber(s.links),
      formatNumber(s.coinsEarned),
      formatNumber(s.wagesUnpaid),
    ])
      row.insertCell().textContent = c;
  });

  const buttons = el("div", { className: "game-over-actions" });
  const button = (text: string, onClick: () => void, primary = false): HTMLButtonElement => {
    const b = el("button", { type: "button", textContent: text, className: primary ? "primary" : "" });
    b.addEventListener("click", onClick);
    buttons.append(b);
    return b;
  };
  button(tr("gameOver.replay"), actions.replay);
  if (actions.rematch) {
    const rematch = actions.rematch;
    const b = button(
      tr("gameOver.rematch"),
      () => {
        b.disabled = true;
        b.textContent = tr("gameOver.rematching");
        rematch();
      },
      true,
    );
    b.title = tr("gameOver.rematchTitle");
  }
  button(tr("gameOver.home"), actions.home);
  button(tr("gameOver.board"), actions.close);
  const breakdown: HTMLElement[] = isAlleyFinal(finalLines)
    ? alleyScoreTable(finalLines, final?.winner ?? null, names)
    : [fitForPhones(table), note];
  // Fame at the start is what the chart starts from (the end total less every change); Dark Alley lines are longer.
  const look = fameSources(
    history.flatMap((h) => h.events),
    stats.map((s) => s.famePoints[0]?.fame ?? 0),
    { darkAlley: !!final?.scores.some((l) => l.length > 7) },
  );
  host.replaceChildren(
    title,
    ...breakdown,
    chartTitle,
    chart,
    el("h3", { textContent: tr("gameOver.statistics") }),
    fitForPhones(statsTable),
    renderLookBack(look, names, advice),
    buttons,
  );
}

/** An SVG line per player: Fame after each change, turns marked along the bottom. */
function fameChart(
  stats: PlayerStats[],
  turns: { move: number; turn: number }[],
  names: readonly string[],
): SVGSVGElement {
  const W = 600;
  const H = 180;
  const PAD = { left: 34, right: 10, top: 10, bottom: 22 };
  const lastMove = Math.max(1, ...stats.flatMap((s) => s.famePoints.map((p) => p.move)));
  const maxFame = Math.max(10, ...stats.flatMap((s) => s.famePoints.map((p) => p.fame)));
  const x = (move: number): number => PAD.left + (move / lastMove) * (W - PAD.left - PAD.right);
  const y = (fame: number): number => H - PAD.bottom - (fame / maxFame) * (H - PAD.top - PAD.bottom);
  const svg = svgElement("svg", { viewBox: `0 0 ${W} ${H}`, class: "fame-chart", role: "img" });
  svg.setAttribute(
    "aria-label",
    tr("gameOver.chartLabel", {
      ends: formatList(
        stats.map((s, seat) =>
          tr("gameOver.endsAt", {
            name: names[seat] || tr("panel.seat", { n: seat + 1 }),
            fame: s.famePoints.at(-1)?.fame ?? 0,
          }),
        ),
      ),
    }),
  );
  const add = (tag: keyof SVGElementTagNameMap, attrs: Record<string, string | number>, text?: string): void => {
    const node = svgElement(tag, attrs);
    if (text) node.textContent = text;
    svg.append(node);
  };
  add("line", { x1: PAD.left, y1: y(0), x2: W - PAD.right, y2: y(0), class: "axis" });
  add("line", { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: y(0), class: "axis" });
  for (const f of [0, Math.round(maxFame / 2), maxFame])
    add("text", { x: PAD.left - 4, y: y(f) + 4, class: "tick", "text-anchor": "end" }, formatNumber(f));
  for (const t of turns) {
    add("line", { x1: x(t.move), y1: PAD.top, x2: x(t.move), y2: y(0), class: "turn-line" });
    add("text", { x: x(t.move) + 3, y: H - 6, class: "tick" }, tr("gameOver.turn", { n: t.turn }));
  }
  stats.forEach((s, seat) => {
    // A step line: Fame holds until the next change.
    let d = "";
    let last: { move: number; fame: number } | null = null;
    for (const p of s.famePoints) {
      d += last
        ? ` H${x(p.move).toFixed(1)} V${y(p.fame).toFixed(1)}`
        : `M${x(p.move).toFixed(1)} ${y(p.fame).toFixed(1)}`;
      last = p;
    }
    d += ` H${x(lastMove).toFixed(1)}`;
    add("path", { d, fill: "none", stroke: css(seatColour(seat)), "stroke-width": 2.5, "data-seat": seat });
  });
  return svg;
}
