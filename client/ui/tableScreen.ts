import {
  activeSeats,
  legalActions,
  turnActionCount,
  viewFor,
  wageBill,
  type Action,
  type GameState,
} from "../../shared/engine";
import type { BoardEvents } from "../board/model";
import type { PieceChoice } from "../board/pieces";
import { coins } from "./reasons";
import { PieceMenu } from "./pieceMenu";
import type { BoardScene } from "../board/BoardScene";
import { BoardOnDemand } from "../board/boardOnDemand";
import { probeWebGL } from "../board/webglRenderer";
import type { BoardModel } from "../board/model";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import type { HistoryEntry } from "../../shared/protocol";
import { gameFromTable } from "../state/gameFromTable";
import { renderActionPanel } from "./actionPanel";
import { reflectBoardPick } from "./actionPicker";
import { HintPanel } from "./hintPanel";
import { renderBoardSummary } from "./boardSummary";
import { renderLobbyPanel } from "./lobbyPanel";
import { lobbyGuideHost, renderLobbyGuide } from "./lobbyGuide";
import { LogPanel } from "./logPanel";
import { mountTableParts } from "./tableParts";
import { renderPlanningPanel } from "./planningPanel";
import type { AdviceStore } from "./lookBackAdvice";
import { rememberSeats } from "../net/TableConnection";
import { ShowPlayer, type StoryKind } from "../show/showPlayer";
import { TurnCue } from "./turnCue";
import { statusText } from "./statusLine";
import { characterName as characterNameOf } from "./actionText";
import { seatColour } from "../board/palette";
import { floorCardChoice } from "../board/alleyPieces";
import { amount, language, onLanguageChange, t } from "../i18n";
import { installTableHooks, RepaintTimer } from "../debugHooks";
import { HotSeatCurtain } from "./curtain";
import { TheaterPicker } from "./theaterPick";
import { boardMoment, HistoryHold, StoryHold } from "../show/storyHold";
import { frozenSnapshot } from "../net/TableConnection";
import { stageWarning } from "../board/stageWarning";
import { lossQuestion } from "./lossQuestion";
import { selectTab } from "../layout/layout";
import { boardShown } from "./boardShown";
import { afterNextPaint, nextTask } from "../yieldToPage";
import { catalogueFor } from "../log/catalogues";

const $ = (id: string): HTMLElement => document.getElementById(id)!;

/**
 * The table screen: turns every synced snapshot into the board model and the side panels. The
 * engine, not this screen, decides what may be done: the panels offer exactly legalActions.
 */
/**
 * Starts, each in a task of its own, what the table screen will need once the join has come: client/main.ts calls it
 * while the join's round trip is under way, when the page's thread has nothing else to do (issue 30, Total Blocking
 * Time). In the join's own task they made it a long one at Lighthouse's 4× CPU: the renderer's probe (starting its
 * worker costs the page's thread 10-50 ms there) and the log's catalogue (its first Intl formatters load ICU's data,
 * ~70 ms there; catalogue.ts).
 */
export function prepareTable(): void {
  if (boardShown()) void nextTask().then(() => probeWebGL().catch(() => undefined));
  void nextTask()
    .then(() => nextTask())
    .then(() => catalogueFor(language()));
}

