// Table chat on the wire (issue 29): what a client sends, what every client receives, and the refusal codes.
// The server checks and normalises (server/table/chat.ts); the page shows lines as DOM text only (client/ui/chatPanel.ts).

/** Players talk in "players"; watchers in "watchers", which players read only if they choose to. */
export const CHAT_CHANNELS = ["players", "watchers"] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** The longest message, in characters as a person counts them (grapheme clusters). */
export const CHAT_MAX_CHARS = 200;

/** Client → server, message type "chat". */
export interface ChatSend {
  channel: ChatChannel;
  text: string;
}

/**
 * One line of a table's chat, as stored and as sent to every client ("chat" one at a time, "chat-history"
 * on joining). `seat` is the writer's seat (0-based on the wire; a page shows the name), -1 for a watcher.
 */
export interface ChatLine {
  /** Its number at this table, from 1: a page uses it to skip a line it already has. */
  n: number;
  channel: ChatChannel;
  seat: number;
  name: string;
  text: string;
  /** When it was said, ms since 1970. */
  at: number;
}

/** Server → one client when it joins (or rejoins): the table's recent chat, oldest first. */
export interface ChatHistory {
  lines: ChatLine[];
}

/** Refusal codes of a "chat" message (also sent as "refused" with type "chat"). */
export type ChatRefusalCode =
  | "BAD_MESSAGE"
  | "CHAT_EMPTY"
  | "CHAT_TOO_LONG"
  | "CHAT_FORBIDDEN_CHARACTERS"
  | "CHAT_RATE"
  | "CHAT_WATCHERS_ONLY"
  | "CHAT_FULL"
  | "STORAGE";
