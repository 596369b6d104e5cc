import { NO_PICK } from "../board/pieces";
import {
  applyActionWithEvents,
  createGame,
  openingEvents,
  viewFor,
  type GameEvent,
  type GameRecord,
  type GameState,
  type GameView,
} from "../../shared/engine";
import { fameSources } from "../../shared/analysis/fameSources";
import { renderLookBack } from "./lookBack";
import { ensureLookBackWords } from "./lookBackWords";
import type { AdviceMoment, AdviceReply } from "../net/TableConnection";
import type { AdviceStore } from "./lookBackAdvice";
import { hintKeys } from "../board/hintKeys";
import { Story, type StoryLine } from "../log/story";
import { BoardScene } from "../board/BoardScene";
import { characterName } from "./actionText";
import { gameServerUrl } from "../net/serverUrl";
import { shownSeatNames } from "../i18n/seatName";
import { language, loadAlleyWords, name as nameOf, onLanguageChange, t } from "../i18n";
import { catalogueFor } from "../log/catalogues";
import { turnsOf } from "./statusLine";
import { installReplayHooks } from "../debugHooks";

const $ = (id: string): HTMLElement => document.getElementById(id)!;

/** A finished game as GET /api/games/<code> describes it. */
interface FinishedGame {
  code: string;
  names: string[];
}

/** One step of a replay: the state after it, and the log lines of the action that led there (numbered as live). */
interface Step {
  state: GameState;
  lines: StoryLine[];
  /** The public events of the step (the look back reads them). */
  events: GameEvent[];
}

/**
 * The replay viewer: steps through a finished game action by action (previous/next, jump to a
 * turn, play at a chosen speed), drawing the public board at each moment. The game is over, so
 * everyone's assignments are shown as they were planned, turn by turn.
 */
export class ReplayScreen {
  index = 0;
  /** The view drawn at the current step. */
  view: GameView | null = null;
  timer: ReturnType<typeof setInterval> | null = null;

  private constructor(
    private readonly code: string,
    private readonly stored: string[],
    private steps: Step[],
    private readonly scene: BoardScene,
    private readonly darkAlley: boolean,
  ) {}

  /** The seats' names as this reader reads them now (a default name in the page's language: seatName.ts). */
  private get names(): string[] {
    return shownSeatNames(this.stored);
  }

  static async open(code: string): Promise<ReplayScreen> {
    const base = `${gameServerUrl()}/api/games/${code}`;
    const [infoResponse, recordResponse] = await Promise.all([fetch(base), fetch(`${base}/record`)]);
    if (!infoResponse.ok || !recordResponse.ok) {
      const body = (await (infoResponse.ok ? recordResponse : infoResponse).json().catch(() => ({}))) as {
        error?: string;
      };
      throw new Error(body.error ?? t("landing.noGame", { code }));
    }
    const info = (await infoResponse.json()) as FinishedGame;
    const record = (await recordResponse.json()) as GameRecord;
    // A Dark Alley game's words come before its story is told (a base game's replay never fetches them).
    if (record.options.modules?.darkAlley === true) await loadAlleyWords();
    const steps = replaySteps(record, shownSeatNames(info.names));
    const scene = await BoardScene.mount($("board"));
    const screen = new ReplayScreen(code, info.names, steps, scene, record.options.modules?.darkAlley === true);
    // Test hook (debug flag only), as at a live table: the cards under a seat's characters as drawn.
    installReplayHooks((seat) =>
      Object.fromEntries(Object.entries(screen.view?.players[seat]?.characters ?? {}).map(([id, c]) => [id, c.card])),
    );
    screen.buildControls();
    screen.show(steps.length - 1);
    onLanguageChange(() => {
      const playing = screen.timer !== null;
      screen.stop();
      // The log lines are told again in the new language (the states are the same).
      screen.steps = replaySteps(record, shownSeatNames(info.names));
      screen.buildControls();
      screen.show(screen.index);
      if (playing) screen.togglePlay(document.querySelector<HTMLButtonElement>("#replay-play")!);
    });
    return screen;
  }