export class TableScreen {
  private readonly log: LogPanel;
  private readonly show: ShowPlayer;
  /** Snapshots wait here until the show reaches them, so the board never runs ahead of the story told on it. */
  private readonly hold = new StoryHold<TableSnapshot>((snapshot) => this.render(snapshot));
  private readonly guide = lobbyGuideHost($("board"));
  private readonly logHold = new HistoryHold<HistoryEntry>((entries, reset) => this.log.add(entries, reset));
  private readonly cue = new TurnCue(() => t("table.pageTitle", { code: this.connection.code }));
  private scoresShown = false;
  /** The look back's advice asked at game over, kept as data so a language switch words it again. */
  private readonly advice: AdviceStore = new Map();
  private lastModel: BoardModel | null = null;
  private lastSnapshot: TableSnapshot | null = null;
  /** Hot-seat planning: who has the device (curtain.ts). */
  private readonly curtain: HotSeatCurtain;
  /** What the action panel last showed (see renderSnapshot). */
  private panelKey = "";
  /** Snapshots drawn so far (on <body data-renders>, so scripts can wait for the next one). */
  private renders = 0;
  /** The pop-over at a clicked board piece. */
  private readonly menu: PieceMenu;
  /** "What would the strong bot do" on tables with hints on (hintPanel.ts). */
  private readonly hint: HintPanel;
  /** The Theater set-up / reschedule being prepared on the board (theaterPick.ts). */
  private readonly picker: TheaterPicker;
  /** The placement whose Special card choice (effect or +1 AP) was last offered by itself (once per placement). */
  private specialOffered = "";
  /** The click-to-repaint measure, kept only with the debug flag (debugHooks.ts). */
  private readonly timer: RepaintTimer;

  private constructor(
    private readonly connection: TableConnection,
    /** The canvas, made when it is first shown (a phone's first screen is DOM only): BoardOnDemand. */
    private readonly canvas: BoardOnDemand,
  ) {
    this.show = new ShowPlayer($("show-bar"), $("turn-summary"));
    canvas.onMade((made, code) => {
      this.show.drawOn(code.showDrawing(made));
      installTableHooks(made, this);
    });
    this.show.onIdle = () => this.maybeShowGameOver();
    this.show.onStory = (kind) => {
      this.story = kind;
      for (const listener of this.storyListeners) listener(kind);
    };
    // The board and the log both follow the story: neither tells the next turn under the last show of this one.
    this.show.onReach = (reached) => {
      this.hold.reach(reached);
      this.logHold.reach(reached);
    };
    this.log = new LogPanel(
      $("log"),
      () => this.lastSnapshot?.seats.map((s, i) => s.name || t("panel.seat", { n: i + 1 })) ?? [],
    );
    // The chat, the clocks and the sound setting (made already if the page showed the lobby first: lobbyScreen.ts).
    mountTableParts(connection);
    connection.onHistory((entries, reset) => {
      this.toLog(() => this.logHold.add(entries, reset), !this.logStarted);
      this.logStarted = true;
      this.show.add(entries, reset);
      this.maybeShowGameOver();
    });
    connection.onUndone((notice) => this.toLog(() => this.log.noteUndo(notice.seat)));
    // A rematch was set up: every page follows to the new table, people into their seats (by their new tokens).
    connection.onRematch((notice) => {
      if (notice.tokens.length) rememberSeats(notice.code, notice.tokens);
      const mode = document.body.classList.contains("board-mode") ? "watch" : "t";
      window.location.assign(`/${mode}/${notice.code}`);
    });
    // The board's pop-overs confirm a loss as the side panel does (a component returned, AP left unspent).
    this.menu = new PieceMenu(
      $("board"),
      (action) => this.actNow(action),
      (action) => (this.lastModel ? lossQuestion(this.lastModel.game, this.lastModel.legal, action) : null),
    );
    this.hint = new HintPanel($("hint"), connection, () => canvas.scene);
    this.picker = new TheaterPicker(canvas, this.menu, (pick) => reflectBoardPick($("actions"), pick));
    this.curtain = new HotSeatCurtain($("table"), () => this.lastSnapshot && this.render(this.lastSnapshot));
    this.timer = new RepaintTimer(canvas);
    // A copy: the live state changes with the next patch, and a held or drawn snapshot must not change with it.
    // A paired phone's answer redraws only the seats' list that shows it (the phone hand rendered whole again for it).
    connection.subscribe((snapshot) => this.hold.offer(frozenSnapshot(snapshot), snapshot.told), { devices: false });
    connection.onDevices(() => this.lastSnapshot && renderLobbyPanel($("lobby"), this.lastSnapshot, connection));
    document.addEventListener("keydown", (e) => {
      const typing = (e.target as HTMLElement | null)?.closest("input, select, textarea");
      if (typing) return;
      if ((e.key === "r" || e.key === "R") && this.picker.pick.target) this.picker.rotate(e.shiftKey ? -1 : 1);
      if ((e.key === "z" || e.key === "Z") && (e.ctrlKey || e.metaKey)) this.undo();
    });
    // Another language: redraw everything from the last snapshot (the panel too, hence the key reset).
    onLanguageChange(() => {
      this.panelKey = "";
      if (this.lastSnapshot) this.render(this.lastSnapshot);
      if (!$("scores").hidden) this.showGameOver();
    });
  }

