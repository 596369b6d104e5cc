// The bots' words, in both languages: level names and one-line descriptions (the lobby's level picker). Kept apart
// from en.ts / es.ts so the bots' work merges cleanly; index.ts puts them in both catalogues under `bots`. Level ids:
// shared/ai/levels.ts. The hint's reasons, also under `bots`, come with the hint's code (botReasons.ts).

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
};