  buildControls(): void {
    const panel = $("actions");
    const title = document.createElement("h3");
    title.textContent = t("replay.title", { code: this.code });
    const position = document.createElement("p");
    position.id = "replay-position";
    position.className = "note";
    const row = document.createElement("div");
    row.className = "replay-controls";
    const button = (label: string, title: string, onClick: () => void): HTMLButtonElement => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.title = title;
      b.setAttribute("aria-label", title);
      b.addEventListener("click", onClick);
      row.append(b);
      return b;
    };
    button(t("replay.start"), t("replay.firstStep"), () => this.go(0));
    button("◀", t("replay.previous"), () => this.go(this.index - 1));
    const play = button(t("replay.play"), t("replay.playLabel"), () => this.togglePlay(play));
    play.id = "replay-play";
    button("▶|", t("replay.next"), () => this.go(this.index + 1));
    button(t("replay.end"), t("replay.lastStep"), () => this.go(this.steps.length - 1));

    const turnLabel = document.createElement("label");
    turnLabel.className = "action-field";
    turnLabel.textContent = t("replay.jumpToTurn");
    const turn = document.createElement("select");
    turn.name = "turn";
    const turns = [...new Set(this.steps.map((s) => s.state.turn))].filter((t) => t > 0);
    for (const n of turns) turn.append(new Option(t("replay.turn", { n }), String(n)));
    turn.addEventListener("change", () => this.go(this.steps.findIndex((s) => s.state.turn === Number(turn.value))));
    turnLabel.append(turn);

    const speedLabel = document.createElement("label");
    speedLabel.className = "action-field";
    speedLabel.textContent = t("replay.speed");
    const speed = document.createElement("select");
    speed.name = "speed";
    for (const perSecond of [1, 2, 5, 10])
      speed.append(new Option(t("replay.perSecond", { count: perSecond }), String(1000 / perSecond)));
    speed.value = this.speed?.value ?? "500";
    speed.addEventListener("change", () => {
      if (this.timer) {
        this.stop();
        this.togglePlay(play);
      }
    });
    speedLabel.append(speed);

    const download = document.createElement("a");
    download.href = `${gameServerUrl()}/api/games/${this.code}/record`;
    download.download = `trickerion-${this.code}.json`;
    download.textContent = t("replay.download");
    panel.replaceChildren(title, position, row, turnLabel, speedLabel, download, this.lookBack());
    this.speed = speed;
    $("lobby").replaceChildren();
  }

  private speed: HTMLSelectElement | null = null;
  /** The look back's advice asked in this replay, kept as data so a language switch words it again. */
  private readonly advice: AdviceStore = new Map();
  /** The step whose board shows a piece of the advice lit: any other step clears it. */
  private litAt: number | null = null;

  /** The look back at the whole game (where the Fame came from), folded under the controls. */
  private lookBack(): HTMLElement {
    ensureLookBackWords();
    const details = document.createElement("details");
    details.className = "replay-look-back";
    const summary = document.createElement("summary");
    summary.textContent = t("lookBack.open");
    const start = this.steps[0]!.state.players.map((p) => p.fame);
    details.append(
      summary,
      renderLookBack(
        fameSources(
          this.steps.flatMap((s) => s.events),
          start,
          { darkAlley: this.darkAlley },
        ),
        this.names,
        {
          // The replay is of a finished, public game: anyone may ask about any seat.
          seats: this.names.map((_, seat) => seat),
          store: this.advice,
          ask: (seat) => this.askAdvice(seat),
          game: this.steps.at(-1)!.state,
          show: (moment, seat) => this.showMoment(moment, seat),
        },
      ),
    );
    return details;
  }

  private async askAdvice(seat: number): Promise<AdviceReply> {
    const response = await fetch(`${gameServerUrl()}/api/games/${this.code}/advice/${seat}`);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return body as AdviceReply;
    return {
      ok: false,
      code: typeof body.code === "string" ? body.code : "ADVICE_FAILED",
      message: typeof body.message === "string" ? body.message : "",
    };
  }

  /** Jumps to the step just before the moment and lights the piece the Grand Magician would have used. */
  private showMoment(moment: AdviceMoment, seat: number): void {
    if (this.timer) this.togglePlay(document.querySelector<HTMLButtonElement>("#replay-play")!);
    this.go(moment.move);
    if (moment.bot) {
      this.scene.hint.show(hintKeys(moment.bot, seat));
      this.litAt = this.index;
      this.scene.invalidate();
    }
  }

  togglePlay(button: HTMLButtonElement): void {
    if (this.timer) {
      this.stop();
      button.textContent = t("replay.play");
      return;
    }
    if (this.index >= this.steps.length - 1) this.go(0);
    button.textContent = t("replay.pause");
    this.timer = setInterval(
      () => {
        if (this.index >= this.steps.length - 1) {
          this.stop();
          button.textContent = t("replay.play");
        } else this.go(this.index + 1);
      },
      Number(this.speed?.value ?? 500),
    );
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private go(index: number): void {
    this.show(Math.max(0, Math.min(this.steps.length - 1, index)));
  }

  show(index: number): void {
    if (this.litAt !== null && this.litAt !== index) {
      this.scene.hint.clear();
      this.litAt = null;
    }
    this.index = index;
    const step = this.steps[index]!;
    const state = step.state;
    const view = openView(state);
    this.view = view;
    this.scene.draw(
      {
        view,
        game: state,
        names: this.names,
        viewer: null,
        mySeats: [],
        placeTargets: new Map(),
        legal: [],
        pick: NO_PICK,
      },
      { slot: () => {}, menu: () => {}, space: () => {}, marker: () => {}, pickTrick: () => {}, rotate: () => {} },
    );
    const phase = t(`status.phase.${state.phase}`, { defaultValue: state.phase });
    const where = state.turn > 0 ? `${t("status.turn", { turn: state.turn, turns: turnsOf(state) })}, ${phase}` : phase;
    $("replay-position").textContent = t("replay.position", { index, total: this.steps.length - 1, where });
    $("status-line").textContent = step.lines.map((l) => l.text).join(" ") || t("replay.setUp");
    // The log shows what happened up to this step, each line with its action's number as at the live table.
    const log = $("log");
    const lines = this.steps.slice(Math.max(0, index - 11), index + 1).flatMap((s) => s.lines);
    const title = document.createElement("h3");
    title.textContent = t("replay.logTitle");
    const list = document.createElement("ol");
    list.className = "log-lines full";
    list.tabIndex = 0; // it scrolls: focusable so the keyboard can scroll it
    list.setAttribute("aria-label", t("replay.logTitle"));
    for (const line of lines) {
      const item = document.createElement("li");
      item.className = `log-line log-${line.kind}`;
      item.dataset.move = String(line.move);
      const text = Object.assign(document.createElement("span"), { className: "log-text", textContent: line.text });
      // As in the live log: no record number on the line (logPanel.ts).
      item.append(document.createElement("span"), text);
      list.append(item);
    }
    log.replaceChildren(title, list);
    const turn = document.querySelector<HTMLSelectElement>('select[name="turn"]');
    if (turn && state.turn > 0) turn.value = String(state.turn);
    document.body.dataset.replayStep = String(index);
    document.body.dataset.boardReady = "true";
  }
}

