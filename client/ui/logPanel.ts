import type { HistoryEntry } from "../../shared/protocol";
import { catalogueFor } from "../log/catalogues";
import { language, onLanguageChange, t } from "../i18n";
import { LOG_ICONS, logHeading, seatCss } from "../log/logRows";
import { Story, type StoryLine } from "../log/story";
import { nextTask } from "../yieldToPage";

/**
 * How long the first telling of a joined table's story runs before it lets the page answer (tellFirst): a few
 * turns' story took 50-90 ms at Lighthouse's 4× CPU in one task, a late game's several times that (issue 30, TBT).
 */
const SLICE_MS = 10;

/** What `namesKey` holds while a history waits for the players' names (never a real key: names have no NUL). */
const NO_NAMES = "\u0000";

/** The log's own elements: the server's first screen may have sent them (server/firstScreen/firstScreenLog.ts). */
interface LogElements {
  header: HTMLElement;
  title: HTMLElement;
  toggle: HTMLButtonElement;
  list: HTMLOListElement;
  newest: HTMLButtonElement;
}

/** The log the server's first screen put in `host`, whole, or null (then the panel makes its own). */
function servedLog(host: HTMLElement): LogElements | null {
  const header = host.querySelector<HTMLElement>(":scope > .log-header");
  const title = header?.querySelector<HTMLElement>(":scope > h3");
  const toggle = header?.querySelector<HTMLButtonElement>(":scope > button.log-toggle");
  const list = host.querySelector<HTMLOListElement>(":scope > ol.log-lines");
  const newest = host.querySelector<HTMLButtonElement>(":scope > button.log-newest");
  return header && title && toggle && list && newest ? { header, title, toggle, list, newest } : null;
}

function madeLog(): LogElements {
  const header = document.createElement("div");
  header.className = "log-header";
  const title = document.createElement("h3");
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.className = "log-toggle";
  header.append(title, toggle);
  const list = document.createElement("ol");
  list.className = "log-lines";
  list.setAttribute("aria-live", "polite");
  // The log scrolls: keyboard users must be able to focus it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
  list.tabIndex = 0;
  const newest = document.createElement("button");
  newest.type = "button";
  newest.className = "log-newest";
  newest.hidden = true;
  return { header, title, toggle, list, newest };
}

/**
 * The game log: the story told from the events, grouped under "Turn 2 · Placement" headings, each line numbered
 * by action (as in the replay viewer), coloured by the player it is about, with a glyph for its kind. The newest
 * line stays in view unless the reader scrolled up (then a "Newest ↓" button takes them down and the log follows again).
 * Following is remembered, not measured when lines arrive: the log shrinks when the panel above it grows and is hidden
 * behind a tab on a phone, and neither is the reader scrolling up (issue 29: turn 1 stayed in view all game). Compact shows one line per event; Full adds every number
 * (each marker's yield, the final-scoring terms, the dice).
 */
export class LogPanel {
  private readonly list: HTMLOListElement;
  private readonly toggle: HTMLButtonElement;
  /** Made at the first lines told, not with the panel: the catalogue it needs loads ICU's data (catalogue.ts). */
  private story: Story | null = null;
  private full = false;
  private heading = "";
  private entries: HistoryEntry[] = [];
  private namesKey = "";
  private readonly title: HTMLElement;
  private readonly newest: HTMLButtonElement;
  /** Whether the newest line is kept in view: false only once the reader has scrolled up from the bottom. */
  private follow = true;
  /** Where the log last scrolled the list to (its bottom then). */
  private placed = 0;
  /** What came for the log while its first story is being told (tellFirst): run after it, in order. */
  private waiting: (() => void)[] | null = null;
  /** A frame asked for to bring the newest line into view (one per frame, however many lines arrived). */
  private pending = 0;

