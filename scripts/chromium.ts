import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

/** Debian's Chromium, the browser every browser test drives (playwright-core never downloads one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_INSTALL_COMMAND =
  "apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core";

/**
 * Makes sure Chromium is there: installs it with apt-get when running as root, otherwise throws
 * one clear line naming the command to run. Browser tests are never skipped silently.
 */
export function ensureChromium(log: (line: string) => void = console.log): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}; install it with: sudo sh -c '${CHROMIUM_INSTALL_COMMAND}'`,
    );
  }
  log("Chromium is missing: installing Debian's chromium with apt-get…");
  execFileSync("sh", ["-c", CHROMIUM_INSTALL_COMMAND], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing; run: ${CHROMIUM_INSTALL_COMMAND}`);
  }
}
