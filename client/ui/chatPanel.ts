import type { ChatLine } from "../../shared/protocol/chat";
import { CHAT_MAX_CHARS } from "../../shared/protocol/chat";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { onLanguageChange, refusalText, t } from "../i18n";
import { seatColour } from "../board/palette";

const WATCHERS_KEY = "trickerion:chat-watchers";
const MUTED_KEY = "trickerion:chat-muted";

/** Who wrote a line, as the mute list keeps them: a seat, or a watcher by name. */
const personOf = (line: ChatLine): string => (line.seat >= 0 ? `seat:${line.seat}` : `watcher:${line.name}`);

function readMuted(code: string): Set<string> {
  try {
    const all = JSON.parse(localStorage.getItem(MUTED_KEY) ?? "{}") as Record<string, unknown>;
    const list = all[code];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

function writeMuted(code: string, muted: ReadonlySet<string>): void {
  try {
    const all = JSON.parse(localStorage.getItem(MUTED_KEY) ?? "{}") as Record<string, unknown>;
    all[code] = [...muted];
    localStorage.setItem(MUTED_KEY, JSON.stringify(all));
  } catch {
    /* storage disabled: the mute lasts for this page only */
  }
}

/**
 * The table chat under the log (issue 29): players write in the players' channel and may choose to read the
 * watchers' one; watchers read both and write in theirs. Every word a person wrote is put in the page as a
 * DOM text node (`textContent`), never as markup, so "<script>" is shown as those characters. A person can be
 * muted on this device (remembered per table); the choice to read the watchers is remembered too.
 */
export class ChatPanel {
  private readonly title = document.createElement("h3");
  private readonly list = document.createElement("ol");
  private readonly form = document.createElement("form");
  private readonly input = document.createElement("input");
  private readonly send = document.createElement("button");
  private readonly error = document.createElement("p");
  private readonly watchersToggle = document.createElement("input");
  private readonly watchersLabel = document.createElement("span");
  private readonly toggleRow = document.createElement("label");
  private snapshot: TableSnapshot | null = null;
  private muted: Set<string>;
  private showWatchers: boolean;

  constructor(
    host: HTMLElement,
    private readonly connection: TableConnection,
  ) {
    this.muted = readMuted(connection.code);
    this.showWatchers = (() => {
      try {
        return localStorage.getItem(WATCHERS_KEY) === "1";
      } catch {
        return false;
      }
    })();
    this.list.className = "chat-lines";
    this.list.tabIndex = 0; // it scrolls: keyboard users must reach it
    this.list.setAttribute("aria-live", "polite");
    this.watchersToggle.type = "checkbox";
    this.watchersToggle.checked = this.showWatchers;
    this.watchersToggle.addEventListener("change", () => {
      this.showWatchers = this.watchersToggle.checked;
      try {
        localStorage.setItem(WATCHERS_KEY, this.showWatchers ? "1" : "0");
      } catch {
        /* not remembered */
      }
      this.renderLines();
    });
    this.toggleRow.className = "check chat-watchers-toggle";
    this.toggleRow.append(this.watchersToggle, " ", this.watchersLabel);
    this.input.maxLength = CHAT_MAX_CHARS;
    this.input.autocomplete = "off";
    this.input.className = "chat-input";
    this.send.type = "submit";
    this.error.className = "error chat-error";
    this.error.setAttribute("role", "alert");
    this.form.className = "chat-form";
    this.form.append(this.input, this.send);
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.submit();
    });
    host.classList.add("chat");
    // One header row (title and the watchers' choice), so the panel takes little height from the actions above it.
    const header = document.createElement("div");
    header.className = "chat-header";
    header.append(this.title, this.toggleRow);
    // A board-mode link's first screen drew the same empty frame (server/firstScreen/firstScreenLog.ts `chatFrameHtml`,
    // styled by talk.css from index.html): these elements replace it in the same boxes.
    host.replaceChildren(header, this.list, this.form, this.error);
    connection.subscribe((snapshot) => {
      const before = this.snapshot;
      this.snapshot = snapshot;
      if (
        !before ||
        before.mySeats.join() !== snapshot.mySeats.join() ||
        before.seats.map((s) => s.name).join() !== snapshot.seats.map((s) => s.name).join()
      ) {
        this.renderLabels();
        this.renderLines();
      }
    });
    connection.talk.onChat((added, reset) => (reset ? this.renderLines() : this.appendLines(added)));
    onLanguageChange(() => {
      this.renderLabels();
      this.renderLines();
    });
    this.renderLabels();
  }

  private get isPlayer(): boolean {
    return (this.snapshot?.mySeats.length ?? 0) > 0;
  }

  private renderLabels(): void {
    this.title.textContent = t("talk.chatTitle");
    this.list.setAttribute("aria-label", t("talk.chatTitle"));
    this.watchersLabel.textContent = t("talk.showWatchers");
    this.toggleRow.hidden = !this.isPlayer;
    this.input.placeholder = this.isPlayer ? t("talk.placeholder") : t("talk.placeholderWatchers");
    this.input.setAttribute("aria-label", this.input.placeholder);
    this.send.textContent = t("talk.send");
  }

  /** Whether this page shows a line: the watchers' channel only to watchers and to players who chose it; never a muted person's. */
  private visible(line: ChatLine): boolean {
    if (this.muted.has(personOf(line))) return false;
    return line.channel === "players" || !this.isPlayer || this.showWatchers;
  }

  private renderLines(): void {
    this.list.replaceChildren();
    this.appendLines(this.connection.talk.lines, true);
  }

  private appendLines(lines: readonly ChatLine[], reset = false): void {
    const atBottom = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 24;
    for (const line of lines) if (this.visible(line)) this.list.append(this.item(line));
    if (reset || atBottom) this.list.scrollTop = this.list.scrollHeight;
  }

  private item(line: ChatLine): HTMLLIElement {
    const item = document.createElement("li");
    item.className = `chat-line chat-${line.channel}`;
    item.dataset.n = String(line.n);
    if (line.seat >= 0) item.style.borderLeftColor = `#${seatColour(line.seat).toString(16).padStart(6, "0")}`;
    const who = document.createElement("span");
    who.className = "chat-name";
    who.textContent = line.seat >= 0 ? line.name : t("talk.watching", { name: line.name });
    const text = document.createElement("span");
    text.className = "chat-text";
    text.textContent = line.text; // text only: whatever the line holds is never parsed as markup
    item.append(who, text);
    const mine = line.seat >= 0 && (this.snapshot?.mySeats.includes(line.seat) ?? false);
    if (!mine) {
      const mute = document.createElement("button");
      mute.type = "button";
      mute.className = "chat-mute";
      mute.textContent = t("talk.mute");
      mute.title = t("talk.muteTitle", { name: line.name });
      mute.addEventListener("click", () => this.setMuted(personOf(line), true, line.name));
      item.append(mute);
    }
    return item;
  }

  private setMuted(person: string, muted: boolean, name: string): void {
    if (muted) this.muted.add(person);
    else this.muted.delete(person);
    writeMuted(this.connection.code, this.muted);
    this.renderLines();
    if (!muted) return;
    // The note says who is muted and offers to undo it, until the next message is sent.
    this.error.replaceChildren(document.createTextNode(`${t("talk.mutedNote", { name })} `));
    const undo = document.createElement("button");
    undo.type = "button";
    undo.className = "chat-unmute";
    undo.textContent = t("talk.unmute");
    undo.title = t("talk.unmuteTitle", { name });
    undo.addEventListener("click", () => {
      this.error.replaceChildren();
      this.setMuted(person, false, name);
    });
    this.error.append(undo);
  }

  private async submit(): Promise<void> {
    const text = this.input.value;
    if (!text.trim()) return;
    this.send.disabled = true;
    // A hot-seat device speaks under its first seat's name (the server's default for a device with several seats).
    const refused = await this.connection.talk.say(this.isPlayer ? "players" : "watchers", text);
    this.send.disabled = false;
    if (refused) {
      this.error.textContent = refusalText(refused);
      return;
    }
    this.error.replaceChildren();
    this.input.value = "";
  }
}
