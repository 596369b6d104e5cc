import { activeSeats, legalActions, type GameState } from "../../shared/engine";
import type { LessonId } from "../../shared/lesson/lessons";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { gameFromTable } from "../state/gameFromTable";
import { onLanguageChange } from "../i18n";
import { BASICS } from "./basics";
import { DARK_ALLEY } from "./darkAlley";
import { attachLight, litBoxes, setLights } from "./lessonLight";
import type { BoardScene } from "../board/BoardScene";
import { LessonPanel, type PanelNote } from "./lessonPanel";
import { loadProgress, saveProgress, type LessonProgress } from "./progress";
import { stepWindow, type Lesson, type LessonContext, type LessonStep } from "./script";
import { installLessonHooks } from "../debugHooks";
import type { StoryKind } from "../show/showPlayer";

// Walks a lesson's steps against the real game: after every snapshot the board draws, each step that is done (its
// predicate holds), read (a told step's Next) or past its moment is left behind, the current one is shown and its
// pieces lit. The table itself is untouched: the person's clicks on the board are the moves, the server decides.
// It follows the drawn snapshots, not the live ones: the board holds each snapshot until the show has told it
// (client/show/storyHold.ts), and a step ahead of the board would light pieces that are not drawn yet.

/** What the runner needs of the table screen (client/ui/tableScreen.ts). */
export interface LessonTable {
  readonly board: BoardScene;
  onDrawn(listener: (snapshot: TableSnapshot) => void): unknown;
  onStory(listener: (kind: StoryKind) => void): unknown;
  holdStory(held: boolean): void;
  summaryWaitsForReader(): void;
}

const LESSONS: Record<LessonId, Lesson> = { basics: BASICS, "dark-alley": DARK_ALLEY };

export class LessonRunner {
  private readonly lesson: Lesson;
  private game: GameState | null = null;
  private base: GameState | null = null;
  private seat = 0;
  private note: PanelNote | null = null;
  /** The person's own state at the last snapshot: a change that does not finish the step was a move off the script. */
  private mine = "";
  /** The step whose pieces were last lit. */
  private litStep = -1;
  /** What the page's story tells now (a show, a note, the summary, nothing). */
  private story: StoryKind = "";
  private readonly panel: LessonPanel;

  constructor(
    private readonly connection: TableConnection,
    private readonly table: LessonTable,
    private readonly progress: LessonProgress,
  ) {
    this.lesson = LESSONS[progress.lesson];
    this.panel = new LessonPanel(progress.lesson, {
      next: () => this.read(),
      skip: () => this.skip(),
      restart: () => window.location.assign(`/?lesson=${progress.lesson}`),
      leave: () => window.location.assign("/"),
      another: (id) => window.location.assign(`/?lesson=${id}`),
    });
    attachLight(table.board);
    table.summaryWaitsForReader();
    table.onDrawn((snapshot) => this.onSnapshot(snapshot));
    table.onStory((kind) => {
      this.story = kind;
      this.render();
    });
    onLanguageChange(() => this.render());
    // The current step, its words and its lit pieces, for the browser tests only (behind the debug flag).
    installLessonHooks(() => ({
      lesson: this.lesson.id,
      index: this.progress.step,
      count: this.lesson.steps.length,
      step: this.current()?.id ?? null,
      finished: this.progress.finished,
      lights: litBoxes(),
    }));
  }

  /** Starts the lesson of this table if this device began one here (its progress is kept by table code). */
  static mountIfLesson(connection: TableConnection, table: LessonTable): LessonRunner | null {
    if (document.body.classList.contains("board-mode")) return null;
    const progress = loadProgress(connection.code);
    return progress ? new LessonRunner(connection, table, progress) : null;
  }

  private current(): LessonStep | null {
    return this.progress.finished ? null : (this.lesson.steps[this.progress.step] ?? null);
  }

  private context(step: LessonStep | null): LessonContext | null {
    if (!this.game || !step) return null;
    return {
      game: this.game,
      seat: this.seat,
      legal: legalActions(this.game, this.seat),
      base: this.base ?? this.game,
    };
  }

