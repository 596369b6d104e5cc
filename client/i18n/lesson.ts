// The guided lessons' words the page always has (client/lesson/): the landing page's invitation. The lesson panel's
// own words (lessonPanel.ts) and the steps (lessonSteps.ts) come with the lesson's own chunk.
// Kept apart from en.ts/es.ts so the lessons merge cleanly; `lessonEs` is typed by `lessonEn`.
import type { SameShape } from "./sameShape";

export const lessonEn = {
  landing: {
    title: "New to Trickerion?",
    intro: "A short guided game against a bot: each step says what to do and why, and lights the piece to use.",
    basics: "Learn to play",
    darkAlley: "Learn the Dark Alley",
    resume: "Resume your lesson (table {{code}})",
  },
} as const;

export const lessonEs: SameShape<typeof lessonEn> = {
  landing: {
    title: "¿Nuevo en Trickerion?",
    intro:
      "Una partida guiada y corta contra un bot: cada paso dice qué hacer y por qué, e ilumina la pieza que hay que usar.",
    basics: "Aprende a jugar",
    darkAlley: "Aprende el Callejón Oscuro",
    resume: "Seguir con tu lección (mesa {{code}})",
  },
};
