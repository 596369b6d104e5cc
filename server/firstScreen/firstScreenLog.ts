import { matchMaker } from "@colyseus/core";
import { fixedT, loadAlleyWords, loadLanguage } from "../../client/i18n/translator";
import { catalogueFor } from "../../client/log/catalogues";
import { LOG_ICONS, logHeading, seatCss } from "../../client/log/logRows";
import { Story, type StoryLine } from "../../client/log/story";
import { decodeEntry, type WireEntry } from "../../shared/protocol";
import type { TrickerionRoom } from "../rooms/TrickerionRoom";
import { escapeHtml } from "./firstScreenPage";
import type { FirstScreenLanguage } from "./firstScreenWords";

/**
 * How many of the newest lines a first screen carries: more than the tallest log shows (about 35 one-row lines in a
 * phone's portrait board mode, fewer at a desktop, where the chat and the seats share the side), so the list is as full
 * as the page's own will be and the newest line sits where it will sit; the older ones come with the page's scripts.
 */
export const FIRST_SCREEN_LOG_LINES = 60;

/** What the log is told from: the history every watcher is welcomed with (seating.ts `welcome`), and the names. */
export interface LogFacts {
  history: readonly WireEntry[];
  /** Each seat's name ("" for none: the page says "Seat n" then, as the log panel does). */
  names: readonly string[];
}

/**
 * The log's facts when the table's room runs in this process (the default one-process server): its public history,
 * exactly as a spectator's welcome carries it (no plan step, no hidden card: the engine's events tell only what
 * the rules show everyone). Undefined in a cluster when the room is elsewhere, or before its game has started: the
 * first screen then goes out without log lines.
 */
export function localLogFacts(code: string): LogFacts | undefined {
  const room = matchMaker.getLocalRoomById(code) as TrickerionRoom | undefined;
  const table = room?.table;
  if (!table?.game) return undefined;
  return { history: table.history, names: table.seats.map((seat) => seat.name) };
}

let wordsLoaded = false;
/**
 * The client's log words in both languages, the Dark Alley's included (the same i18next catalogues and log
 * catalogue the page uses: client/log/catalogues.ts), loaded once when the server starts. Never rejects: without
 * them the first screens go out without log lines.
 */
export const logWordsReady: Promise<boolean> = Promise.all([loadLanguage("es"), loadAlleyWords()]).then(
  () => (wordsLoaded = true),
  (error: unknown) => {
    console.error(`First screen: the log's words did not load (${(error as Error).message}); no log lines`);
    return false;
  },
);

/** Whether the log's words are in (a page asked for in the moment the server starts goes without log lines). */
export const logWordsLoaded = (): boolean => wordsLoaded;

const attributes = (values: Record<string, string>): string =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");

/** One line as LogPanel.append makes it (same elements, classes, data and colours; compact: details hidden by CSS). */
function lineHtml(line: StoryLine): string {
  const seat = line.seats[0];
  const colour = seat === undefined ? "" : seatCss(seat);
  const item = attributes({
    class: `log-line log-${line.kind}`,
    "data-move": String(line.move),
    "data-kind": line.kind,
    ...(colour ? { style: `border-left-color: ${colour};` } : {}),
  });
  const icon = attributes({
    class: "log-icon",
    "aria-hidden": "true",
    ...(colour ? { style: `color: ${colour};` } : {}),
  });
  const details = line.details.length
    ? `<ul class="log-details">${line.details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}</ul>`
    : "";
  return `<li${item}><span${icon}>${LOG_ICONS[line.kind]}</span><span class="log-text">${escapeHtml(line.text)}</span>${details}</li>`;
}

/** A table's story told so far in one language: the Story keeps the turn and phase, the lines only the newest. */
interface Told {
  story: Story;
  namesKey: string;
  /** History entries told, the last of them (an undo or a restore replaces it), and its action number. */
  count: number;
  last: WireEntry | undefined;
  move: number;
  lines: StoryLine[];
  /** The panel written for `count` entries (another page at the same moment gets it as it is). */
  html: string;
  htmlCount: number;
}