  constructor(
    host: HTMLElement,
    private readonly names: () => readonly string[],
  ) {
    // A board-mode link's first screen came with the newest lines already drawn (issue 30: they are its largest
    // paint): the panel keeps those very elements, in place and scrolled as they are, until the story replaces the
    // lines with the same ones, so nothing moves or flashes. Otherwise it makes its own.
    const served = servedLog(host);
    const { header, title, toggle, list, newest } = served ?? madeLog();
    this.title = title;
    this.toggle = toggle;
    this.list = list;
    this.newest = newest;
    this.toggle.addEventListener("click", () => this.setFull(!this.full));
    this.newest.addEventListener("click", () => this.setFollow(true));
    if (!served) host.replaceChildren(header, this.list, this.newest);
    // The served list is hidden until its script has scrolled it; that script has run by now, this only makes sure.
    else this.list.style.removeProperty("visibility");
    // Only a scroll tells whether the reader left the bottom; a resize (the panel above grew, a phone's tab shown
    // again) keeps the newest line in view if it was followed.
    this.list.addEventListener("scroll", () => this.scrolled());
    // Its callback runs after layout, so placing at once there reads no stale layout and shows no unscrolled frame.
    new ResizeObserver(() => this.placeNewest()).observe(this.list);
    this.setFull(false);
    // A language switch retells the whole story in the new words (the events are kept, not the sentences).
    onLanguageChange(() => {
      this.setFull(this.full);
      this.add(this.entries.slice(), true);
    });
  }

  private setFull(full: boolean): void {
    this.full = full;
    this.list.classList.toggle("full", full);
    this.title.textContent = t("log.title");
    this.list.setAttribute("aria-label", t("log.title"));
    this.toggle.textContent = full ? t("log.compact") : t("log.full");
    this.toggle.setAttribute("aria-pressed", String(full));
    this.toggle.title = full ? t("log.compactTitle") : t("log.fullTitle");
    this.newest.textContent = t("log.newest");
    this.newest.title = t("log.newestTitle");
    this.keepNewest();
  }

  private atBottom(): boolean {
    return this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 24;
  }

  /**
   * A scroll: the reader left the bottom only if the list moved up from where the log last put it. A scroll that
   * lands short of the bottom because lines arrived before it was told (seen at 1536×864) is no reader's.
   */
  private scrolled(): void {
    if (this.atBottom()) this.setFollow(true, false);
    else if (this.list.scrollTop < this.placed - 2) this.setFollow(false, false);
    else this.keepNewest();
  }

  private setFollow(follow: boolean, scroll = true): void {
    this.follow = follow;
    this.newest.hidden = follow;
    if (scroll) this.keepNewest();
  }

