import { activeSeats, legalActions, turnActionCount, viewFor, wageBill, type Action, type GameState } from "../../shared/engine";
import { trickName } from "./actionText";
import { piecePositions, pieceReasons } from "../board/interactive";
import type { Anchor, BoardEvents } from "../board/model";
import { effectivePick, facingsAt, NO_PICK, pickAction, pickLinks, rewardsFor, type PieceChoice, type TheaterPick } from "../board/pieces";
import { coins } from "./reasons";
import { PieceMenu } from "./pieceMenu";
import { BoardScene } from "../board/BoardScene";
import type { BoardModel } from "../board/model";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { gameFromTable } from "../state/gameFromTable";
import { renderActionPanel } from "./actionPanel";
import { HintPanel } from "./hintPanel";
import { renderBoardSummary } from "./boardSummary";
import { renderLobbyPanel } from "./lobbyPanel";
import { LogPanel } from "./logPanel";
import { ChatPanel } from "./chatPanel";
import { ClockStrip } from "./clockStrip";
import { renderPlanningPanel } from "./planningPanel";
import { renderGameOver } from "./gameOver";
import { rememberSeats } from "../net/TableConnection";
import { ShowPlayer } from "../show/showPlayer";
import { boardMoment, StoryHold } from "../show/storyHold";
import { frozenSnapshot } from "../net/TableConnection";
import { soundSetting, TurnCue } from "./turnCue";
import { statusText } from "./statusLine";
import { characterName as characterNameOf } from "./actionText";
import { seatColour } from "../board/palette";
import { floorCardChoice } from "../board/alleyPieces";
import { emptyStageWarning } from "../board/stageWarning";
import { amount, missingKeys, onLanguageChange, t } from "../i18n";
import { touchOnly } from "../layout/pointer";
import { selectTab } from "../layout/layout";

const $ = (id: string): HTMLElement => document.getElementById(id)!;

/**
 * The table screen: turns every synced snapshot into the board model and the side panels. The
 * engine, not this screen, decides what may be done: the panels offer exactly legalActions.
 */
export class TableScreen {
  private readonly log: LogPanel;
  private readonly show: ShowPlayer;
  /** Snapshots wait here until the show reaches them, so the board never runs ahead of the story told on it. */
  private readonly hold = new StoryHold<TableSnapshot>((snapshot) => this.render(snapshot));
  private readonly cue = new TurnCue(() => `Trickerion – table ${this.connection.code}`);
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
  /** The pop-over at a clicked board piece. */
  private readonly menu: PieceMenu;
  /** "What would the strong bot do" on tables with hints on (hintPanel.ts). */
  private readonly hint: HintPanel;
  /** The Theater set-up / reschedule being prepared on the board, and the placement it belongs to. */
  private pick: TheaterPick = NO_PICK;
  private pickFor = "";
  /** The placement whose Special card choice (effect or +1 AP) was last offered by itself (once per placement). */
  private specialOffered = "";
  /** Where the set-up pop-over opens (the clicked space). */
  private pickAnchor: Anchor | null = null;
  /** The last drawn model and its events, to redraw the board alone when only the page's own choice changes. */
  private lastEvents: BoardEvents | null = null;

