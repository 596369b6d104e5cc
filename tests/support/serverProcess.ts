// The game server as its own OS process (`npx tsx server/main.ts`), driven by real SDK clients:
// for the tests that kill, stop and restart servers, and for the ones with several processes.
import { spawn, type ChildProcess } from "node:child_process";
import type { Room } from "@colyseus/sdk";
import { ROOT_DIR } from "../../server/config";
import type { Ack } from "../../server/rooms/TrickerionRoom";
import type { Welcome } from "../../server/rooms/messages";
import { until } from "./tableDriver";

/** A server process in its own process group (a kill reaches anything it started too). */
export class ServerProcess {
  readonly output: string[] = [];
  private readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  /**
   * `env`: extra environment (a string is the data directory, DATA_DIR); `nodeFlags`: node/V8 options before the
   * script; `compiled`: a server compiled by scripts/serverBuild.mjs (as `npm start` runs it) instead of the source.
   */
  constructor(
    readonly port: number,
    env: Record<string, string> | string,
    nodeFlags: string[] = [],
    compiled?: string,
  ) {
    if (typeof env === "string") env = { DATA_DIR: env };
    // The per-address limits are off: every test client comes from 127.0.0.1 (a caller may set them again).
    const unlimited = { RATE_CREATE_PER_MINUTE: "0", RATE_JOIN_PER_MINUTE: "0", RATE_PAIR_PER_MINUTE: "0" };
    // node itself (tsx as a loader for the source), so a signal reaches the server and its exit code is the server's.
    this.child = spawn(
      process.execPath,
      [...nodeFlags, ...(compiled ? [compiled] : ["--import", "tsx", "server/main.ts"])],
      {
        cwd: ROOT_DIR,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          BOT_DELAY_MS: "0",
          RECONNECT_SECONDS: "120",
          ...unlimited,
          ...env,
        },
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    this.child.stdout!.on("data", (chunk: Buffer) => this.output.push(...chunk.toString().split("\n")));
    this.child.stderr!.on("data", (chunk: Buffer) => this.output.push(...chunk.toString().split("\n")));
    this.exited = new Promise((resolve) => this.child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Resolves once the server prints that it is ready (after restoring its tables). */
  async ready(_port: number = this.port): Promise<void> {
    const line = `Trickerion table is running: open http://127.0.0.1:${this.port}`;
    await until(() => this.output.includes(line) || this.child.exitCode !== null, 60_000, "the server to start");
    if (!this.output.includes(line)) throw new Error(`the server exited:\n${this.output.join("\n")}`);
  }

  /** Sends a signal to the server process, as a process manager would. */
  signal(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }

  /** The server process's id (its node process: the scheduler's figures are read from it, scripts/runQueue.ts). */
  get pid(): number {
    return this.child.pid!;
  }

  /** Whether the server process is still running. */
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** kill -9 of the whole group, then wait for it to be gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) process.kill(-this.child.pid!, "SIGKILL");
    await this.exited;
  }
}

export interface Person {
  room: Room;
  welcome: Welcome | null;
  /** Messages of each type received (beyond the state). */
  messages: { type: string; payload: unknown }[];
  /** The close code the connection ended with, once it ended. */
  leftWith: number | null;
  /** When this person's last requests went out (see `paced`). */
  sentAt: number[];
}

/** Requests per second a person stays under: the server refuses more than 20 a second with FLOOD (docs/server.md). */
const PACE = 15;

/** Sends a request no faster than a person may: at most PACE in any second. */
export async function paced(person: Person, type: string, payload: unknown): Promise<Ack> {
  const earlier = person.sentAt.length >= PACE ? person.sentAt[person.sentAt.length - PACE]! : -Infinity;
  const wait = earlier + 1_000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 5));
  person.sentAt.push(Date.now());
  if (person.sentAt.length > PACE) person.sentAt.shift();
  return (await person.room.request(type, payload)) as Ack;
}

/** Follows a joined room: its welcome, its other messages, how it ended. */
export async function track(join: Promise<Room>): Promise<Person> {
  const room = await join;
  const person: Person = { room, welcome: null, messages: [], leftWith: null, sentAt: [] };
  room.onMessage("welcome", (w: Welcome) => (person.welcome = w));
  room.onMessage("*", (type, payload) => void person.messages.push({ type: String(type), payload }));
  room.onLeave((code) => (person.leftWith = code));
  await room.waitForInitialState();
  await until(() => person.welcome !== null, 10_000, "the welcome");
  return person;
}
