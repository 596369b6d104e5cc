// The lesson panel's words (client/lesson/lessonPanel.ts: its title, step count, buttons and notes), both languages:
// not in the page's catalogue, they come with the lesson's own chunk like its steps (client/lesson/lessonWords.ts adds
// them under `lesson.panel`), so a table that teaches nothing does not load them (issue 30).
import type { SameShape } from "./sameShape";

export const lessonPanelEn = {
  title: "Lesson",
  basics: "Learn to play",
  "dark-alley": "Learn the Dark Alley",
  step: "Step {{n}} of {{total}}",
  next: "Next",
  skip: "Skip step",
  skipTitle: "Skip this step: the game stays as it is",
  restart: "Start again",
  restartTitle: "Start the lesson again at a new table (this one stays saved)",
  leave: "Leave",
  leaveTitle: "Leave the lesson: the landing page offers to resume it",
  hide: "Hide",
  show: "Lesson",
  lit: "Look for the piece lit in blue.",
  litPanel: "The button to press is lit in blue.",
  notYet: "Not yet: the game first waits for the decision the panel shows.",
  botFirst: "Not yet: the bot is deciding its move. This step begins when it has played.",
  showPlaying: "A show is playing over the board: watch it. The lesson goes on when it ends.",
  offScript:
    "That was not this step's move, but it is a legal one, so the game goes on. To take it back, press ↶ Undo.",
  passed: "The moment for “{{title}}” has passed; the lesson goes on from here.",
  finished: "Lesson complete. This table is yours: play the game to its end against the bot, or leave.",
  nothing: "nothing",
} as const;

export const lessonPanelEs: SameShape<typeof lessonPanelEn> = {
  title: "Lección",
  basics: "Aprende a jugar",
  "dark-alley": "Aprende el Callejón Oscuro",
  step: "Paso {{n}} de {{total}}",
  next: "Siguiente",
  skip: "Saltar paso",
  skipTitle: "Saltar este paso: la partida se queda como está",
  restart: "Empezar de nuevo",
  restartTitle: "Empezar la lección de nuevo en una mesa nueva (esta queda guardada)",
  leave: "Salir",
  leaveTitle: "Dejar la lección: la página de inicio ofrece retomarla",
  hide: "Ocultar",
  show: "Lección",
  lit: "Busca la pieza iluminada en azul.",
  litPanel: "El botón que hay que pulsar está iluminado en azul.",
  notYet: "Todavía no: antes la partida espera la decisión que muestra el panel.",
  botFirst: "Todavía no: el bot está decidiendo su jugada. Este paso empieza cuando haya jugado.",
  showPlaying: "Se está representando una función sobre el tablero: mírala. La lección sigue cuando termine.",
  offScript:
    "Esa no era la jugada de este paso, pero es legal, así que la partida sigue. Para deshacerla, pulsa ↶ Deshacer.",
  passed: "El momento de «{{title}}» ya pasó; la lección sigue desde aquí.",
  finished: "Lección terminada. Esta mesa es tuya: juega la partida hasta el final contra el bot, o sal.",
  nothing: "nada",
};