  private constructor(
    private readonly connection: TableConnection,
    private readonly scene: BoardScene,
  ) {
    this.show = new ShowPlayer(scene, $("show-bar"), $("turn-summary"));
    this.show.onIdle = () => this.maybeShowGameOver();
    this.show.onReach = (reached) => this.hold.reach(reached);
    if (!document.body.classList.contains("board-mode")) $("settings").replaceChildren(soundSetting());
    this.log = new LogPanel($("log"), () => this.lastSnapshot?.seats.map((s, i) => s.name || `Seat ${i + 1}`) ?? []);
    // Issue 29: the table chat under the log, the clocks under the status line (on every phone tab).
    new ChatPanel($("chat"), connection);
    new ClockStrip($("clocks"), connection);
    connection.onHistory((entries, reset) => {
      this.log.add(entries, reset);
      this.show.add(entries, reset);
      this.maybeShowGameOver();
    });
    connection.onUndone((notice) => this.log.noteUndo(notice.seat));
    // A rematch was set up: every page follows to the new table, people into their seats (by their new tokens).
    connection.onRematch((notice) => {
      if (notice.tokens.length) rememberSeats(notice.code, notice.tokens);
      const mode = document.body.classList.contains("board-mode") ? "watch" : "t";
      window.location.assign(`/${mode}/${notice.code}`);
    });
    this.menu = new PieceMenu($("board"), (action) => this.actNow(action));
    this.hint = new HintPanel($("hint"), connection, scene);
    // A copy: the live state changes with the next patch, and a held or drawn snapshot must not change with it.
    connection.subscribe((snapshot) => this.hold.offer(frozenSnapshot(snapshot), snapshot.told));
    document.addEventListener("keydown", (e) => {
      const typing = (e.target as HTMLElement | null)?.closest("input, select, textarea");
      if (typing) return;
      if ((e.key === "r" || e.key === "R") && this.pick.target) this.rotate(e.shiftKey ? -1 : 1);
      if ((e.key === "z" || e.key === "Z") && (e.ctrlKey || e.metaKey)) this.undo();
    });
    // Another language: redraw everything from the last snapshot (the panel too, hence the key reset).
    onLanguageChange(() => {
      this.panelKey = "";
      if (this.lastSnapshot) this.render(this.lastSnapshot);
      if (!$("scores").hidden) this.showGameOver();
    });
  }

  /** Sends an action for the seat this page acts for now. */
  private actNow(action: Action): void {
    const viewer = this.lastModel?.viewer ?? null;
    if (viewer === null) return;
    this.markClick();
    this.pick = NO_PICK;
    this.connection.act(viewer, action);
  }

  /** Takes back this page's last action (when the server says it may). */
  private undo(): void {
    const seat = this.lastSnapshot ? undoSeatOf(this.lastSnapshot) : -1;
    if (seat < 0) return;
    this.markClick();
    this.pick = NO_PICK;
    this.connection.undo(seat);
  }

  /** When this page last sent a decision (the click-to-repaint measure); null once measured. */
  private clickAt: number | null = null;

  /** For the click-to-repaint benchmark: when the last action left this page. */
  private markClick(): void {
    this.clickAt = performance.now();
  }

  /**
   * After a decision: the time from the click to the board painted with the server's answer, on
   * `window.trickerionTimings` (bench/client.ts reads it).
   */
  private measureRepaint(): void {
    const at = this.clickAt;
    if (at === null) return;
    this.clickAt = null;
    this.scene.afterPaint(() => {
      const list = ((window as unknown as { trickerionTimings?: number[] }).trickerionTimings ??= []);
      list.push(performance.now() - at);
    });
  }

  /** The board being made (PixiJS's renderer and its WebGL context), started by prepareBoard or by open. */
  private static board: Promise<BoardScene> | null = null;

  /**
   * Starts making the board now, while the page joins the table: the renderer's set-up (seconds on a slow phone
   * or a software rasterizer) then overlaps the join instead of following it. open() takes it.
   */
  static prepareBoard(): void {
    TableScreen.board ??= BoardScene.mount($("board"));
  }

