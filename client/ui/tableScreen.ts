import { activeSeats, legalActions, turnActionCount, viewFor, type Action, type GameState } from "../../shared/engine";
import { BoardScene } from "../board/BoardScene";
import type { BoardModel } from "../board/model";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { gameFromTable } from "../state/gameFromTable";
import { renderActionPanel } from "./actionPanel";
import { renderBoardSummary } from "./boardSummary";
import { renderLobbyPanel } from "./lobbyPanel";
import { LogPanel } from "./logPanel";
import { renderPlanningPanel } from "./planningPanel";
import { renderScores } from "./scoresPanel";
import { statusText } from "./statusLine";
import { seatColour } from "../board/palette";
import { onLanguageChange, t } from "../i18n";

const $ = (id: string): HTMLElement => document.getElementById(id)!;

/**
 * The table screen: turns every synced snapshot into the board model and the side panels. The
 * engine, not this screen, decides what may be done: the panels offer exactly legalActions.
 */
export class TableScreen {
  private readonly log: LogPanel;
  private scoresShown = false;
  private lastModel: BoardModel | null = null;
  private lastSnapshot: TableSnapshot | null = null;
  /**
   * Hot-seat planning: the seat that has taken the device behind the curtain, or null while the
   * curtain is down (then nothing hidden is drawn at all).
   */
  private handedTo: number | null = null;
  /** What the action panel last showed (see renderSnapshot). */
  private panelKey = "";
  /** Snapshots drawn so far (on <body data-renders>, so scripts can wait for the next one). */
  private renders = 0;

  private constructor(
    private readonly connection: TableConnection,
    private readonly scene: BoardScene,
  ) {
    this.log = new LogPanel($("log"));
    connection.onLog((lines) => this.log.add(lines));
    connection.subscribe((snapshot) => this.render(snapshot));
    // Another language: redraw everything from the last snapshot (the panel too, hence the key reset).
    onLanguageChange(() => {
      this.panelKey = "";
      if (this.lastSnapshot) this.render(this.lastSnapshot);
    });
  }

  static async open(connection: TableConnection): Promise<TableScreen> {
    const scene = await BoardScene.mount($("board"));
    // Automation hook: where a lit slot is on the page, so scripted players (and the browser
    // tests) can click the canvas the way a person does.
    const screen = new TableScreen(connection, scene);
    (window as unknown as { trickerionBoard: unknown }).trickerionBoard = {
      slotPoint: (id: string) => scene.slotPoint(id),
      litSlots: () => scene.litSlots(),
      /** The cards under a seat's characters exactly as the board drew them ("hidden" when unrevealed). */
      drawnCards: (seat: number) => screen.drawnCards(seat),
    };
    return screen;
  }

  /** The seat this page acts and sees for: one of its seats that must act, else its first seat. */
  private viewerSeat(snapshot: TableSnapshot, game: GameState | null): number | null {
    if (snapshot.mySeats.length === 0) return null;
    if (game) {
      // activeSeats, not "has legal actions": every seat may return components at any time (RULES §3.3).
      const acting = activeSeats(game);
      const active = snapshot.mySeats.find((seat) => acting.includes(seat));
      if (active !== undefined) return active;
    }
    return snapshot.mySeats[0]!;
  }

  private render(snapshot: TableSnapshot): void {
    this.lastSnapshot = snapshot;
    const started = performance.now();
    this.renderSnapshot(snapshot);
    document.body.dataset.renderMs = String(Math.round(performance.now() - started));
  }

