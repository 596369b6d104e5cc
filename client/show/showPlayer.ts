import { gainsOf, type GameEvent, type GameView, type TheaterCard } from "../../shared/engine";
import type { HistoryEntry } from "../../shared/protocol";
import { catalogueFor } from "../log/catalogues";
import { language, t } from "../i18n";
import { renderTurnSummary, type TurnSummary } from "./turnSummary";
import { Timeline } from "./timeline";
import { SHOW_MS } from "./showTimes";

/** Frames a second while a show plays (enough for a 1.5 s show; cheap on a software renderer). */
const FPS = 20;

/** How long the End Turn summary stays up at speed 1 unless closed. */
const SUMMARY_MS = 6000;

/** Show speeds people can choose; the factor multiplies time. */
export const SHOW_SPEEDS = { slow: 0.6, normal: 1, fast: 2 } as const;
export type ShowSpeed = keyof typeof SHOW_SPEEDS;
/** What the story is telling: a show, a skipped day's note, the End Turn summary, or nothing (""). */
export type StoryKind = "show" | "note" | "summary" | "";
const SPEED_KEY = "trickerion:showSpeed";

/**
 * The board a show is drawn on (showBoard.ts, which brings PixiJS): given once the board is made. Until then (a
 * phone's first screen is DOM only) each show is told in the show bar's words for as long as it would have played.
 */
export interface ShowDrawing {
  play(
    event: Extract<GameEvent, { type: "show" }>,
    card: TheaterCard | null,
    cards: number,
    rankOf: (seat: number) => number,
    names: readonly string[],
  ): Timeline;
  invalidate(): void;
}

/** One thing the show plays, with the history entry (0-based) whose events it tells. */
type Step = (
  | { kind: "show"; event: Extract<GameEvent, { type: "show" }> }
  | { kind: "note"; text: string }
  | { kind: "summary"; summary: TurnSummary }
) & { entry: number };

/**
 * Shows and skipped-day notes keep the board at the moment before their action (see storyHold.ts); the End Turn
 * summary does not: it tells the change the board then shows.
 */
const holdsBoard = (step: Step): boolean => step.kind !== "summary";

/**
 * Plays the story of live actions on the board: each show, weekday by weekday (SHOW_TIMES), then the End Turn
 * summary. Only the client waits: the game and its bots go on, and a show that falls behind is hurried. It runs
 * requestAnimationFrame only while something plays, so the board still renders on demand.
 */
export class ShowPlayer {
  /** Where shows are drawn, once the board is made (drawOn). */
  private board: ShowDrawing | null = null;
  private readonly queue: Step[] = [];
  private current: Timeline | null = null;
  /** The step `current` plays. */
  private currentStep: Step | null = null;
  /** History entries received so far (a whole history counts them all). */
  private received = 0;
  /** The last `reached` told to onReach. */
  private lastReach = -1;
  /** Whether the current step draws on the board (a show), so each frame needs a render. */
  private drawsOnBoard = false;
  private lastFrame = 0;
  private view: GameView | null = null;
  private names: readonly string[] = [];
  /** Fame gained or lost by each seat since the turn began, for the End Turn summary. */
  private fameThisTurn = new Map<number, number>();
  private turn = 0;
  speed: ShowSpeed = readSpeed();

  constructor(
    private readonly bar: HTMLElement,
    private readonly summaryHost: HTMLElement,
  ) {
    this.renderBar("");
  }

  /** The board is made: the shows from the next one on are drawn on it. */
  drawOn(drawing: ShowDrawing): void {
    this.board = drawing;
  }

  /** Called with every view the board draws (held at the story's moment: the show reads its card from it). */
  noteView(view: GameView, names: readonly string[]): void {
    this.view = view;
    this.names = names;
  }

  /**
   * Called with the number of history entries the story has reached whenever it changes: the board draws the
   * newest snapshot that has told no more than that (StoryHold).
   */
  onReach: ((reached: number) => void) | null = null;

  /** Entries whose shows and notes are all over: the first entry still to play or playing, else all received. */
  private reachedNow(): number {
    let reached = this.received;
    if (this.currentStep && holdsBoard(this.currentStep)) reached = Math.min(reached, this.currentStep.entry);
    for (const step of this.queue) if (holdsBoard(step)) reached = Math.min(reached, step.entry);
    return reached;
  }

  private emitReach(): void {
    const reached = this.reachedNow();
    if (reached === this.lastReach) return;
    this.lastReach = reached;
    document.body.dataset.storyReached = String(reached); // for scripts and tests
    this.onReach?.(reached);
  }