  static async open(connection: TableConnection): Promise<TableScreen> {
    const scene = await (TableScreen.board ??= BoardScene.mount($("board")));
    // It may have been made while the table was still hidden: take the board's real size now.
    scene.fit();
    // Automation hook: where a lit slot is on the page, so scripted players (and the browser
    // tests) can click the canvas the way a person does.
    const screen = new TableScreen(connection, scene);
    (window as unknown as { trickerionBoard: unknown }).trickerionBoard = {
      slotPoint: (id: string) => scene.slotPoint(id),
      litSlots: () => scene.litSlots(),
      /** Where a clickable board piece is ("die:bank_A", "market:buy:0", "trick:T38", "space:1:0.1", "card:2"…). */
      piecePoint: (key: string) => scene.piecePoint(key),
      pieces: () => [...piecePositions].filter(([, c]) => !c.destroyed).map(([k]) => k),
      /** Every tooltip's text on the board now (what hovering would show). */
      tooltips: () => scene.tooltipTexts(),
      /** Every text the canvas draws now, and the catalogue keys the page lacked in its language (i18n checks). */
      canvasTexts: () => scene.canvasTexts(),
      missingKeys: () => [...missingKeys],
      /** Dimmed pieces and why (key → the reason a player reads). */
      reasons: () => Object.fromEntries([...pieceReasons].filter(([, r]) => !r.target.destroyed).map(([k, r]) => [k, r.reason])),
      /** The cards under a seat's characters exactly as the board drew them ("hidden" when unrevealed). */
      drawnCards: (seat: number) => screen.drawnCards(seat),
      /** The turn, dice and performance cards the board drew last, and how many history entries its state told. */
      drawnMoment: () => (screen.lastModel && screen.lastSnapshot ? { told: screen.lastSnapshot.told, ...boardMoment(screen.lastModel.view) } : null),
      /** The board piece the keyboard is on ("slot:downtown-1", "die:bank_A"…), or null. */
      focused: () => scene.focus?.focused ?? null,
      /** Where the focused piece is on the page (CSS pixels), to look at its ring. */
      focusedBox: () => scene.focusedBox(),
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
    this.measureRepaint();
    document.body.dataset.renderMs = String(Math.round(performance.now() - started));
  }

  private renderSnapshot(snapshot: TableSnapshot): void {
    renderLobbyPanel($("lobby"), snapshot, this.connection);
    document.body.dataset.status = snapshot.status;
    const names = snapshot.seats.map((s, i) => s.name || `Seat ${i + 1}`);
    if (snapshot.status === "lobby" || snapshot.state.players.length === 0) {
      // The host is the one who starts: telling them to wait for the host read as if someone else would.
      $("status-line").textContent = t(snapshot.host ? "status.youHost" : "status.waitingHost");
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
      if (viewer === null) return;
      this.markClick();
      this.connection.act(viewer, action);
    };

    const placeTargets = new Map<string, Action[]>();
    for (const a of legal) if (a.type === "place") placeTargets.set(a.slot, [...(placeTargets.get(a.slot) ?? []), a]);
    // A set-up being prepared belongs to one placement and one set of legal actions: anything else resets it.
    const pickFor = JSON.stringify([viewer, game.placement, legal.length]);
    if (pickFor !== this.pickFor) {
      this.pickFor = pickFor;
      this.pick = NO_PICK;
      this.menu.close();
    }
    const model: BoardModel = { view, game, names, viewer, mySeats: snapshot.mySeats, placeTargets, legal, pick: this.pick };
    this.show.noteView(view, names);
    this.log.refreshNames();
    const events: BoardEvents = {
      slot: (slotId) => {
        const options = placeTargets.get(slotId) ?? [];
        const warning = options.length === 1 ? emptyStageWarning(model, options[0]!, () => this.menu.close()) : null;
        if (warning) {
          this.menu.show(`slot:${slotId}`, this.scene.slotPoint(slotId) ?? { x: 0, y: 0 }, warning);
        } else if (options.length === 1) {
          this.markClick();
          act(options[0]!);
        } else if (options.length > 1) {
          const choice: PieceChoice = {
            title: t("table.whichCharacter"),
            lines: [],
            items: options.map((a) => ({ label: actionLabelShort(a), action: a })),
            reason: null,
          };
          this.menu.show(`slot:${slotId}`, this.scene.slotPoint(slotId) ?? { x: 0, y: 0 }, choice);
        }
      },
      menu: (key, anchor, choice) => this.menu.show(key, anchor, choice),
      space: (card, slot) => this.onSpace(card, slot),
      marker: (card, slot) => {
        this.pick = this.pick.from?.card === card && this.pick.from.slot === slot ? NO_PICK : { ...NO_PICK, from: { card, slot } };
        this.menu.close();
        this.redrawBoard();
      },
      pickTrick: (trick) => {
        this.pick = { ...NO_PICK, trick };
        this.redrawBoard();
        // On a phone the trick is chosen in My workshop, and the next tap is a space on a performance card: the
        // Board tab, whose camera goes to the Theater where the character stands.
        if (document.body.dataset.layout === "phone") selectTab("board");
      },
      rotate: (step) => this.rotate(step),
    };
    this.lastModel = model;
    this.lastEvents = events;
    this.scene.draw(model, events);
    if (this.pick.target) this.showSetupMenu();
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
      game.phase === "assignment" ? view.players.map((p) => [p.confirmed, Object.values(p.characters).filter((c) => c.card).length]) : null,
    ]);
    if (panelKey !== this.panelKey) {
      this.panelKey = panelKey;
      if (curtain.down) {
        actions.replaceChildren(note(curtain.seat === null ? t("table.waitingOthers") : t("table.passTo", { name: names[curtain.seat] })));
      } else if (viewer === null) {
        actions.replaceChildren(note(t("table.watching")));
      } else if (game.phase === "assignment") {
        renderPlanningPanel(actions, { game: view, seat: viewer, legal, names, act });
      } else {
        renderActionPanel(actions, { game, seat: viewer, legal, names, act });
      }
      if (snapshot.mySeats.length > 1 && viewer !== null && myMove) actions.prepend(turnBanner(names[viewer]!, viewer));
    }
    this.hint.update(snapshot.hints && !curtain.down, game, viewer, legal, myMove);
    document.body.dataset.phase = game.phase;
    // Behind a hot-seat curtain it is this device's turn too: someone here must take it.
    document.body.dataset.myTurn = String(myMove || (curtain.down && curtain.seat !== null));
    this.cue.update(document.body.dataset.myTurn === "true");
    document.body.dataset.curtain = curtain.down && curtain.seat !== null ? String(curtain.seat) : "";
    // Ready (for scripts and tests) once the whole board is drawn: the first drawing comes in two stages.
    const renders = ++this.renders;
    this.scene.whenComplete(() => {
      document.body.dataset.boardReady = "true";
      document.body.dataset.renders = String(Math.max(renders, Number(document.body.dataset.renders ?? 0)));
    });
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
    const point = this.scene.pieceBottom("alley:floor");
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