  /**
   * Brings the newest line into view before the next paint, once however many lines or panels changed before it:
   * reading `scrollHeight` at each change forced a layout of the whole page in the middle of the table's first
   * render (20-30 ms each under the profile, issue 30). In the frame's callback the page's writes are done, so the
   * one layout read there is the one the frame would do anyway.
   */
  private keepNewest(): void {
    if (!this.follow || this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.placeNewest();
    });
  }

  private placeNewest(): void {
    // The reader may have scrolled up between the request and the frame.
    if (!this.follow) return;
    this.list.scrollTop = this.list.scrollHeight;
    this.placed = this.list.scrollTop;
  }

  /** New entries; with `reset` they are the whole history and replace what is shown. */
  add(entries: readonly HistoryEntry[], reset = false): void {
    if (this.waiting) {
      this.waiting.push(() => this.add(entries, reset));
      return;
    }
    // The whole history before the table's first state (TableScreen's constructor): told now, its lines would say
    // "Seat 1" and be told again by refreshNames a moment later, in the same task (issue 30: that first render is
    // the table page's longest task). It waits for the names; the first screen's lines stay in view meanwhile.
    if ((reset || this.namesKey === NO_NAMES) && this.names().length === 0) {
      if (reset) this.entries = [];
      this.entries.push(...entries);
      this.namesKey = NO_NAMES;
      return;
    }
    if (reset && this.story === null) {
      // Nothing told yet, and nothing to tell: the first snapshot's names (refreshNames) come before the join's
      // history, which waits for the frame to be painted (TableScreen.toLog). Cleared here, a board-mode link's
      // served lines left an empty log until then (150-400 ms at 4× CPU).
      if (entries.length === 0) {
        this.entries = [];
        return;
      }
      return this.tellFirst(entries);
    }
    if (reset) {
      this.list.replaceChildren();
      this.namesKey = this.names().join("\n");
      this.story = new Story(this.names(), catalogueFor(language()));
      this.heading = "";
      this.entries = [];
    }
    this.entries.push(...entries);
    const story = (this.story ??= new Story(this.names(), catalogueFor(language())));
    for (const entry of entries) for (const line of story.add(entry)) this.append(line);
    if (reset) this.setFollow(true);
    else this.keepNewest();
  }

  /** Runs `f` once the log has told all it was given: at once, unless its first story is still being told. */
  whenTold(f: () => void): void {
    if (this.waiting) this.waiting.push(f);
    else f();
  }

  /**
   * The table's whole story so far, told for the first time, a slice of SLICE_MS at a time into lines kept off the
   * page; they replace what the list shows (a board-mode link's first screen served the newest ones) in one go once
   * all are told, so the reader sees no partial story. Whatever comes for the log meanwhile waits (`waiting`).
   */
  private tellFirst(entries: readonly HistoryEntry[]): void {
    const names = this.names();
    const story = new Story(names, catalogueFor(language()));
    this.story = story;
    this.namesKey = names.join("\n");
    this.entries = [...entries];
    this.heading = "";
    const told = document.createDocumentFragment();
    const waiting: (() => void)[] = [];
    this.waiting = waiting;
    const tell = async (): Promise<void> => {
      let sliceStart = performance.now();
      for (const entry of entries) {
        if (performance.now() - sliceStart > SLICE_MS) {
          await nextTask();
          sliceStart = performance.now();
        }
        for (const line of story.add(entry)) this.append(line, told);
      }
      this.list.replaceChildren(told);
      this.setFollow(true);
    };
    void tell().finally(() => {
      this.waiting = null;
      for (const f of waiting) f();
    });
  }

  /** A line that `seat` took back their last action (not part of the history: a reload no longer shows it). */
  noteUndo(seat: number): void {
    if (this.waiting) {
      this.waiting.push(() => this.noteUndo(seat));
      return;
    }
    const item = document.createElement("li");
    item.className = "log-line log-undo";
    item.dataset.kind = "undo";
    item.style.borderLeftColor = seatCss(seat);
    item.append(Object.assign(document.createElement("span"), { className: "log-icon" }));
    item.append(
      Object.assign(document.createElement("span"), {
        className: "log-text",
        textContent: catalogueFor(language()).undone(this.names()[seat] ?? catalogueFor(language()).seat(seat + 1)),
      }),
    );
    this.list.append(item);
    this.keepNewest();
  }

  /** The players' names changed (they arrive with the table's state): tell the story again with them. */
  refreshNames(): void {
    if (this.names().join("\n") !== this.namesKey) this.add(this.entries.slice(), true);
  }

  private append(line: StoryLine, into: ParentNode = this.list): void {
    const words = catalogueFor(language());
    const heading = logHeading(line, words);
    if (heading !== this.heading) {
      this.heading = heading;
      const h = document.createElement("li");
      h.className = "log-heading";
      h.textContent = heading;
      into.append(h);
    }
    const item = document.createElement("li");
    item.className = `log-line log-${line.kind}`;
    item.dataset.move = String(line.move);
    item.dataset.kind = line.kind;
    const seat = line.seats[0];
    if (seat !== undefined) item.style.borderLeftColor = seatCss(seat);
    // No number on the line: the record's action numbers skip (others' secret plans) and repeat (an action's several
    // lines), which a playtester read as internal; `data-move` keeps it for the page's own use.
    const icon = document.createElement("span");
    icon.className = "log-icon";
    icon.setAttribute("aria-hidden", "true");
    icon.textContent = LOG_ICONS[line.kind];
    if (seat !== undefined) icon.style.color = seatCss(seat);
    const text = document.createElement("span");
    text.className = "log-text";
    text.textContent = line.text;
    item.append(icon, text);
    if (line.details.length) {
      const details = document.createElement("ul");
      details.className = "log-details";
      for (const d of line.details) details.append(Object.assign(document.createElement("li"), { textContent: d }));
      item.append(details);
    }
    into.append(item);
  }
}
