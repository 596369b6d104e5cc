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
  /** The hint's reason in game terms (shared/ai/hintWhy.ts data, worded by client/ui/hintWords.ts). */
  why: {
    now: "now {{list}}",
    learns: "learns {{trick}}: worth {{yield}} for each marker performed",
    prepares_one: "{{n}} marker on {{trick}}, ready to set up",
    prepares_other: "{{n}} markers on {{trick}}, ready to set up",
    hires: "hires a character: {{n}} characters from next turn",
    startsWith: "{{n}} characters to start with",
    place: "sends your {{character}} to {{place}} with {{ap}} to spend",
    placeNoAp: "sends your {{character}} to {{place}}",
    plan: "plan: {{steps}}",
    planStep: "{{character}} → {{place}}",
    assign: "plans your {{character}} for {{place}}",
    setUp: "sets up {{trick}} for the show, on {{card}}",
    yourWorkshop: "your Workshop",
    purpose: {
      chooseMagician: "{{category}} becomes your favourite category: its tricks can be learned whatever the dice show",
      confirmAssignments: "your plan is ready: confirm it",
      leaveInactive: "leaves your {{character}} idle: nothing there is worth its time now",
      endPlacement: "ends this placement: nothing left is worth the action points",
      skipAdvertise: "keeps the coins Advertising would cost",
      passPerformance: "nothing more to perform now",
      rerollDie: "rolls {{die}} again for a better face (the result is not known in advance)",
      setDie: "turns {{die}} to the face it needs",
      drawSpecial: "draws two Special cards and keeps one (which ones is not known in advance)",
      order: "orders {{component}}: it comes in a later turn",
      quickOrder: "orders {{component}} at once",
      reschedule: "moves a trick marker to a better place on the stage",
      moveTrick: "moves a trick to another slot of your board",
      moveApprentice: "moves an Apprentice in your Workshop",
    },
    uncertain: "what it brings depends on what is not known yet",
    better_one: "About {{fame}} Fame more at the end than {{other}}",
    better_other: "About {{fame}} Fame more at the end than {{other}}",
    betterWins: "Wins {{percent}} % more of its playouts than {{other}}",
    close: "A close call against {{other}}: about the same in its playouts",
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
  why: {
    now: "ahora {{list}}",
    learns: "aprende {{trick}}: da {{yield}} por cada marcador representado",
    prepares_one: "{{n}} marcador en {{trick}}, listo para montar",
    prepares_other: "{{n}} marcadores en {{trick}}, listos para montar",
    hires: "contrata un personaje: {{n}} personajes desde el próximo turno",
    startsWith: "{{n}} personajes para empezar",
    place: "envía a tu {{character}} a {{place}} con {{ap}} para gastar",
    placeNoAp: "envía a tu {{character}} a {{place}}",
    plan: "plan: {{steps}}",
    planStep: "{{character}} → {{place}}",
    assign: "planea tu {{character}} para {{place}}",
    setUp: "monta {{trick}} para la función, en {{card}}",
    yourWorkshop: "tu Taller",
    purpose: {
      chooseMagician:
        "{{category}} pasa a ser tu categoría favorita: sus trucos se aprenden muestren lo que muestren los dados",
      confirmAssignments: "tu plan está listo: confírmalo",
      leaveInactive: "deja a tu {{character}} sin actuar: ahí nada vale su tiempo ahora",
      endPlacement: "termina esta colocación: lo que queda no vale los puntos de acción",
      skipAdvertise: "guarda las monedas que costaría anunciarse",
      passPerformance: "no queda nada que representar ahora",
      rerollDie: "vuelve a tirar {{die}} por una cara mejor (el resultado no se sabe de antemano)",
      setDie: "pone {{die}} en la cara que necesita",
      drawSpecial: "roba dos cartas Especiales y se queda una (cuáles, no se sabe de antemano)",
      order: "encarga {{component}}: llega en un turno posterior",
      quickOrder: "encarga {{component}} al momento",
      reschedule: "mueve un marcador de truco a un sitio mejor del escenario",
      moveTrick: "mueve un truco a otra casilla de tu tablero",
      moveApprentice: "mueve un Aprendiz en tu Taller",
    },
    uncertain: "lo que aporta depende de lo que aún no se sabe",
    better_one: "Alrededor de {{fame}} de Fama más al final que {{other}}",
    better_other: "Unos {{fame}} de Fama más al final que {{other}}",
    betterWins: "Gana un {{percent}} % más de sus simulaciones que {{other}}",
    close: "Muy igualado con {{other}}: casi lo mismo en sus simulaciones",
  },
  reason: {
    greedy: "La jugada que mejor valoran sus reglas sencillas",
    forced: "Su única jugada posible",
    expects: "Espera terminar con unos {{fame}} de Fama y gana el {{percent}} % de sus simulaciones",
  },
};
