// The words of playing with bots (issue 31): the level pickers, the solo game on the landing page and the hint.
// Level names and descriptions, and the hint's one-line reason, are in bots.ts; index.ts merges both catalogues.

export const botplayEn = {
  botplay: {
    level: "Bots' level",
    levelOf: "Level of {{name}}",
    hints: "Hints: what the strongest bot would do",
    takeoverNote: "Bots that take over a seat someone left play at this level.",
    solo: {
      title: "Play alone against bots",
      players: "Seats (you and the bots)",
      play: "Play solo",
      darkAlleyNote:
        "Seven turns with Special Assignment cards and the options ticked; you choose your magician and starting cards (quick start is for the base game).",
    },
    hint: {
      ask: "Hint",
      askTitle: "What would the Grand Magician do here? Only a suggestion: nothing is played for you.",
      thinking: "The Grand Magician is thinking…",
      would: "The Grand Magician would play: {{action}}",
      lit: "Lit on the board.",
      nothing: "Nothing to do now.",
      close: "Hide the hint",
    },
  },
};

export const botplayEs: typeof botplayEn = {
  botplay: {
    level: "Nivel de los bots",
    levelOf: "Nivel de {{name}}",
    hints: "Pistas: lo que haría el bot más fuerte",
    takeoverNote: "Los bots que ocupan el asiento de quien se fue juegan a este nivel.",
    solo: {
      title: "Jugar solo contra bots",
      players: "Asientos (tú y los bots)",
      play: "Jugar solo",
      darkAlleyNote:
        "Siete turnos con las cartas de asignación especiales y las opciones marcadas; eliges tu mago y tus cartas iniciales (el inicio rápido es para el juego básico).",
    },
    hint: {
      ask: "Pista",
      askTitle: "¿Qué haría aquí el Gran Mago? Solo es una sugerencia: no se juega nada por ti.",
      thinking: "El Gran Mago está pensando…",
      would: "El Gran Mago jugaría: {{action}}",
      lit: "Iluminado en el tablero.",
      nothing: "Ahora no hay nada que hacer.",
      close: "Ocultar la pista",
    },
  },
};
