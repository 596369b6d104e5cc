// The guided lessons' words the page always has (client/lesson/): the landing page's invitation and the lesson
// panel's buttons. The steps themselves are in lessonSteps.ts and come with the lesson's own chunk.
// Kept apart from en.ts/es.ts so the lessons merge cleanly; `lessonEs` is typed by `lessonEn`.

export const lessonEn = {
  panel: {
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
  },
  landing: {
    title: "New to Trickerion?",
    intro: "A short guided game against a bot: each step says what to do and why, and lights the piece to use.",
    basics: "Learn to play",
    darkAlley: "Learn the Dark Alley",
    resume: "Resume your lesson (table {{code}})",
  },
} as const;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const lessonEs: Shape<typeof lessonEn> = {
  panel: {
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
  },
  landing: {
    title: "¿Nuevo en Trickerion?",
    intro:
      "Una partida guiada y corta contra un bot: cada paso dice qué hacer y por qué, e ilumina la pieza que hay que usar.",
    basics: "Aprende a jugar",
    darkAlley: "Aprende el Callejón Oscuro",
    resume: "Seguir con tu lección (mesa {{code}})",
  },
};
