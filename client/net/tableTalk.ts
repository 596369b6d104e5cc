import type { Room } from "@colyseus/sdk";
import type { ChatChannel, ChatHistory, ChatLine } from "../../shared/protocol/chat";
import type { ClockView, TimedOut } from "../../shared/protocol/pace";

/** A refusal the page words (i18n refusalText), or null when the line was taken. */
export type SayResult = { code: string; message: string } | null;

/**
 * The table's chat and clocks as this page knows them (issue 29): lines kept in order without doubles (a
 * reconnection's history repeats lines), the last clocks view with the offset between this device's clock and
 * the server's, and who was told their time ran out. The UI subscribes; nothing here touches the DOM.
 */
export class TableTalk {
  readonly lines: ChatLine[] = [];
  clocks: ClockView | null = null;
  /** Server time minus this device's time when the last view arrived (a wrong device clock must not skew the countdown). */
  private offset = 0;
  /** Seats of this page whose time ran out and that the bot now plays (until "resume"). */
  readonly timedOut = new Set<number>();
  private readonly chatListeners = new Set<(added: ChatLine[], reset: boolean) => void>();
  private readonly clockListeners = new Set<() => void>();

  constructor(private readonly room: Room) {
    room.onMessage("chat-history", (history: ChatHistory) => {
      const fresh = history.lines.filter((l) => !this.lines.some((m) => m.n === l.n));
      this.lines.push(...fresh);
      this.lines.sort((a, b) => a.n - b.n);
      for (const l of this.chatListeners) l(this.lines.slice(), true);
    });
    room.onMessage("chat", (line: ChatLine) => {
      if (this.lines.some((m) => m.n === line.n)) return;
      this.lines.push(line);
      for (const l of this.chatListeners) l([line], false);
    });
    room.onMessage("clocks", (view: ClockView) => {
      this.offset = view.at - Date.now();
      this.clocks = view;
      view.seats.forEach((s, seat) => {
        if (!s.timedOut) this.timedOut.delete(seat);
      });
      for (const l of this.clockListeners) l();
    });
    room.onMessage("timed-out", (notice: TimedOut) => {
      this.timedOut.add(notice.seat);
      for (const l of this.clockListeners) l();
    });
  }

  onChat(listener: (added: ChatLine[], reset: boolean) => void): void {
    this.chatListeners.add(listener);
    if (this.lines.length) listener(this.lines.slice(), true);
  }

  onClocks(listener: () => void): void {
    this.clockListeners.add(listener);
    if (this.clocks) listener();
  }

  /** Milliseconds a seat has left now, counted down here between the server's views. */
  leftNow(seat: number): number | null {
    const view = this.clocks;
    const s = view?.seats[seat];
    if (!view || !s) return null;
    return s.running ? Math.max(0, s.left - (Date.now() + this.offset - view.at)) : s.left;
  }

  async say(channel: ChatChannel, text: string, seat?: number): Promise<SayResult> {
    const reply = (await this.room
      .request("chat", seat === undefined ? { channel, text } : { channel, text, seat })
      .catch((e: unknown) => ({ ok: false, code: "NETWORK", message: String((e as Error)?.message ?? e) }))) as
      | { ok: true }
      | { ok: false; code: string; message: string };
    return reply.ok ? null : { code: reply.code, message: reply.message };
  }

  /** Takes a timed-out seat back from the bot. */
  async resume(seat: number): Promise<SayResult> {
    const reply = (await this.room
      .request("resume", { seat })
      .catch(() => ({ ok: false, code: "NETWORK", message: "" }))) as { ok: boolean; code?: string; message?: string };
    if (reply.ok) this.timedOut.delete(seat);
    for (const l of this.clockListeners) l();
    return reply.ok ? null : { code: reply.code ?? "", message: reply.message ?? "" };
  }
}

/** "4:05", "0:09", "1:02:00": a clock as people read it (whole seconds, rounded up while it runs). */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