  private renderSnapshot(snapshot: TableSnapshot): void {
    renderLobbyPanel($("lobby"), snapshot, this.connection);
    document.body.dataset.status = snapshot.status;
    const names = snapshot.seats.map((s, i) => s.name || `Seat ${i + 1}`);
    if (snapshot.status === "lobby" || snapshot.state.players.length === 0) {
      $("status-line").textContent = t("status.waitingHost");
      $("actions").replaceChildren();
      return;
    }
    const probe = gameFromTable(snapshot.state, snapshot.mySeats[0] ?? null);
    const curtain = this.curtainSeat(snapshot, probe);
    const viewer = curtain.down ? null : curtain.seat ?? this.viewerSeat(snapshot, probe);
    const game = viewer === (snapshot.mySeats[0] ?? null) ? probe : gameFromTable(snapshot.state, viewer);
    this.showCurtain(curtain.down ? curtain.seat : null, snapshot);
    const view = viewFor(game, viewer ?? "spectator");
    const legal = viewer === null ? [] : legalActions(game, viewer);
    // The viewer's own move (RULES §3.3: returning a component is open to every seat, so it is no sign of a turn).
    const myMove = viewer !== null && turnActionCount(game, viewer, legal) > 0;
    const act = (action: Action): void => {
      if (viewer !== null) this.connection.act(viewer, action);
    };

    const placeTargets = new Map<string, Action[]>();
    for (const a of legal) if (a.type === "place") placeTargets.set(a.slot, [...(placeTargets.get(a.slot) ?? []), a]);
    const model: BoardModel = { view, game, names, viewer, mySeats: snapshot.mySeats, placeTargets };
    this.lastModel = model;
    this.scene.draw(model, {
      slot: (slotId) => {
        const options = placeTargets.get(slotId) ?? [];
        if (options.length === 1) act(options[0]!);
        else if (options.length > 1) this.focusPlaceChoice(slotId);
      },
    });
    renderBoardSummary($("board-summary"), snapshot);

    $("status-line").textContent = statusText(game, names, snapshot.mySeats);
    const actions = $("actions");
    // Redraw the panel only when what it offers changed: someone else's move must not wipe a
    // choice this person is half-way through making.
    const panelKey = JSON.stringify([
      curtain,
      viewer,
      game.phase,
      game.placement,
      game.weekday,
      activeSeats(game),
      legal,
      game.phase === "assignment" ? view.players.map((p) => [p.confirmed, Object.values(p.characters).filter((c) => c.card).length]) : null,
    ]);
    if (panelKey !== this.panelKey) {
      this.panelKey = panelKey;
      if (curtain.down) {
        actions.replaceChildren(note(curtain.seat === null ? "Waiting for the other players to confirm their plans…" : `Pass the device to ${names[curtain.seat]}.`));
      } else if (viewer === null) {
        actions.replaceChildren(note("You are watching. Hidden cards stay hidden until everyone reveals them."));
      } else if (game.phase === "assignment") {
        renderPlanningPanel(actions, { game: view, seat: viewer, legal, names, act });
      } else {
        renderActionPanel(actions, { game, seat: viewer, legal, names, act });
      }
      if (snapshot.mySeats.length > 1 && viewer !== null && myMove) actions.prepend(turnBanner(names[viewer]!, viewer));
    }
    document.body.dataset.phase = game.phase;
    // Behind a hot-seat curtain it is this device's turn too: someone here must take it.
    document.body.dataset.myTurn = String(myMove || (curtain.down && curtain.seat !== null));
    document.body.dataset.curtain = curtain.down && curtain.seat !== null ? String(curtain.seat) : "";
    document.body.dataset.boardReady = "true";
    document.body.dataset.renders = String(++this.renders);
    if (game.phase === "gameOver" && !this.scoresShown) {
      this.scoresShown = true;
      const scores = $("scores");
      renderScores(scores, game, names);
      const close = document.createElement("button");
      close.type = "button";
      close.textContent = "Back to the board";
      close.addEventListener("click", () => (scores.hidden = true));
      scores.append(close);
      scores.hidden = false;
    }
  }

  /**
   * Hot-seat planning (several seats at this client, Assignment phase): the seat behind the
   * curtain, or the curtain down for the next seat still to plan (null: none left here).
   */
  private curtainSeat(snapshot: TableSnapshot, game: GameState): { down: boolean; seat: number | null } {
    if (snapshot.mySeats.length < 2 || game.phase !== "assignment") {
      this.handedTo = null;
      return { down: false, seat: null };
    }
    const pending = snapshot.mySeats.filter((seat) => !game.players[seat]!.confirmed);
    if (this.handedTo !== null && !pending.includes(this.handedTo)) this.handedTo = null;
    if (this.handedTo !== null) return { down: false, seat: this.handedTo };
    return { down: true, seat: pending[0] ?? null };
  }

  /** The hand-off curtain over the whole table, naming who should take the device. */
  private showCurtain(seat: number | null, snapshot: TableSnapshot): void {
    let curtain = document.getElementById("curtain");
    if (seat === null) {
      curtain?.remove();
      return;
    }
    const name = snapshot.seats[seat]?.name || `Seat ${seat + 1}`;
    if (!curtain) {
      curtain = document.createElement("div");
      curtain.id = "curtain";
      curtain.className = "curtain";
      curtain.setAttribute("role", "dialog");
      $("table").append(curtain);
    }
    if (curtain.dataset.seat === String(seat)) return;
    curtain.dataset.seat = String(seat);
    const title = document.createElement("h2");
    title.textContent = `Pass the device to ${name}`;
    const text = document.createElement("p");
    text.textContent = `${name} plans in secret. Everyone else, look away until the curtain falls again.`;
    const show = document.createElement("button");
    show.type = "button";
    show.className = "primary";
    show.textContent = `I'm ${name}: show my hand`;
    show.addEventListener("click", () => {
      this.handedTo = seat;
      curtain?.remove();
      if (this.lastSnapshot) this.render(this.lastSnapshot);
    });
    curtain.replaceChildren(title, text, show);
  }

  /** The cards under `seat`'s characters in the last model the board drew. */
  drawnCards(seat: number): Record<string, string | null> {
    const player = this.lastModel?.view.players[seat];
    return player ? Object.fromEntries(Object.entries(player.characters).map(([id, c]) => [id, c.card])) : {};
  }

  /** Several characters could take this slot: point the place choice at it. */
  private focusPlaceChoice(slotId: string): void {
    const select = document.querySelector<HTMLSelectElement>('#actions .action-group[data-type="place"] select[name="slot"]');
    if (!select) return;
    const option = [...select.options].find((o) => o.value === JSON.stringify(slotId));
    if (option) {
      select.value = option.value;
      select.dispatchEvent(new Event("change"));
      document.querySelector<HTMLSelectElement>('#actions .action-group[data-type="place"] select[name="character"]')?.focus();
    }
  }
}

function note(text: string): HTMLElement {
  const p = document.createElement("p");
  p.className = "note";
  p.textContent = text;
  return p;
}

/** "Anna's turn" in Anna's colour: who holds the device now, at a hot-seat table. */
function turnBanner(name: string, seat: number): HTMLElement {
  const p = document.createElement("p");
  p.className = "turn-banner";
  p.dataset.seat = String(seat);
  p.style.background = `#${seatColour(seat).toString(16).padStart(6, "0")}`;
  p.textContent = `${name}'s turn`;
  return p;
}