/** Every state of a recorded game, from the set-up game to the end, with the log lines of each action. */
export function replaySteps(record: GameRecord, names: readonly string[]): Step[] {
  let state = createGame(record.options, record.seed);
  const story = new Story(names, catalogueFor(language()));
  const opening = openingEvents(state);
  const steps: Step[] = [{ state, lines: story.add({ move: -1, events: opening }), events: opening }];
  for (const [i, { seat, action }] of record.actions.entries()) {
    const result = applyActionWithEvents(state, seat, action);
    if (!result.ok) throw new Error(t("replayMore.damaged", { n: i + 1, code: result.error.code }));
    const lines = story.add({ move: i, events: result.events });
    steps.push({
      state: result.state,
      lines: lines.length ? lines : planLine(seat, action, names, i + 1, story.turn),
      events: result.events,
    });
    state = result.state;
  }
  return steps;
}

/** The game is over: the public board plus every seat's own plan, so all assignments show. */
function openView(state: GameState): GameView {
  const view = viewFor(state, "spectator");
  return { ...view, players: state.players.map((p) => viewFor(state, p.seat).players[p.seat]!) };
}

/** The live log keeps plans secret; once the game is over, the replay may tell them. */
function planLine(
  seat: number,
  action: GameRecord["actions"][number]["action"],
  names: readonly string[],
  move: number,
  turn: number,
): StoryLine[] {
  const who = names[seat] ?? t("panel.seat", { n: seat + 1 });
  const line = (text: string): StoryLine[] => [
    { move, turn, phase: "assignment", kind: "act", seats: [seat], text, details: [] },
  ];
  if (action.type === "assign")
    return line(
      t("replayMore.assigned", {
        name: who,
        card: nameOf("location", action.location),
        character: characterName(action.character),
      }),
    );
  if (action.type === "unassign")
    return line(t("replayMore.unassigned", { name: who, character: characterName(action.character) }));
  return [];
}