/**
 * Each table's told story per language, keyed by its history (the table's own array: forgotten with the table).
 * Telling a whole 200-action game costs ~10-20 ms of i18next calls, too much for every page: a table's story is
 * told once per language and each later page tells only the entries added since (~0.1 ms an action).
 */
const toldStories = new WeakMap<readonly WireEntry[], Map<FirstScreenLanguage, Told>>();

/** The table's story in a language, told up to the newest entry (only what is new since the last page). */
function toldUpToNow(facts: LogFacts, names: readonly string[], lng: FirstScreenLanguage): Told {
  const namesKey = names.join("\n");
  let byLanguage = toldStories.get(facts.history);
  if (!byLanguage) toldStories.set(facts.history, (byLanguage = new Map()));
  let told = byLanguage.get(lng);
  const history = facts.history;
  // The entries told must still be the history's first ones, told with the same names; else tell it all again.
  const same =
    told && told.namesKey === namesKey && told.count <= history.length && history[told.count - 1] === told.last;
  if (!told || !same) {
    told = {
      story: new Story(names, catalogueFor(lng)),
      namesKey,
      count: 0,
      last: undefined,
      move: -1,
      lines: [],
      html: "",
      htmlCount: -1,
    };
    byLanguage.set(lng, told);
  }
  for (; told.count < history.length; told.count++) {
    const wire = history[told.count]!;
    const entry = decodeEntry(wire, told.move);
    told.move = entry.move;
    told.last = wire;
    told.lines.push(...told.story.add(entry));
    if (told.lines.length > 2 * FIRST_SCREEN_LOG_LINES)
      told.lines.splice(0, told.lines.length - FIRST_SCREEN_LOG_LINES);
  }
  return told;
}

/**
 * The game log's panel (`#log`'s content) as the page's LogPanel will first show it: its header ("Game log",
 * "Full"), the newest FIRST_SCREEN_LOG_LINES lines told by the page's own Story in the reader's language, each under
 * its heading (hidden: firstScreenPage.ts's LOG_SCROLL_SCRIPT, at the page's end, scrolls the list and shows it), and the
 * hidden "Newest ↓" button. Every word is escaped
 * (a player's name may be markup).
 */
export function firstScreenLogHtml(facts: LogFacts, lng: FirstScreenLanguage): string {
  const t = fixedT(lng);
  const words = catalogueFor(lng);
  // The names the panel tells the story with (TableScreen: a seat's name, else "Seat n").
  const names = facts.names.map((name, seat) => name || t("panel.seat", { n: seat + 1 }));
  const told = toldUpToNow(facts, names, lng);
  if (told.htmlCount === told.count) return told.html;
  let heading = "";
  let phase = "";
  const items: string[] = [];
  for (const line of told.lines.slice(-FIRST_SCREEN_LOG_LINES)) {
    // A heading is worded once per turn and phase, not per line (each wording is an i18next call).
    if (`${line.turn} ${line.phase}` !== phase) {
      phase = `${line.turn} ${line.phase}`;
      const head = logHeading(line, words);
      if (head !== heading) {
        heading = head;
        items.push(`<li class="log-heading">${escapeHtml(head)}</li>`);
      }
    }
    items.push(lineHtml(line));
  }
  const title = t("log.title");
  const header = `<div class="log-header"><h3>${escapeHtml(title)}</h3><button${attributes({ type: "button", class: "log-toggle", "aria-pressed": "false", title: t("log.fullTitle") })}>${escapeHtml(t("log.full"))}</button></div>`;
  // Hidden until firstScreenPage.ts's LOG_SCROLL_SCRIPT, at the page's end, has scrolled it to the newest line: the page arrives in pieces
  // on a slow network, and a paint between the list and the script showed the oldest lines, then jumped.
  const list = `<ol${attributes({ class: "log-lines", "aria-live": "polite", tabindex: "0", "aria-label": title, style: "visibility: hidden;" })}>${items.join("")}</ol>`;
  const newest = `<button${attributes({ type: "button", class: "log-newest", title: t("log.newestTitle") })} hidden>${escapeHtml(t("log.newest"))}</button>`;
  told.html = `${header}${list}${newest}`;
  told.htmlCount = told.count;
  return told.html;
}