  /** The final scores, chart, statistics and the ways on (reopened from the "Final scores" button). */
  showGameOver(): void {
    const snapshot = this.lastSnapshot;
    if (!snapshot) return;
    const scores = $("scores");
    const names = snapshot.seats.map((s, i) => s.name || t("panel.seat", { n: i + 1 }));
    renderGameOver(scores, this.connection.history, names, {
      replay: () => window.location.assign(`/replay/${this.connection.code}`),
      rematch: snapshot.mySeats.length ? () => void this.connection.rematch() : null,
      home: () => {
        void this.connection.leave().finally(() => window.location.assign("/"));
      },
      close: () => (scores.hidden = true),
    }, this.lastModel?.game.final);
    scores.hidden = false;
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
    const name = snapshot.seats[seat]?.name || t("panel.seat", { n: seat + 1 });
    if (!curtain) {
      curtain = document.createElement("div");
      curtain.id = "curtain";
      curtain.className = "curtain";
      curtain.setAttribute("role", "dialog");
      $("table").append(curtain);
    }
    // Drawn again for another seat or another language.
    if (curtain.dataset.seat === String(seat) && curtain.lang === document.documentElement.lang) return;
    curtain.dataset.seat = String(seat);
    curtain.lang = document.documentElement.lang;
    const title = document.createElement("h2");
    title.textContent = t("curtain.title", { name });
    const text = document.createElement("p");
    text.textContent = t("curtain.text", { name });
    const show = document.createElement("button");
    show.type = "button";
    show.className = "primary";
    show.textContent = t("curtain.show", { name });
    show.addEventListener("click", () => {
      this.handedTo = seat;
      curtain?.remove();
      if (this.lastSnapshot) this.render(this.lastSnapshot);
    });
    curtain.replaceChildren(title, text, show);
  }

  /** Redraws the board alone (the page's own set-up choice changed; the game did not). */
  private redrawBoard(): void {
    if (!this.lastModel || !this.lastEvents) return;
    this.lastModel = { ...this.lastModel, pick: this.pick };
    this.scene.draw(this.lastModel, this.lastEvents);
    if (this.pick.target) {
      // The zoomed card's space when there is one (drawn last, so its point wins).
      this.pickAnchor = this.scene.pieceBottom("zoom") ?? this.scene.piecePoint(`space:${this.pick.target.card}:${this.pick.target.slot}`) ?? this.pickAnchor;
      this.showSetupMenu();
    } else this.menu.close();
  }