  /** Whether the log has been given a history yet (the join's whole story comes first). */
  private logStarted = false;
  /** The log's work waiting for the frame painted (see toLog); null when none waits. */
  private logWaiting: (() => void)[] | null = null;

  /**
   * Runs the log's work `f` now, or, for the join's whole story (`later`), in a task of its own once the frame with
   * the status line and the panels is painted: told in the first snapshot's task, the story made it the page's
   * longest (issue 30). Whatever comes for the log meanwhile waits behind it, in order.
   */
  private toLog(f: () => void, later = false): void {
    if (this.logWaiting) {
      this.logWaiting.push(f);
      return;
    }
    if (!later) return f();
    this.logWaiting = [f];
    afterNextPaint(() => {
      const waiting = this.logWaiting ?? [];
      this.logWaiting = null;
      for (const g of waiting) g();
    });
  }

  /** Sends an action for the seat this page acts for now (a board pop-over's: the set-up being prepared ends). */
  private actNow(action: Action): void {
    const viewer = this.lastModel?.viewer ?? null;
    if (viewer === null) return;
    this.picker.clear();
    this.send(viewer, action);
  }

  /** Sends `action` for `viewer` (no seat: nothing), timing the click and telling the show its reader acted. */
  private send(viewer: number | null, action: Action): void {
    if (viewer === null) return;
    this.timer.clicked();
    this.show.readerActed();
    this.connection.act(viewer, action);
  }

  /** Takes back this page's last action (when the server says it may). */
  private undo(): void {
    const seat = this.lastSnapshot ? undoSeatOf(this.lastSnapshot) : -1;
    if (seat < 0) return;
    this.timer.clicked();
    this.picker.clear();
    this.connection.undo(seat);
  }

  /**
   * Opens the table screen: its DOM frame (status, panels, log) is drawn from the first snapshot at once, without
   * waiting for the board's code; the board is made whenever it is shown (boardShown.ts: right after that frame is
   * painted at a desktop or a board-mode table, on a phone when a tab that draws it opens), and each snapshot's model
   * is drawn on it then.
   */
  static open(connection: TableConnection): TableScreen {
    const board = new BoardOnDemand($("board"));
    const screen = new TableScreen(connection, board);
    // Which renderer the board will want is asked of a worker now, beside the first frame's work (webglRenderer.ts).
    // (Started already while the page joined, by prepareTable, on a table's link: asked again, it answers the same.)
    if (boardShown()) probeWebGL().catch(() => undefined);
    void nextTask().then(() => catalogueFor(language()));
    const makeIfShown = (): void => {
      if (boardShown()) screen.makeBoard().catch(() => undefined);
    };
    // Never in the task that changed what is shown, and only once its frame is painted: the renderer's set-up (its
    // WebGL probe alone 30-130 ms at 4× CPU, now in a worker) ran in the first snapshot's task when `data-status` was
    // first set, the page's longest task (issue 30). After the layout's own reaction to the same change (a phone's
    // tab), too. A wait overtaken by a newer change gives way to that change's own: the first snapshot could land
    // between the frame and the task of the wait started here, and the board was then asked for before its status
    // line was painted (a CI run of 125e689).
    let changes = 0;
    const makeAfterPaint = (): void => {
      const seen = changes;
      afterNextPaint(() => {
        if (seen === changes) makeIfShown();
      });
    };
    new MutationObserver(() => {
      changes++;
      makeAfterPaint();
    }).observe(document.body, {
      attributes: true,
      attributeFilter: ["data-tab", "data-layout", "data-status"],
    });
    makeAfterPaint();
    return screen;
  }

