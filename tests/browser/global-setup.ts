import { ensureChromium } from "../../scripts/chromium";
import { ensureClientBuild } from "../../scripts/clientBuild";

/** Browser tests drive the real built client in Debian's Chromium: make sure both exist. */
export default async function setup(): Promise<void> {
  ensureChromium();
  await ensureClientBuild();
}