  private onSnapshot(snapshot: TableSnapshot): void {
    if (snapshot.status === "lobby" || snapshot.state.players.length === 0) return;
    this.seat = snapshot.mySeats[0] ?? 0;
    const game = gameFromTable(snapshot.state, this.seat);
    const mine = JSON.stringify(game.players[this.seat]);
    const before = this.progress.step;
    // Only a change made while it was the person's move counts (a bot's link can hand the person a Shard).
    const prev = this.game;
    const moved =
      prev !== null &&
      mine !== this.mine &&
      prev.phase === game.phase &&
      game.phase !== "performance" &&
      activeSeats(prev).includes(this.seat);
    this.game = game;
    this.mine = mine;
    this.advance();
    const step = this.current();
    // A legal move the step did not ask for: say so (the person may undo it, or go on: the steps adapt).
    if (moved && this.progress.step === before && step && !step.told) this.note = { kind: "offScript" };
    this.render();
  }

  /** Leaves behind every step that is done, read or past; the first one still waiting becomes current. */
  private advance(): void {
    const game = this.game;
    if (!game) return;
    for (let step = this.current(); step; step = this.current()) {
      const window = stepWindow(step, game);
      if (window === "before") break;
      const c = this.context(step)!;
      if (step.told ? this.progress.read.includes(this.progress.step) : step.done?.(c)) {
        if (!step.told) this.note = { kind: "done", step: step.id, words: step.words?.(c) ?? {} };
      } else if (window === "after") {
        this.note = { kind: "passed", step: step.id };
      } else break;
      this.moveOn();
    }
  }

  private moveOn(): void {
    this.progress.step++;
    this.base = this.game;
    if (this.progress.step >= this.lesson.steps.length) this.progress.finished = true;
    saveProgress(this.connection.code, this.progress);
  }

  /** Next on a told step. */
  private read(): void {
    if (!this.progress.read.includes(this.progress.step)) this.progress.read.push(this.progress.step);
    this.note = null;
    this.moveOn();
    this.advance();
    this.render();
  }

  /** The person skips the current step: the lesson moves on, the game is as it was. */
  private skip(): void {
    this.note = null;
    this.moveOn();
    this.advance();
    this.render();
  }

  private render(): void {
    const step = this.current();
    const c = this.context(step);
    // A step whose moment has not come yet (the person skipped ahead) lights nothing: the table's panel says what is due.
    const early = !!step && !!this.game && stepWindow(step, this.game) === "before";
    // A show (or a skipped day's note) is playing: the board is held before its action, so the drawn table's turn
    // is not the story's. The lesson follows the story: it says to watch, lights nothing, and neither asks for the
    // move the show is telling nor shows a later step as if the bot were deciding (playtest 7, defect 6).
    const playing = this.story === "show" || this.story === "note";
    // Whose decision the table waits for: the person's (the panel shows it) or the bot's (it is thinking).
    const waiting =
      !early || !this.game ? null : playing ? "story" : activeSeats(this.game).includes(this.seat) ? "mine" : "others";
    const lights = (!early && !playing && step && c && step.light?.(c)) || [];
    // Fresh: the step's pieces are lit for the first time (a step that began before its moment, while the bot was
    // still deciding, lights them later: the phone's tab and camera go to them then).
    const fresh = lights.length > 0 && this.litStep !== this.progress.step;
    if (lights.length > 0) this.litStep = this.progress.step;
    this.panel.render({
      index: this.progress.step,
      count: this.lesson.steps.length,
      step: step?.id ?? null,
      told: !!step?.told,
      words: step && c ? (step.words?.(c) ?? {}) : {},
      lit: lights.length > 0 ? ("panel" in lights[0]! ? "panel" : "board") : null,
      waiting,
      playing,
      note: this.note,
      finished: this.progress.finished,
    });
    setLights(lights, fresh);
    // "Watch its show" must come before the show: the story waits while such a step is unread.
    this.table.holdStory(!!step?.told && !!step.holdsStory);
  }
}