  /** Fetches the board's code (not its renderer) while the page is idle, so a tab that shows it opens quickly. */
  static preloadBoard(): void {
    BoardOnDemand.fetchCode().catch(() => undefined); // tried again when the board is shown
  }

  /**
   * Makes the board now (if it is not made yet), saying so on its place meanwhile; a failure says so and may be
   * tried again (the next tab that shows the board).
   */
  async makeBoard(): Promise<BoardScene> {
    const made = this.canvas.scene;
    if (made) return made;
    const wait = document.createElement("p");
    wait.className = "board-wait";
    wait.textContent = t("table.boardLoading");
    $("board").querySelector(".board-wait")?.remove();
    $("board").append(wait);
    try {
      const scene = await this.canvas.make();
      // Over the canvas until the board's first render is painted (its first stage: BoardScene.drawFirst).
      scene.afterPaint(() => wait.remove());
      return scene;
    } catch (error) {
      wait.textContent = t("table.boardFailed");
      throw error;
    }
  }

  /** The turn, dice and performance cards the board drew last, and how many history entries its state told. */
  drawnMoment(): ({ told: number } & ReturnType<typeof boardMoment>) | null {
    return this.lastModel && this.lastSnapshot
      ? { told: this.lastSnapshot.told, ...boardMoment(this.lastModel.view) }
      : null;
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
    this.show.summaryWaitsForMove = snapshot.mySeats.length > 0;
    const started = performance.now();
    this.renderSnapshot(snapshot);
    this.timer.rendered(started);
    for (const listener of this.drawnListeners) listener(snapshot);
  }

  private readonly drawnListeners = new Set<(snapshot: TableSnapshot) => void>();
  private readonly boardDrawnWaiting: (() => void)[] = [];

  /**
   * Runs `f` once the whole board has been drawn (at once if it has): what a table may need later (the replay viewer)
   * is fetched after its first board, not beside it.
   */
  whenBoardDrawn(f: () => void): void {
    if (document.body.dataset.boardReady === "true") f();
    else this.boardDrawnWaiting.push(f);
  }

  /**
   * Calls `listener` with every snapshot the board draws (held at the story's moment, see StoryHold), and at once
   * with the last one. A lesson follows these, not the live ones: it must light pieces the board has drawn.
   */
  onDrawn(listener: (snapshot: TableSnapshot) => void): () => void {
    this.drawnListeners.add(listener);
    if (this.lastSnapshot) listener(this.lastSnapshot);
    return () => this.drawnListeners.delete(listener);
  }

  /** The board this screen draws on (made: see makeBoard). */
  get board(): BoardScene {
    const scene = this.canvas.scene;
    if (!scene) throw new Error("The board is not made yet: await makeBoard() first");
    return scene;
  }

  private story: StoryKind = "";
  private readonly storyListeners = new Set<(kind: StoryKind) => void>();

  /** Calls `listener` with what the story tells (a show, a note, the summary, nothing) now and at each change. */
  onStory(listener: (kind: StoryKind) => void): () => void {
    this.storyListeners.add(listener);
    listener(this.story);
    return () => this.storyListeners.delete(listener);
  }

  /** The story waits (no show or summary starts) while `held`: a lesson asks its reader to read first. */
  holdStory(held: boolean): void {
    this.show.hold(held);
  }

  /** The End Turn summary stays up until its reader closes it (a lesson: a newcomer reads slowly). */
  summaryWaitsForReader(): void {
    this.show.summaryWaits = true;
  }

