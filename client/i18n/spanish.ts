import { es } from "./es";
import { namesEs } from "./names";
import { tableEs } from "./table";
import { rulesWordsEs } from "./rulesWords";
import { seatsEs } from "./seats";
import { lessonEs } from "./lesson";
import { botsEs } from "./bots";
import { talkEs, talkRefusalsEs } from "./talk";
import { botplayEs } from "./botplay";
import { storyEs } from "./story";
import { choicesEs } from "./choices";

// Spanish, a chunk of its own (issue 30): fetched only when a reader chooses it or their browser asks for it
// (index.ts, loadLanguage). The topic files keep both languages side by side; the build gives this file's imports
// their own module instances (vite.config.ts, spanishApart), so English pages carry none of these words.
export const SPANISH = {
  ...es,
  ...tableEs,
  ...botplayEs,
  names: namesEs,
  rules: rulesWordsEs,
  seats: seatsEs,
  lesson: lessonEs,
  bots: botsEs,
  talk: talkEs,
  choices: choicesEs,
  refusal: { ...es.refusal, code: { ...es.refusal.code, ...talkRefusalsEs } },
  ...storyEs,
};
