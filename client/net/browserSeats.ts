// The seats this browser profile holds, beyond one tab. A tab keeps its seat tokens in sessionStorage (seatTokens.ts),
// which a new tab does not inherit: a person whose tab crashed, or who opened the table's link in a new tab, came
// back as a watcher with their seat "away" (playtest of 2026-11-27). So the same tokens are also kept in this origin's
// localStorage, and the tabs of this profile answer each other over a BroadcastChannel: "do you play these seats
// now?". Nothing here leaves the browser: localStorage and BroadcastChannel are this origin's, this profile's.
// No SDK import: the landing page uses this before the table's chunk loads.

const storageKey = (code: string): string => `trickerion:browser-seats:${code}`;
const CHANNEL = "trickerion:seats";
/** A seat not played in this browser for a week is not offered back (a shared computer forgets on its own). */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a new tab waits for a live tab of this profile to say it plays the seats (they answer at once). */
export const ASK_MS = 400;

/** The seats this browser held at one table: their tokens and the name the person used. */
export interface BrowserSeats {
  readonly tokens: string[];
  readonly name: string;
}

/** One seat token this browser keeps, with the name its tab used and when it was last kept. */
interface Kept {
  readonly token: string;
  readonly name: string;
  readonly at: number;
}

function read(code: string): Kept[] {
  try {
    const raw = localStorage.getItem(storageKey(code));
    const list = raw ? (JSON.parse(raw) as unknown) : null;
    if (!Array.isArray(list)) return [];
    return list
      .filter((k): k is Kept => typeof k?.token === "string" && typeof k.at === "number")
      .filter((k) => Date.now() - k.at <= KEPT_MS)
      .map((k) => ({ token: k.token, name: String(k.name ?? ""), at: k.at }));
  } catch {
    return [];
  }
}

/**
 * A tab's kept tokens at `code` changed from `before` to `after`: the browser's list loses what the tab dropped (a
 * phone took the seat, the server said a token is dead) and gains what it holds now, under the tab's name; other
 * tabs' seats stay as they were.
 */
export function updateBrowserSeats(
  code: string,
  before: readonly string[],
  after: readonly string[],
  name: string,
): void {
  try {
    const now = Date.now();
    const kept = read(code).filter((k) => !before.includes(k.token) && !after.includes(k.token));
    const list = [...kept, ...after.map((token) => ({ token, name, at: now }))];
    if (list.length) localStorage.setItem(storageKey(code), JSON.stringify(list));
    else localStorage.removeItem(storageKey(code));
  } catch {
    /* storage may be disabled: the seats are then this tab's only */
  }
}

/**
 * The seats this browser held at the table with this code (kept within the week): those of the person called `name`,
 * or, for a tab with no name yet, every one (a hot-seat device's seats come back together).
 */
export function browserSeatsAt(code: string, name: string): BrowserSeats | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  const seats = read(code.toUpperCase()).filter((k) => !wanted || k.name.toLocaleLowerCase() === wanted);
  return seats.length ? { tokens: seats.map((k) => k.token), name: seats[0]!.name } : undefined;
}

interface Question {
  readonly ask: string;
  readonly id: string;
  readonly tokens: readonly string[];
}
interface Answer {
  readonly answer: string;
}

/**
 * Answers other tabs of this profile that ask whether this page plays some of their tokens. `playing` is what the
 * page plays now (not seats taken over by another window). Returns the function that stops answering.
 */
export function answerSeatQuestions(playing: () => readonly string[]): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Question>) => {
    const q = event.data;
    if (!q || typeof q.ask !== "string" || !Array.isArray(q.tokens)) return;
    const mine = playing();
    if (q.tokens.some((t) => mine.includes(t))) channel.postMessage({ answer: q.id } satisfies Answer);
  };
  return () => channel.close();
}

/** Whether a live tab of this profile plays one of these seats now (asks, and waits `ASK_MS` for an answer). */
export function playedInAnotherTab(tokens: readonly string[], waitMs = ASK_MS): Promise<boolean> {
  if (typeof BroadcastChannel === "undefined") return Promise.resolve(false);
  const channel = new BroadcastChannel(CHANNEL);
  const id = `${Date.now()}-${Math.random()}`;
  return new Promise<boolean>((resolve) => {
    const done = (played: boolean): void => {
      clearTimeout(timer);
      channel.close();
      resolve(played);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<Answer>) => {
      if (event.data?.answer === id) done(true);
    };
    channel.postMessage({ ask: "seats", id, tokens } satisfies Question);
  });
}
