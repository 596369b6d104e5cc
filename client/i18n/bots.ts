// The bots' words, in both languages: level names and one-line descriptions (the lobby's level picker), and the
// hint's one-line reason (shared/ai decide()'s `reason`). Kept apart from en.ts / es.ts so the bots' work merges
// cleanly; index.ts puts them in both catalogues under `bots`. Level ids: shared/ai/levels.ts.

export const botsEn = {
  level: {
    apprentice: {
      name: "Apprentice",
      description: "Plays at once by simple rules of thumb: a rules demonstration more than a rival.",
    },
    magician: {
      name: "Magician",
      description: "Thinks a quarter of a second per move, playing out hundreds of possible games.",
    },
    grandMagician: {
      name: "Grand Magician",
      description: "Thinks up to a second per move: the strongest opponent here.",
    },
  },
  reason: {
    greedy: "The move its rules of thumb rate best",
    forced: "The only move it has",
    expects: "Expects about {{fame}} Fame at the end, winning {{percent}} % of its playouts",
  },
};

export const botsEs: typeof botsEn = {
  level: {
    apprentice: {
      name: "Aprendiz",
      description: "Juega al instante con reglas sencillas: más una demostración de las reglas que un rival.",
    },
    magician: {
      name: "Mago",
      description: "Piensa un cuarto de segundo por jugada y juega cientos de partidas posibles.",
    },
    grandMagician: {
      name: "Gran Mago",
      description: "Piensa hasta un segundo por jugada: el rival más fuerte de la mesa.",
    },
  },
  reason: {
    greedy: "La jugada que mejor valoran sus reglas sencillas",
    forced: "Su única jugada posible",
    expects: "Espera terminar con unos {{fame}} de Fama y gana el {{percent}} % de sus simulaciones",
  },
};
