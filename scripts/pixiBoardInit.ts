import type { Plugin } from "vite";

/**
 * PixiJS's own entry (`pixi.js/lib/index.mjs`) imports two modules for their side effects that `skipExtensionImports`
 * does not reach, and the package offers no subpath without them (its "exports" has `.` and the optional extensions
 * only; its "sideEffects" list keeps both files). The board draws vector Graphics and canvas Text only: no Assets, no
 * sprite sheets, no video (docs/client.md, "PixiJS's own extensions"). So this build step, and only the client's
 * build (the dev server pre-bundles Pixi whole, which costs bytes there but changes no behaviour):
 *
 * - `spritesheet/init.mjs` registers the sprite-sheet loader with `Assets`; it drags in the Assets resolver, its
 *   cache and `utils/path`. The board loads no asset, so it becomes an empty module.
 * - `rendering/init.mjs` registers the masks and the texture sources `Texture.from` may pick. It stays, without
 *   `VideoSource` (and its video-alpha probe): the board makes no texture from a video element. A `Texture.from`
 *   of a video would throw "Could not find a source type", loudly, never draw wrong.
 *
 * Each rewrite checks the file says what it said when this was written; a PixiJS upgrade that changes either fails
 * the build here, to be looked at, instead of dropping something new silently (tests/browser/loading.test.ts checks
 * the table page fetches neither and still draws its board).
 */
const SPRITESHEET_INIT = /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]spritesheet[\\/]init\.mjs$/;
const RENDERING_INIT = /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]init\.mjs$/;
const VIDEO_IMPORT = "import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';\n";
const VIDEO_ENTRY = /\n\s*VideoSource,/;

/** `text` without `part`, which must occur exactly once (else PixiJS changed and this step must be reviewed). */
function without(text: string, part: string | RegExp, file: string): string {
  const matches =
    typeof part === "string" ? text.split(part).length - 1 : (text.match(new RegExp(part, "g")) ?? []).length;
  if (matches !== 1)
    throw new Error(
      `pixiBoardInit: PixiJS's ${file} changed (expected ${String(part)} once); review scripts/pixiBoardInit.ts`,
    );
  return text.replace(part, "");
}

export function pixiBoardInit(): Plugin {
  return {
    name: "trickerion:pixi-board-init",
    apply: "build",
    async load(id) {
      if (!SPRITESHEET_INIT.test(id) && !RENDERING_INIT.test(id)) return null;
      const { readFile } = await import("node:fs/promises");
      const original = (await readFile(id, "utf8")).replace(/\r\n/g, "\n");
      if (SPRITESHEET_INIT.test(id)) {
        // Exactly the loader's registration, nothing else: then nothing else is lost with it.
        const body = original.replace(/\/\/# sourceMappingURL=.*\n?$/, "").trim();
        const expected = [
          "import { extensions } from '../extensions/Extensions.mjs';",
          "import { spritesheetAsset } from './spritesheetAsset.mjs';",
          '"use strict";',
          "extensions.add(spritesheetAsset);",
        ];
        if (
          body
            .split("\n")
            .filter((line) => line.trim())
            .join("\n") !== expected.join("\n")
        )
          throw new Error("pixiBoardInit: PixiJS's spritesheet/init.mjs changed; review scripts/pixiBoardInit.ts");
        return "export {};\n";
      }
      return without(without(original, VIDEO_IMPORT, "rendering/init.mjs"), VIDEO_ENTRY, "rendering/init.mjs");
    },
  };
}