  private renderSnapshot(snapshot: TableSnapshot): void {
    renderLobbyPanel($("lobby"), snapshot, this.connection);
    renderLobbyGuide(this.guide, snapshot);
    document.body.dataset.status = snapshot.status;
    const names = snapshot.seats.map((s, i) => s.name || t("panel.seat", { n: i + 1 }));
    if (snapshot.status === "lobby" || snapshot.state.players.length === 0) {
      // The host is the one who starts: telling them to wait for the host read as if someone else would.
      $("status-line").textContent = t(snapshot.host ? "status.youHost" : "status.waitingHost");
      $("actions").replaceChildren();
      return;
    }
    const probe = gameFromTable(snapshot.state, snapshot.mySeats[0] ?? null);
    const curtain = this.curtain.state(snapshot, probe);
    const viewer = curtain.down ? null : (curtain.seat ?? this.viewerSeat(snapshot, probe));
    const game = viewer === (snapshot.mySeats[0] ?? null) ? probe : gameFromTable(snapshot.state, viewer);
    this.curtain.show(curtain.down ? curtain.seat : null, snapshot);
    const view = viewFor(game, viewer ?? "spectator");
    const legal = viewer === null ? [] : legalActions(game, viewer);
    // The viewer's own move (RULES §3.3: returning a component is open to every seat, so it is no sign of a turn).
    const myMove = viewer !== null && turnActionCount(game, viewer, legal) > 0;
    const act = (action: Action): void => this.send(viewer, action);

    const placeTargets = new Map<string, Action[]>();
    for (const a of legal) if (a.type === "place") placeTargets.set(a.slot, [...(placeTargets.get(a.slot) ?? []), a]);
    // A set-up being prepared belongs to one placement and one set of legal actions: anything else resets it.
    this.picker.follow(JSON.stringify([viewer, game.placement, legal.length]));
    const model: BoardModel = {
      view,
      game,
      names,
      viewer,
      mySeats: snapshot.mySeats,
      placeTargets,
      legal,
      pick: this.picker.pick,
    };
    this.show.noteView(view, names);
    this.log.refreshNames();
    const events: BoardEvents = {
      slot: (slotId) => {
        const options = placeTargets.get(slotId) ?? [];
        const warning = options.length === 1 ? stageWarning(model, options[0]!) : null;
        if (warning) {
          this.menu.show(`slot:${slotId}`, this.canvas.slotPoint(slotId) ?? { x: 0, y: 0 }, warning);
        } else if (options.length === 1) {
          act(options[0]!);
        } else if (options.length > 1) {
          const choice: PieceChoice = {
            title: t("table.whichCharacter"),
            lines: [],
            items: options.map((a) => ({ label: actionLabelShort(a), action: a })),
            reason: null,
          };
          this.menu.show(`slot:${slotId}`, this.canvas.slotPoint(slotId) ?? { x: 0, y: 0 }, choice);
        }
      },
      // The board gives the piece's place on its canvas; the pop-over is placed on the page (on a phone the canvas
      // sits below a tall header: read as page points, pop-overs opened off the top of the board).
      // (Only a drawn board sends this, so it is made.)
      menu: (key, anchor, choice) => this.menu.show(key, this.canvas.scene?.pagePoint(anchor) ?? anchor, choice),
      space: (card, slot) => this.picker.space(card, slot),
      marker: (card, slot) => this.picker.marker(card, slot),
      pickTrick: (trick) => {
        this.picker.trick(trick);
        // On a phone the trick is chosen in My workshop, and the next tap is a space on a performance card: the
        // Board tab, whose camera goes to the Theater where the character stands.
        if (document.body.dataset.layout === "phone") selectTab("board");
      },
      rotate: (step) => this.picker.rotate(step),
    };
    this.lastModel = model;
    this.canvas.draw(model, events);
    this.picker.drawn(model, events);
    this.offerSpecialUse(model);
    renderBoardSummary($("board-summary"), snapshot);

    $("status-line").textContent = statusText(game, names, snapshot.mySeats);
    this.renderWages(game, viewer);
    this.renderUndo(snapshot, viewer);
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
      game.phase === "assignment"
        ? view.players.map((p) => [p.confirmed, Object.values(p.characters).filter((c) => c.card).length])
        : null,
    ]);
    if (panelKey !== this.panelKey) {
      this.panelKey = panelKey;
      if (curtain.down) {
        actions.replaceChildren(
          note(curtain.seat === null ? t("table.waitingOthers") : t("table.passTo", { name: names[curtain.seat] })),
        );
      } else if (viewer === null) {
        actions.replaceChildren(note(t("table.watching")));
      } else if (game.phase === "assignment") {
        renderPlanningPanel(actions, { game: view, seat: viewer, legal, names, act });
      } else {
        // The form warns as the board does (the model read when the person sends: the board's latest).
        const ask = (a: Action) => (this.lastModel ? stageWarning(this.lastModel, a) : null);
        renderActionPanel(actions, { game, seat: viewer, legal, names, act, ask });
      }
      if (snapshot.mySeats.length > 1 && viewer !== null && myMove) actions.prepend(turnBanner(names[viewer]!, viewer));
    }
    this.hint.update(snapshot.hints && !curtain.down, game, viewer, legal, myMove);
    document.body.dataset.phase = game.phase;
    // Behind a hot-seat curtain it is this device's turn too: someone here must take it.
    document.body.dataset.myTurn = String(myMove || (curtain.down && curtain.seat !== null));
    this.cue.update(document.body.dataset.myTurn === "true");
    document.body.dataset.curtain = curtain.down && curtain.seat !== null ? String(curtain.seat) : "";
    // Ready (for scripts and tests) once the whole board is drawn: the first drawing comes in two stages. A page
    // whose board is not shown (a phone's first screen) counts its renders at once: what it shows is all drawn.
    const renders = ++this.renders;
    const counted = (): void => {
      document.body.dataset.renders = String(Math.max(renders, Number(document.body.dataset.renders ?? 0)));
    };
    // (Both after the log's waiting work, if any, and its first story's last slice: scripts read a page whose log is
    // told too.)
    if (!this.canvas.scene && !boardShown()) this.toLog(() => this.log.whenTold(counted));
    this.canvas.whenComplete(() =>
      this.toLog(() =>
        this.log.whenTold(() => {
          document.body.dataset.boardReady = "true";
          counted();
          for (const f of this.boardDrawnWaiting.splice(0)) f();
        }),
      ),
    );
    if (game.phase === "gameOver") {
      if (!actions.querySelector(".reopen-scores")) {
        const reopen = document.createElement("button");
        reopen.type = "button";
        reopen.className = "primary reopen-scores";
        reopen.addEventListener("click", () => this.showGameOver());
        actions.prepend(reopen);
      }
      actions.querySelector(".reopen-scores")!.textContent = t("table.finalScores");
      this.maybeShowGameOver();
    }
  }

  /**
   * A character placed with a Special card must first take its effect or +1 AP (OQ-26): the card's pop-over opens
   * by itself at the card on the Dark Alley board, once per placement (the card stays clickable if it is closed).
   */
  private offerSpecialUse(model: BoardModel): void {
    if (!model.legal.some((a) => a.type === "useSpecial")) return;
    const key = JSON.stringify(model.game.placement);
    if (key === this.specialOffered || this.menu.open) return;
    const choice = floorCardChoice(model);
    const point = this.canvas.pieceBottom("alley:floor");
    if (!choice || !point) return;
    this.specialOffered = key;
    this.menu.show("alley:floor", point, choice);
  }

  /** Opens the game-over panel once, when the game is over and its final scoring has arrived. */
  private maybeShowGameOver(): void {
    if (this.scoresShown || this.lastSnapshot?.phase !== "gameOver" || this.show.playing) return;
    if (!this.connection.history.some((e) => e.events.some((ev) => ev.type === "final"))) return;
    this.scoresShown = true;
    this.showGameOver();
  }

  /**
   * The final scores, chart, statistics and the ways on (reopened from the "Final scores" button). Their code (and the
   * look back's, with its words) is a chunk of its own, fetched when a game is over: a running table's first board
   * does not wait for it (issue 30). A failed fetch leaves the "Final scores" button to try again.
   */
  showGameOver(): void {
    // Once fetched, the panel opens in the same task (Final scores, a language switch): a dynamic import resolves a
    // task later even when its module is loaded.
    if (this.gameOverCode) return this.renderGameOver(this.gameOverCode.renderGameOver);
    void import("./gameOver").then(
      (code) => {
        this.gameOverCode = code;
        this.renderGameOver(code.renderGameOver);
      },
      () => undefined, // offline or a replaced deploy (main.ts reloads for the latter): the button tries again
    );
  }

  /** The game-over panel's code, once fetched (its own chunk: issue 30). */
  private gameOverCode: typeof import("./gameOver") | null = null;

  private renderGameOver(renderGameOver: typeof import("./gameOver").renderGameOver): void {
    const snapshot = this.lastSnapshot;
    if (!snapshot) return;
    const scores = $("scores");
    const names = snapshot.seats.map((s, i) => s.name || t("panel.seat", { n: i + 1 }));
    renderGameOver(
      scores,
      this.connection.history,
      names,
      {
        replay: () => window.location.assign(`/replay/${this.connection.code}`),
        rematch: snapshot.mySeats.length ? () => void this.connection.rematch() : null,
        home: () => {
          void this.connection.leave().finally(() => window.location.assign("/"));
        },
        close: () => (scores.hidden = true),
      },
      this.lastModel?.game.final,
      {
        // Everyone asks about every seat (the game is over and public), one's own first.
        seats: [
          ...snapshot.mySeats,
          ...snapshot.seats.map((_, seat) => seat).filter((seat) => !snapshot.mySeats.includes(seat)),
        ],
        store: this.advice,
        ask: (seat) => this.connection.advice(seat),
        game: this.lastModel?.game ?? null,
      },
    );
    scores.hidden = false;
  }

  /** From the Assignment phase on: the wages due at End Turn against the coins held, a warning when short. */
  private renderWages(game: GameState, viewer: number | null): void {
    let el = document.getElementById("wages");
    const show = viewer !== null && ["assignment", "placement", "performance"].includes(game.phase);
    if (!show) {
      el?.remove();
      return;
    }
    if (!el) {
      el = document.createElement("p");
      el.id = "wages";
      el.setAttribute("aria-live", "polite");
      $("status-line").after(el);
    }
    const bill = wageBill(game.players[viewer]!, true);
    el.className = bill.unpaid > 0 ? "wages short" : "wages";
    el.textContent =
      bill.unpaid > 0
        ? t("table.wagesShort", {
            due: coins(bill.due),
            have: coins(bill.coins),
            short: coins(bill.unpaid),
            fame: amount("fame", bill.fameLost),
          })
        : t("table.wages", { due: coins(bill.due), have: coins(bill.coins) });
  }

  /** An Undo button while this page may take back its last action. */
  private renderUndo(snapshot: TableSnapshot, viewer: number | null): void {
    let el = document.getElementById("undo") as HTMLButtonElement | null;
    const seat = undoSeatOf(snapshot);
    if (seat < 0 || viewer === null) {
      el?.remove();
      return;
    }
    if (!el) {
      el = document.createElement("button");
      el.id = "undo";
      el.type = "button";
      el.className = "undo";
      el.addEventListener("click", () => this.undo());
    }
    // The key is said where there is a keyboard: a phone read "(Ctrl+Z)" (playtest 8; style.css hides .key-hint
    // on a touch-only screen).
    const key = document.createElement("span");
    key.className = "key-hint";
    key.textContent = ` ${t("table.undoKey")}`;
    el.replaceChildren(t("table.undo"), key);
    el.title = t("table.undoTitle");
    if (!el.isConnected || el.nextElementSibling !== $("actions")) $("actions").before(el);
  }

  /** The cards under `seat`'s characters in the last model the board drew. */
  drawnCards(seat: number): Record<string, string | null> {
    const player = this.lastModel?.view.players[seat];
    return player ? Object.fromEntries(Object.entries(player.characters).map(([id, c]) => [id, c.card])) : {};
  }
}

function actionLabelShort(a: Action): string {
  return a.type === "place"
    ? t("table.yourCharacter", { character: characterNameOf(a.character) })
    : t("table.thisOne");
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
  p.textContent = t("table.turnBanner", { name });
  return p;
}

/** The seat of this page that may take back its last action now, or -1 (only an owner's view carries it). */
function undoSeatOf(snapshot: TableSnapshot): number {
  return snapshot.mySeats.find((seat) => snapshot.state.players[seat]?.plan?.undo === true) ?? -1;
}
