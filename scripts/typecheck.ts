// `npm run typecheck`: the whole repository, and each layer alone with only its own runtime's types (shared/ sees
// neither DOM nor Node types, client/ no Node types, server/ no DOM types). The four run at once.
import { spawn } from "node:child_process";

export const TS_PROJECTS = [".", "shared", "client", "server"] as const;

/** Type-check every project; resolves to the projects that failed (their errors are printed). */
export function typecheck(): Promise<string[]> {
  return Promise.all(
    TS_PROJECTS.map(
      (project) =>
        new Promise<string | null>((resolve) => {
          const child = spawn("npx", ["tsc", "--noEmit", "-p", project], { stdio: "inherit" });
          child.on("close", (code) => resolve(code === 0 ? null : project));
        }),
    ),
  ).then((failed) => failed.filter((p): p is string => p !== null));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await typecheck();
  if (failed.length) {
    console.error(`Type-check failed: ${failed.join(", ")}`);
    process.exit(1);
  }
}
