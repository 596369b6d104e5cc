// Issue 27: the base rule families read without the modules. A module (Dark Alley today, Magician Powers tomorrow)
// changes a base rule through the named hooks of shared/engine/core/hooks.ts; a base family that imported a module's
// file, or read the Dark Alley state, would make the next module edit it too.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = join(__dirname, "../../shared/engine/families");
const files = readdirSync(DIR).filter((f) => f.endsWith(".ts"));

/** The code of a file without its comments and string literals (a comment may name the module's example). */
function code(path: string): string {
  return readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g, '""');
}

describe("the base families", () => {
  it("are found", () => expect(files.length).toBeGreaterThanOrEqual(9));
  for (const f of files) {
    it(`${f} imports no module file and reads no Dark Alley state, Special effect or prophecy`, () => {
      const src = readFileSync(join(DIR, f), "utf8");
      expect(src).not.toMatch(/from\s+"\.\.\/modules\//);
      const c = code(join(DIR, f));
      // `alley: null` creates a base state's empty field (setup.ts); every other mention would read or test it.
      expect(c.replace(/\balley: null\b/g, "")).not.toMatch(/\.alley\b|\balley\b(?!:)/);
      expect(c).not.toMatch(
        /specialEffect|turnEffect|activeEffect|underOf|\b(?!performerNow)[A-Za-z]+Now\(|PROPHEC|SPECIAL_EFFECTS|darkAlley/,
      );
    });
  }
});