  /**
   * New history: live entries are played; a whole history (a join, an undo) ends what was playing (the board
   * goes to the table's state) and only sets the turn's Fame tally.
   */
  add(entries: readonly HistoryEntry[], reset: boolean): void {
    if (reset) {
      this.catchUp();
      this.received = entries.length;
      this.fameThisTurn.clear();
      for (const entry of entries) for (const e of entry.events) this.tally(e);
      this.next();
      this.emitReach();
      return;
    }
    for (const entry of entries) {
      const index = this.received++;
      // The game is over: what is still queued is dropped (the log and the replay keep it), so the final
      // scores come at once, after this last action's own show.
      if (entry.events.some((e) => e.type === "final")) this.catchUp();
      const endOfTurn: GameEvent[] = [];
      for (const e of entry.events) {
        if (e.type === "show") this.queue.push({ kind: "show", event: e, entry: index });
        else if (e.type === "skip")
          this.queue.push({
            kind: "note",
            text: catalogueFor(language()).skip(
              this.names[e.seat] ?? catalogueFor(language()).seat(e.seat + 1),
              catalogueFor(language()).names.weekday(e.weekday),
            ),
            entry: index,
          });
        if (
          e.type === "wages" ||
          e.type === "orders" ||
          e.type === "cards" ||
          e.type === "final" ||
          (e.type === "turn" && endOfTurn.length)
        )
          endOfTurn.push(e);
        if (e.type !== "turn") this.tally(e);
      }
      // A page more than a turn behind (fast bots, a busy machine) drops what it has not played of the older
      // turn: the log tells it, and the board catches up with the table.
      if (endOfTurn.length && this.queue.some((q) => q.kind === "summary")) this.catchUp();
      // The game's last End Turn is told by the game-over panel instead.
      if (endOfTurn.length && !endOfTurn.some((e) => e.type === "final"))
        this.queue.push({
          kind: "summary",
          summary: { turn: this.turn, events: endOfTurn, fame: new Map(this.fameThisTurn) },
          entry: index,
        });
      for (const e of entry.events) if (e.type === "turn") this.tally(e);
    }
    this.next();
    this.emitReach();
  }

  /** Drops every queued step and ends the one playing (without opening an older summary). */
  private catchUp(): void {
    this.queue.length = 0;
    const tl = this.current;
    this.current = null;
    this.currentStep = null;
    tl?.finish();
    this.summaryHost.hidden = true;
  }

  private tally(e: GameEvent): void {
    if (e.type === "turn") {
      this.turn = e.turn;
      this.fameThisTurn.clear();
      return;
    }
    for (const [seat, fame] of gainsOf(e))
      if (fame) this.fameThisTurn.set(seat, (this.fameThisTurn.get(seat) ?? 0) + fame);
  }

  setSpeed(speed: ShowSpeed): void {
    this.speed = speed;
    try {
      localStorage.setItem(SPEED_KEY, speed);
    } catch {
      /* the choice then lasts for this page only */
    }
  }

  /** Plays everything queued to its end at once. */
  skip(): void {
    this.current?.finish();
    this.current = null;
    this.currentStep = null;
    const summaries = this.queue.filter((s): s is Extract<Step, { kind: "summary" }> => s.kind === "summary");
    this.queue.length = 0;
    const last = summaries.at(-1);
    if (last) this.openSummary(last.summary);
    this.finished();
  }

  private get summaryShowing(): boolean {
    return !this.summaryHost.hidden;
  }

  get playing(): boolean {
    return this.current !== null;
  }

  /** Whether the story waits before its next step (hold). */
  private held = false;
  /** Whether the End Turn summary stays up until Continue (a lesson), instead of closing after SUMMARY_MS. */
  summaryWaits = false;
  /**
   * Whether the End Turn summary waits for its reader: Continue, or the person's next move (`readerActed`). A
   * seated person's page: a newcomer reads slowly, and nothing of the next turn's story can come before their own
   * next move anyway. A watching screen (nobody to close it) closes it itself after SUMMARY_MS.
   */
  summaryWaitsForMove = false;

  /**
   * Holds the story before its next step (what plays now plays to its end), or lets it go on. The board stays
   * at the moment before the held show, as while it plays.
   */
  hold(held: boolean): void {
    if (this.held === held) return;
    this.held = held;
    if (!held) this.next();
  }

  private next(): void {
    if (this.current) return;
    if (this.held && this.queue.length) {
      this.currentStep = null;
      this.emitReach();
      return;
    }
    const step = this.queue.shift();
    if (!step) return this.finished();
    this.currentStep = step;
    document.body.dataset.showEntry = String(step.entry); // for scripts and tests
    // A show or a note holds the board just before its action; the summary lets it move to the next turn.
    this.emitReach();
    let tl: Timeline;
    if (step.kind === "summary") {
      // The summary stays up a while (Continue closes it sooner); later shows wait for it, the game does not.
      this.openSummary(step.summary);
      this.renderBar("");
      tl = new Timeline().add(0, SUMMARY_MS, () => {}).onEnd(() => (this.summaryHost.hidden = true));
      this.tellStory("summary");
      this.drawsOnBoard = false;
      this.current = tl;
      this.gen++;
      this.lastFrame = performance.now();
      // Waiting for its reader: no clock runs; Continue (or Skip) ends it.
      if (!this.summaryWaits && !this.summaryWaitsForMove) this.schedule();
      return;
    }
    if (step.kind === "show") {
      const e = step.event;
      // The board is now held just before this action (StoryHold), so the card it draws is the one performed.
      const card = this.view?.theaterCards[e.slot] ?? null;
      const players = this.view?.players ?? [];
      const ranking = [...players].sort((a, b) => b.fame - a.fame).map((p) => p.seat);
      tl =
        this.board?.play(
          e,
          card,
          this.view?.theaterCards.length ?? e.slot + 1,
          (seat) => Math.max(0, ranking.indexOf(seat)),
          this.names,
        ) ?? new Timeline().add(0, SHOW_MS, () => {});
      const w = catalogueFor(language());
      this.renderBar(
        t("show.performs", {
          day: w.names.weekday(e.weekday),
          name: this.names[e.seat] ?? w.seat(e.seat + 1),
          card: w.names.card(e.card),
        }),
      );
    } else {
      this.renderBar(step.text);
      tl = new Timeline().add(0, 900, () => {}); // a note stays up a moment
    }
    this.tellStory(step.kind);
    this.drawsOnBoard = step.kind === "show" && this.board !== null;
    this.current = tl;
    this.gen++;
    this.lastFrame = performance.now();
    this.schedule();
  }

