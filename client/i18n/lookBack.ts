// The look back's words (game over and the replay viewer: where each player's Fame came from, the turns lost most
// to the winner); registered under `lookBack` by client/i18n/index.ts. Spanish typed by the English shape.

export const lookBackEn = {
  title: "Where the Fame came from",
  open: "Look back at the game",
  player: "Player",
  start: "Start",
  total: "Total",
  source: {
    tricks: "Tricks performed",
    links: "Links",
    performer: "Performer bonus",
    advertise: "Advertise",
    wages: "Unpaid wages",
    endGame: "Final scoring",
    darkAlley: "Dark Alley",
    other: "Other",
  },
  byTurn: "Turn by turn",
  turn: "Turn {{n}}",
  end: "End",
  lostTitle: "Turns lost most to the winner",
  lost: "{{name}}, turn {{turn}}: {{fame}} behind {{winner}}; lost most in: {{source}} ({{part}})",
  neverBehind: "{{name}} was never behind {{winner}} in a turn.",
  winner: "{{name}} won.",
};

export const lookBackEs: typeof lookBackEn = {
  title: "De dónde salió la Fama",
  open: "Repasar la partida",
  player: "Jugador",
  start: "Inicio",
  total: "Total",
  source: {
    tricks: "Trucos actuados",
    links: "Enlaces",
    performer: "Bonificación de quien actúa",
    advertise: "Anunciarse",
    wages: "Salarios sin pagar",
    endGame: "Puntuación final",
    darkAlley: "Callejón Oscuro",
    other: "Otros",
  },
  byTurn: "Turno a turno",
  turn: "Turno {{n}}",
  end: "Final",
  lostTitle: "Turnos en que más se perdió frente al ganador",
  lost: "{{name}}, turno {{turn}}: {{fame}} por detrás de {{winner}}; donde más perdió: {{source}} ({{part}})",
  neverBehind: "{{name}} nunca quedó por detrás de {{winner}} en un turno.",
  winner: "Ganó {{name}}.",
};