  /** A performance-card space was clicked: aim the set-up there, or turn it when it is aimed there already. */
  private onSpace(card: number, slot: string): void {
    const model = this.lastModel;
    if (!model) return;
    const pick = effectivePick(model, this.pick);
    if (pick.target?.card === card && pick.target.slot === slot) {
      this.rotate(1);
      return;
    }
    const facings = facingsAt(model, pick, card, slot);
    if (!facings.length) return;
    this.pick = { ...pick, target: { card, slot }, facing: facings[0]!, rewards: [] };
    this.redrawBoard();
  }

  /** Turns the previewed marker to its next legal orientation. */
  private rotate(step: 1 | -1): void {
    const model = this.lastModel;
    const t = this.pick.target;
    if (!model || !t || !this.pick.facing) return;
    const facings = facingsAt(model, this.pick, t.card, t.slot);
    const i = facings.indexOf(this.pick.facing);
    this.pick = { ...this.pick, facing: facings[(i + step + facings.length) % facings.length]!, rewards: [] };
    this.redrawBoard();
  }

  /** The set-up pop-over at the aimed space: turn, choose each link's reward, confirm or cancel. */
  private showSetupMenu(): void {
    const model = this.lastModel;
    const pick = this.pick;
    if (!model || !pick.target || !pick.facing) return;
    const action = pickAction(model, pick);
    if (!action) return;
    const links = pickLinks(model, pick);
    const facings = facingsAt(model, pick, pick.target.card, pick.target.slot);
    const extra: HTMLElement[] = [];
    if (action.type === "setUpTrick") {
      action.rewards.forEach((r, i) => {
        const row = document.createElement("div");
        row.className = "rewards";
        row.append(t("setup.linkLabel", { n: i + 1 }));
        for (const choice of ["fame", "coins"] as const) {
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = t(`actionText.reward.${choice}`);
          b.setAttribute("aria-pressed", String(r === choice));
          b.addEventListener("click", () => {
            const rewards = rewardsFor(model, action.trick, action.card, action.slot, action.facing, pick.rewards);
            rewards[i] = choice;
            this.pick = { ...this.pick, rewards };
            this.redrawBoard();
          });
          row.append(b);
        }
        extra.push(row);
      });
    }
    const trick = action.type === "setUpTrick" ? action.trick : model.game.theaterCards[pick.from!.card]?.markers[pick.from!.slot]?.trick;
    const choice: PieceChoice = {
      title: t(action.type === "setUpTrick" ? "setup.titleSetUp" : "setup.titleMove", {
        trick: trick ? trickName(trick) : t("setup.theMarker"),
        facing: t(`setup.facing.${pick.facing}`),
      }),
      lines: links.length
        ? links.map((l, i) => t("setup.link", { n: i + 1, text: l.text }))
        : [action.type === "setUpTrick" ? t("setup.noLink") : t("setup.movePaysNothing")],
      items: [
        ...(facings.length > 1 ? [{ label: t(touchOnly() ? "setup.turnTouch" : "setup.turn"), run: () => this.rotate(1) }] : []),
        { label: action.type === "setUpTrick" ? t("setup.setUpHere") : t("setup.moveHere"), cost: amount("ap", 1), action },
        { label: t("setup.cancel"), run: () => ((this.pick = { ...this.pick, target: null, facing: null, rewards: [] }), this.redrawBoard()) },
      ],
      reason: null,
    };
    this.menu.show(`setup:${pick.target.card}:${pick.target.slot}`, this.pickAnchor ?? { x: 0, y: 0 }, choice, extra);
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
        ? t("table.wagesShort", { due: coins(bill.due), have: coins(bill.coins), short: coins(bill.unpaid), fame: amount("fame", bill.fameLost) })
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
    el.textContent = t("table.undo");
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
  return a.type === "place" ? t("table.yourCharacter", { character: characterNameOf(a.character) }) : t("table.thisOne");
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
