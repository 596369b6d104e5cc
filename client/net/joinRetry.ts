import { JOIN_REFUSED, ROOM_NOT_FOUND } from "../../shared/protocol/joinRefusals";
import { t } from "../i18n";

/** Join refusals worded by the table's refusal catalogue (a name refused at the door), by their join code. */
const WORDED_REFUSALS: Partial<Record<number, string>> = {
  [JOIN_REFUSED.NAME_FORBIDDEN_CHARACTERS]: "refusal.code.NAME_FORBIDDEN_CHARACTERS",
  [JOIN_REFUSED.NAME_TOO_LONG]: "refusal.code.NAME_TOO_LONG",
  [JOIN_REFUSED.NAME_TAKEN]: "refusal.code.NAME_TAKEN",
  [JOIN_REFUSED.NAME_EMPTY]: "refusal.code.NAME_EMPTY",
  [JOIN_REFUSED.PAIR_LOCKED]: "seats.pairLocked",
};

/** A refused join's reason in the reader's language, for the refusals the page words itself; null for others. */
export function joinRefusalText(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  const key = typeof code === "number" ? WORDED_REFUSALS[code] : undefined;
  if (!key) return null;
  const text = t(key);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What GET /health said: the server's readiness, or that it could not be reached. */
export type Health = "ready" | "starting" | "draining" | "unreachable";

/** Why a join did not go through, as far as what to do next is concerned. */
export type JoinFailure =
  | "tokenInvalid" // the server says a seat token is no longer valid: the only reason to forget tokens
  | "spectatorsFull"
  | "tableFull"
  | "notFound" // no such table (maybe not restored yet: the server's readiness decides)
  | "network"
  | "rateLimited" // the server's per-address limit (HTTP 429): a minute's wait at most
  | "other";

/** The HTTP status of a request the server's per-address limit refused (the SDK puts it on the error's `code`). */
const TOO_MANY_REQUESTS = 429;

/** What to tell a person whose table could not be created or joined: the server's words, or ours where we know the case. */
export function failureMessage(error: unknown): string {
  if ((error as { code?: unknown } | null)?.code === TOO_MANY_REQUESTS) return t("landing.rateLimited");
  const worded = joinRefusalText(error);
  if (worded) return worded;
  return error instanceof Error ? error.message : String(error);
}

/** Sorts a join's error by the stable code the server (or Colyseus) put on it. */
export function classifyJoinError(error: unknown): JoinFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "number") return "network"; // fetch or socket failed before the server answered
  if (code === JOIN_REFUSED.SEAT_TOKEN_INVALID) return "tokenInvalid";
  if (code === JOIN_REFUSED.SPECTATORS_FULL) return "spectatorsFull";
  if (code === JOIN_REFUSED.TABLE_FULL) return "tableFull";
  if (code === TOO_MANY_REQUESTS) return "rateLimited";
  if (code === ROOM_NOT_FOUND) return /is locked/.test(String((error as Error).message)) ? "tableFull" : "notFound";
  if (code >= 1000 && code < 2000) return "network"; // a WebSocket close code: the connection broke
  return "other";
}

export interface JoinSteps<T> {
  /** Tries the join once with these seat tokens (undefined: none). */
  join(tokens: string[] | undefined): Promise<T>;
  /** The server's readiness right now. */
  health(): Promise<Health>;
  /** The seat tokens this page remembers for the table. */
  remembered(): string[] | undefined;
  /** Drops the remembered tokens (only after the server said they are no longer valid). */
  forget(): void;
  /** Tells the person what is going on while they wait ("" clears it). */
  tell(message: string): void;
  sleep(ms: number): Promise<void>;
}

/** Waits between tries: 1 s, 2 s, 4 s, … up to 15 s. */
export function backoffMs(attempt: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.min(attempt, 4));
}

/**
 * Joins a table, keeping this page's seats through everything that is only a matter of waiting:
 * a server still restoring its tables after a restart, a table full of watchers, a network
 * error. Each wait is explained and retried with backoff. Seat tokens are forgotten only when the
 * server refuses them as invalid (SEAT_TOKEN_INVALID); the page then joins as a newcomer. A table
 * that does not exist on a ready server, or any other refusal, ends with a readable error.
 */
export async function joinWithRetry<T>(code: string, steps: JoinSteps<T>): Promise<T> {
  let tokens = steps.remembered();
  for (let attempt = 0; ; attempt++) {
    const health = await steps.health();
    if (health !== "ready") {
      steps.tell(
        health === "unreachable"
          ? t("join.unreachable")
          : health === "starting"
            ? t("join.restarting", { code })
            : t("join.draining"),
      );
      await steps.sleep(backoffMs(attempt));
      continue;
    }
    try {
      const joined = await steps.join(tokens);
      steps.tell("");
      return joined;
    } catch (error) {
      const failure = classifyJoinError(error);
      if (failure === "tokenInvalid" && tokens) {
        steps.forget();
        tokens = undefined;
        steps.tell(t("join.tokenInvalid", { code }));
        continue;
      }
      if (failure === "notFound") {
        // On a ready server a missing table is gone (finished or closed); else it is not back yet.
        if ((await steps.health()) === "ready") throw new Error(t("landing.noTable", { code }), { cause: error });
        steps.tell(t("join.notBack", { code }));
      } else if (failure === "spectatorsFull") {
        steps.tell(t("join.spectatorsFull", { code }));
      } else if (failure === "tableFull") {
        steps.tell(t("join.tableFull", { code }));
      } else if (failure === "network") {
        steps.tell(t("join.network"));
      } else if (failure === "rateLimited") {
        steps.tell(t("join.rateLimited"));
      } else {
        throw new Error(joinRefusalText(error) ?? (error instanceof Error ? error.message : String(error)), {
          cause: error,
        });
      }
      await steps.sleep(backoffMs(attempt));
    }
  }
}

/** The server's readiness from GET /health at `base` (200 ready; 503 with its status; anything else unreachable). */
export async function fetchHealth(base: string): Promise<Health> {
  try {
    const response = await fetch(`${base}/health`, { cache: "no-store" });
    if (response.ok) return "ready";
    const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
    return body?.status === "starting" || body?.status === "draining" ? body.status : "unreachable";
  } catch {
    return "unreachable";
  }
}
