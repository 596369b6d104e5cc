import { spawn, type ChildProcess } from "node:child_process";
import { ROOT_DIR } from "../../server/config";
import { until } from "./tableDriver";

/** The game server as its own process (`npx tsx server/main.ts`), in its own process group so SIGKILL reaches node itself. */
export class ServerProcess {
  readonly output: string[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(port: number, dataDir: string) {
    this.child = spawn("npx", ["tsx", "server/main.ts"], {
      cwd: ROOT_DIR,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, BOT_DELAY_MS: "0", RECONNECT_SECONDS: "120" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (chunk: Buffer) => this.output.push(...chunk.toString().split("\n")));
    this.child.stderr!.on("data", (chunk: Buffer) => this.output.push(...chunk.toString().split("\n")));
    this.exited = new Promise((resolve) => this.child.once("exit", () => resolve()));
  }

  /** Resolves once the server prints that it is ready (after restoring its tables). */
  async ready(port: number): Promise<void> {
    const line = `Trickerion table is running: open http://127.0.0.1:${port}`;
    await until(() => this.output.includes(line) || this.child.exitCode !== null, 60_000, "the server to start");
    if (!this.output.includes(line)) throw new Error(`the server exited:\n${this.output.join("\n")}`);
  }

  /** kill -9 of the whole group (npx, tsx and node), then wait for it to be gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) process.kill(-this.child.pid!, "SIGKILL");
    await this.exited;
  }

  /** Whether the process (npx → tsx → node) is still running. */
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
}
