import type { Action, GameState } from "../../shared/engine";
import type { AdviceMoment, AdviceReply } from "../net/TableConnection";
import { amount, formatList, formatNumber, name as name_, refusalText, t } from "../i18n";
import { actionLabel, characterName } from "./actionText";
import { doesWords, versusWords } from "./hintWords";
import { ensureLookBackWords } from "./lookBackWords";
import { ensureReasonWords } from "./reasonWords";

// The look back's last block (issue 28): what the Grand Magician would have done at a player's key moments. Asked on
// demand (each answer is seconds of search on the server), shown while it thinks, then only the moments where the
// bot would have played otherwise, in words with its reason. The answers are kept as data in an AdviceStore that
// outlives the block, so a language switch (which redraws the whole look back) words them again without asking.

/** What one seat's advice is at: not asked, being worked out, or answered (or refused). */
export type AdviceState = { status: "thinking" } | { status: "done"; reply: AdviceReply };

/** The answers of one page, per seat: kept by the screen that shows the look back. */
export type AdviceStore = Map<number, AdviceState>;

export interface AdviceOptions {
  /** The seats the reader may ask about (their own at a table; every seat for a spectator or in a replay). */
  seats: readonly number[];
  names: readonly string[];
  store: AdviceStore;
  ask(seat: number): Promise<AdviceReply>;
  /** A game state to word the moves with (names of slots and cards). */
  game: GameState | null;
  /** The replay viewer: shows that moment on the board with the bot's piece lit; absent at game over. */
  show?: (moment: AdviceMoment, seat: number) => void;
}

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);

/** The advice block; it redraws itself when an answer arrives. */
export function renderAdvice(options: AdviceOptions): HTMLElement {
  ensureLookBackWords();
  const box = el("section", { className: "look-back-advice" });
  box.dataset.testid = "look-back-advice";
  const redraw = (): void => {
    box.replaceChildren(...adviceParts(options, redraw));
  };
  redraw();
  return box;
}

function adviceParts(options: AdviceOptions, redraw: () => void): HTMLElement[] {
  const { seats, names, store } = options;
  const name = (seat: number): string => names[seat] || t("panel.seat", { n: seat + 1 });
  const parts: HTMLElement[] = [
    el("h3", { textContent: t("lookBack.advice.title") }),
    el("p", { className: "note", textContent: t("lookBack.advice.intro") }),
  ];
  for (const seat of seats) {
    const state = store.get(seat);
    const part = el("div", { className: "advice-seat" });
    part.dataset.seat = String(seat);
    if (!state) {
      const ask = el("button", {
        type: "button",
        className: "advice-ask",
        textContent: t("lookBack.advice.ask", { name: name(seat) }),
      });
      ask.addEventListener("click", () => {
        store.set(seat, { status: "thinking" });
        redraw();
        options
          .ask(seat)
          .catch(
            (e: unknown): AdviceReply => ({ ok: false, code: "ADVICE_FAILED", message: (e as Error)?.message ?? "" }),
          )
          .then((reply) => {
            store.set(seat, { status: "done", reply });
            redraw();
          });
      });
      part.append(ask);
    } else if (state.status === "thinking") {
      const p = el("p", {
        className: "advice-thinking",
        textContent: t("lookBack.advice.thinking", { name: name(seat) }),
      });
      p.setAttribute("role", "status");
      part.append(p);
    } else {
      part.append(...answerParts(state.reply, seat, name, options));
    }
    parts.push(part);
  }
  return parts;
}

/** One seat's answer in words: what the look back shows, worded now (in the reader's language at this moment). */
export interface AdviceWords {
  /** The refusal, or "no key moment", when there is nothing else to show. */
  readonly only?: string;
  /** Which turns were looked at, against whom. */
  readonly looked?: string;
  /** The moments where the bot would have played otherwise. */
  readonly moments: readonly { moment: AdviceMoment; played: string; bot: string; does?: string; reason: string }[];
  /** How often it agreed. */
  readonly agreed?: string;
}

