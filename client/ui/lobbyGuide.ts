import { TURNS_BASE, TURNS_DARK_ALLEY } from "../../shared/data/locations";
import { t } from "../i18n";
import type { TableSnapshot } from "../net/TableConnection";
import { seatMarker } from "./seatMarker";
import { moduleLabel } from "./tableOptions";
import "./lobbyGuide.css";

// Issue 29, item 9: before the start the board has nothing to draw, and two thirds of the screen was an empty board.
// While the table waits for its players that space holds what the people waiting want to know: the table's
// settings, who sits where, and how a game goes (the turn's phases in a line each, from RULES §1 and §5).

const PHASES = ["advertise", "assignment", "placement", "performance", "endTurn"] as const;

/** The guide's element, hidden until a lobby is drawn in it, covering `board` (which has nothing to draw before the start). */
export function lobbyGuideHost(board: HTMLElement): HTMLElement {
  const host = document.createElement("section");
  host.className = "lobby-guide";
  host.hidden = true;
  board.append(host);
  return host;
}

/** Draws the lobby's guide over the board while `snapshot` is a lobby; hides it otherwise. */
export function renderLobbyGuide(host: HTMLElement, snapshot: TableSnapshot): void {
  if (snapshot.status !== "lobby") {
    host.hidden = true;
    host.replaceChildren();
    return;
  }
  host.hidden = false;
  host.setAttribute("aria-label", t("lobbyGuide.howTitle"));
  // It scrolls on a phone: keyboard users must be able to focus it to scroll it (WCAG 2.1.1; axe
  // scrollable-region-focusable), as the game log does.
  host.tabIndex = 0;
  const state = snapshot.state;
  const w = (key: string, values?: Record<string, unknown>): string => t(`lobbyGuide.${key}`, values);

  const title = element("h2", w("title", { code: snapshot.code }));
  const intro = element("p", w("intro"));
  intro.className = "note";

  // The table's settings, as the host chose them.
  const settings = document.createElement("dl");
  const row = (term: string, value: string): void => {
    settings.append(element("dt", w(term)), element("dd", value));
  };
  row("players", w("playersValue", { count: snapshot.playerCount }));
  row("setup", state.beginnerSetup ? w("beginner") : w("fullSetup"));
  row("modules", moduleLabel(state) || w("baseGame"));
  row("length", w("turns", { count: state.darkAlley ? TURNS_DARK_ALLEY : TURNS_BASE }));
  row("hints", snapshot.hints ? w("hintsOn") : w("hintsOff"));
  row("listed", state.listed ? w("listedOn") : w("listedOff"));

  // Who sits where: the same seats as the side panel, in large type, with what each seat is.
  const seats = document.createElement("ol");
  seats.className = "guide-seats";
  snapshot.seats.forEach((seat, i) => {
    const item = document.createElement("li");
    item.dataset.kind = seat.kind;
    const name =
      seat.kind === "open" ? t("lobby.seatOpen", { n: i + 1 }) : seat.name || t("landing.seat", { n: i + 1 });
    const what =
      seat.kind === "open" ? w("open") : seat.kind === "bot" ? w("bot") : seat.connected ? w("player") : w("away");
    item.append(seatMarker(i), element("strong", name), element("span", what));
    seats.append(item);
  });

  const how = document.createElement("ol");
  how.className = "guide-phases";
  for (const phase of PHASES) how.append(element("li", w(phase)));

  host.replaceChildren(
    title,
    intro,
    section(w("settings"), settings),
    section(w("seats"), seats),
    section(w("howTitle"), element("p", w("goal")), how),
  );
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.textContent = text;
  return el;
}

function section(heading: string, ...body: HTMLElement[]): HTMLElement {
  const s = document.createElement("section");
  s.append(element("h3", heading), ...body);
  return s;
}