  /**
   * The next frame, at most FPS a second: a software-rendered page (no GPU) must stay responsive to clicks
   * while a show plays.
   */
  private schedule(): void {
    const gen = this.gen;
    setTimeout(() => requestAnimationFrame((t) => gen === this.gen && this.frame(t)), 1000 / FPS);
  }

  /** Bumped for every step started, so a frame scheduled for an earlier step does nothing. */
  private gen = 0;

  private frame(now: number): void {
    const tl = this.current;
    if (!tl) return;
    // Falling behind (bots play fast): hurry, so the show never lags the table by more than a few seconds.
    const hurry = this.queue.length > 3 ? 2 : 1;
    // Real time, so a slow machine shows fewer frames rather than a slower show (a long stall is cut short).
    const running = tl.advance(Math.min(400, now - this.lastFrame) * SHOW_SPEEDS[this.speed] * hurry);
    this.lastFrame = now;
    if (this.drawsOnBoard) this.board?.invalidate(); // a note or the summary changes nothing on the canvas
    if (running) {
      this.schedule();
      return;
    }
    if (this.current === tl) this.current = null;
    this.next();
  }

  /** What the story tells now: a show, a skipped day's note, the End Turn summary, or nothing (""). */
  onStory: ((kind: StoryKind) => void) | null = null;

  private tellStory(kind: StoryKind): void {
    document.body.dataset.show = kind; // for scripts and tests
    this.onStory?.(kind);
  }

  /** Called whenever the show has nothing left to play. */
  onIdle: (() => void) | null = null;

  private finished(): void {
    this.currentStep = null;
    this.emitReach();
    this.onIdle?.();
    this.renderBar("");
    this.tellStory("");
    this.board?.invalidate();
  }

  private openSummary(summary: TurnSummary): void {
    renderTurnSummary(this.summaryHost, summary, this.names, () => this.closeSummary());
    this.summaryHost.hidden = false;
  }

  /** Continue: the summary closes and what waited behind it plays. */
  private closeSummary(): void {
    const tl = this.current;
    const open = this.summaryShowing;
    this.summaryHost.hidden = true;
    if (!tl || !open) return;
    tl.finish();
    // A summary that waits for its reader has no frame running to start what follows it.
    if ((this.summaryWaits || this.summaryWaitsForMove) && this.current === tl) {
      this.current = null;
      this.next();
    }
  }

  /**
   * The person made a move: they have read the End Turn summary still up, so it closes as Continue would, and
   * the answer to their move (a show it starts waits behind the summary) plays at once instead of seconds later.
   * A lesson's summary waits for its Continue, whatever the person does.
   */
  readerActed(): void {
    if (this.summaryWaits || !this.summaryShowing) return;
    if (this.currentStep?.kind === "summary") this.closeSummary();
    else this.summaryHost.hidden = true; // reopened by Skip: nothing waits behind it
  }

  /** The show bar over the board: what is playing, the speed, and Skip. */
  private renderBar(caption: string): void {
    this.bar.hidden = caption === "";
    const text = document.createElement("span");
    text.className = "show-caption";
    text.textContent = caption;
    const speed = document.createElement("select");
    speed.setAttribute("aria-label", t("show.speed"));
    for (const value of ["slow", "normal", "fast"] as const) speed.append(new Option(t(`show.${value}`), value));
    speed.value = this.speed;
    speed.addEventListener("change", () => this.setSpeed(speed.value as ShowSpeed));
    const skip = document.createElement("button");
    skip.type = "button";
    skip.textContent = t("show.skip");
    skip.title = t("show.skipTitle");
    skip.addEventListener("click", () => this.skip());
    this.bar.replaceChildren(text, speed, skip);
  }
}

function readSpeed(): ShowSpeed {
  try {
    const s = localStorage.getItem(SPEED_KEY);
    return s === "slow" || s === "fast" ? s : "normal";
  } catch {
    return "normal";
  }
}