export function adviceWords(
  reply: AdviceReply,
  seat: number,
  names: readonly string[],
  game: GameState | null,
): AdviceWords {
  ensureLookBackWords();
  const name = (s: number): string => names[s] || t("panel.seat", { n: s + 1 });
  if (!reply.ok) return { only: refusalText(reply), moments: [] };
  if (!reply.moments.length) {
    const rival = reply.rival === null ? "" : name(reply.rival);
    return { only: t("lookBack.advice.none", { name: name(seat), rival }), moments: [] };
  }
  const looked =
    reply.rival === null
      ? undefined
      : t("lookBack.advice.looked", {
          count: reply.moments.length,
          turns: t("lookBack.advice.inTurns", {
            count: reply.turns.length,
            turns: formatList(reply.turns.map((x) => formatNumber(x.turn))),
          }),
          rival: name(reply.rival),
          fame: amount(
            "fame",
            reply.turns.reduce((sum, x) => sum + x.gap, 0),
          ),
        });
  // A plan step reads "Magician to Downtown" (the plan is a list of them); any other move as the hint words it.
  const words = (a: Action): string =>
    a.type === "assign"
      ? t("lookBack.advice.step", { character: characterName(a.character), location: name_("location", a.location) })
      : actionLabel(a, game);
  const moments = reply.moments
    .filter((m) => !m.same)
    .map((m) => ({
      ...doesOf(m, game),
      moment: m,
      played:
        m.kind === "plan"
          ? t("lookBack.advice.plan", {
              turn: m.turn,
              name: name(seat),
              plan: m.plan?.length ? formatList(m.plan.map(words)) : t("lookBack.advice.emptyPlan"),
            })
          : t("lookBack.advice.placement", { turn: m.turn, name: name(seat), move: words(m.played) }),
      bot: m.bot
        ? t(m.kind === "plan" ? "lookBack.advice.botPlan" : "lookBack.advice.bot", { move: words(m.bot) })
        : t("lookBack.advice.botNothing"),
      reason: whyWords(m),
    }));
  const agreed = !moments.length
    ? t("lookBack.advice.agreedAll", { count: reply.moments.length, name: name(seat) })
    : moments.length === reply.moments.length
      ? t("lookBack.advice.agreedNone", { count: reply.moments.length })
      : t("lookBack.advice.agreedSome", { count: reply.moments.length - moments.length, total: reply.moments.length });
  return { looked, moments, agreed };
}

/** What the bot's move does for the seat, as the hint says it ("Plan: Magician → the Theater…; now +2 Fame"). */
function doesOf(m: AdviceMoment, game: GameState | null): { does?: string } {
  const does = m.bot ? doesWords(m.bot, m.reason, game) : undefined;
  return does ? { does } : {};
}

/**
 * Why the bot's move over the seat's (issue 31: "winning 100 %" in a game the person lost taught nothing): its margin
 * over what the seat played, measured in the same sampled games; else the rules-of-thumb or only-move line; a search
 * that did not play the seat's move out says so rather than give a figure about its own move alone.
 */
function whyWords(m: AdviceMoment): string {
  const yours = t(m.kind === "plan" ? "lookBack.advice.yourPlan" : "lookBack.advice.yourMove");
  if (m.reason.versus) return versusWords(m.reason.versus, yours);
  if (m.reason.code === "expects") return t("lookBack.advice.notCompared", { yours });
  ensureReasonWords();
  return t(`bots.reason.${m.reason.code}`);
}

function answerParts(
  reply: AdviceReply,
  seat: number,
  name: (seat: number) => string,
  options: AdviceOptions,
): HTMLElement[] {
  const head = el("h4", { textContent: name(seat) });
  const words = adviceWords(reply, seat, options.names, options.game);
  if (words.only) {
    const p = el("p", { className: reply.ok ? "note" : "advice-refused", textContent: words.only });
    p.setAttribute("role", "status");
    return [head, p];
  }
  const out: HTMLElement[] = [head];
  if (words.looked) out.push(el("p", { className: "note", textContent: words.looked }));
  if (words.moments.length) {
    const list = el("ul", { className: "advice-moments" });
    for (const m of words.moments) {
      const item = el("li");
      item.dataset.turn = String(m.moment.turn);
      item.append(
        el("p", { className: "advice-played", textContent: m.played }),
        el("p", { className: "advice-bot", textContent: m.bot }),
        ...(m.does ? [el("p", { className: "note advice-does", textContent: m.does })] : []),
        el("p", { className: "note advice-reason", textContent: m.reason }),
      );
      if (options.show) {
        const show = options.show;
        const button = el("button", {
          type: "button",
          className: "advice-show",
          textContent: t("lookBack.advice.show"),
        });
        button.addEventListener("click", () => show(m.moment, seat));
        item.append(button);
      }
      list.append(item);
    }
    out.push(list);
  }
  if (words.agreed) out.push(el("p", { className: "note advice-agreed", textContent: words.agreed }));
  return out;
}
