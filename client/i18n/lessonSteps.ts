// The guided lessons' steps (client/lesson/basics.ts, darkAlley.ts), in both languages: each step has `do` (what to
// do now and why) and `done` (what just happened); told steps have only `do`. Not in the page's catalogue: the
// lesson's own chunk brings them (lessonRunner.ts, addWords), so a page that teaches nothing does not load them.
import type { SameShape } from "./sameShape";

export const lessonStepsEn = {
  basics: {
    phases: {
      title: "Your first turn",
      do: "You are the magician {{magician}} against a bot. The game lasts 5 turns; the most Fame wins. Each turn goes through the same phases in order, and this lesson shows each one as it comes. The dice are already rolled in Downtown; the first decision is Advertise. Press Next.",
    },
    advertise: {
      title: "Advertise",
      do: "Advertise: pay as many coins as the number of your initiative space (the number on your chip, under Initiative) and gain 2 Fame at once. You are on space {{space}}: it costs you {{cost}}. The bot is on space {{botSpace}}, the duel's second space (a duel uses spaces 1 and 3), so it would pay {{botCost}}. Press the lit Advertise button.",
      done: "You paid {{cost}} and gained 2 Fame. Your poster stays up until End Turn.",
    },
    planMagician: {
      title: "Plan: the Magician",
      do: "Assignment: you give each character you want to use a card that sends it to a location; the bot cannot see your plan. Your characters wait at home in your workshop, marked {{magicianDisk}} (Magician), A1 (Apprentice) and {{managerDisk}} (Manager; {{engineerDisk}} is an Engineer, {{assistantDisk}} an Assistant). Select your Magician (lit) and give it the Downtown card.",
      done: "Your Magician will go Downtown.",
    },
    planApprentice: {
      title: "Plan: the Apprentice",
      do: "Select your Apprentice (lit) and give it the Market Row card.",
      done: "Your Apprentice will go to the Market Row.",
    },
    planSpecialist: {
      title: "Plan: the {{character}}",
      do: "Select your {{character}} (lit) and give it the Workshop card. Characters with no card stay home and earn no wage.",
      done: "Your {{character}} will work in your Workshop.",
    },
    confirm: {
      title: "Confirm the plan",
      do: "A confirmed plan is final. Press the lit Confirm plan button; the cards are revealed once both players have confirmed.",
      done: "Both plans are revealed. Now the characters are placed one at a time, in initiative order: you first.",
    },
    placeMagician: {
      title: "Place a character: AP",
      do: "A character spends Action Points (AP) where it is placed, at once. The Magician has 3 AP and the lit Downtown slot adds 2: select it to place your Magician with 5 AP. Gold outlines mark every place the game allows now; the blue ring is the one this lesson suggests.",
      done: "Your Magician stands Downtown with {{ap}}.",
    },
    enhance: {
      title: "Enhance with a Shard",
      do: "Once per placement (not in the Theater) you may pay a Shard for +1 AP. Select your Magician on its slot (lit) and choose Enhance with a shard: 6 AP, enough for two actions of 3 AP.",
      done: "A Shard spent: your Magician has {{ap}}.",
    },
    learn: {
      title: "Downtown: learn a trick",
      do: "In the Dahlgaard Residence, Learn Trick costs 3 AP: it takes a trick of the category a Trick die shows, and the die turns to X. Select the lit {{trick}} and learn it.",
      done: "{{trick}} is in your workshop, not prepared yet. The Trick die now shows X for everyone.",
    },
    hire: {
      title: "Downtown: hire at the Inn",
      do: "Hire Character costs 3 AP and no coins: select the lit Apprentice die at the Inn and hire an Apprentice. Other Downtown actions: the Bank's coin dice give coins (Take Coins, 3 AP), and Reroll Die (1 AP) rolls any die again, an X too.",
      done: "The new Apprentice waits at the Inn: it joins your team at End Turn, and earns no wage this turn. Your Magician has no AP left, so its placement ends; now the bot places.",
    },
    placeApprentice: {
      title: "Place the Apprentice",
      do: "An Apprentice has 1 AP; select the lit Market Row slot ({{slot}}) to place it.",
      done: "Your Apprentice has {{ap}} at the Market Row.",
    },
    buy: {
      title: "Market Row: buy",
      do: "{{trick}} needs {{need}} (a trick's components are listed when you point at it in your workshop, or hold a finger on it on a phone). Buy costs 1 AP: select the lit {{component}} in the stock and buy {{count}} (their price is paid in coins). Components are never used up.",
      done: "You now own {{need}}.",
    },
    order: {
      title: "Market Row: order",
      do: "Order costs 1 AP: select the lit order slot and choose a type not in stock: one already in stock (the menu marks it) is allowed but brings nothing new. At End Turn it replaces the type in the stock slot below it. (A Quick Order, 2 AP, puts a type in stock at once, for everyone, at +1 coin.)",
      done: "Ordered: it arrives at End Turn.",
    },
    doneApprentice: {
      title: "Done with a character",
      do: "AP not spent now are lost (the game asks before you lose any). Select your Apprentice on its slot (lit) and choose Done with this character.",
      done: "Your Apprentice is done; the bot places next.",
    },
    placeSpecialist: {
      title: "Your Workshop",
      do: "Each player has two Workshop slots of their own. Select the lit slot to place your {{character}} there (2 AP).",
      done: "Your {{character}} is in your Workshop with {{ap}}.",
    },
    prepare: {
      title: "Workshop: prepare a trick",
      do: "Prepare costs the trick's AP ({{ap}}) and needs its components; it puts the trick's markers on the card. Select the lit {{trick}} and prepare it.",
      done: "{{trick}} has {{markers}} markers, ready to set up in the Theater. Your components stay.",
    },
    doneSpecialist: {
      title: "End the placement",
      do: "Select your {{character}} on its slot (lit) and choose Done with this character.",
      done: "All your characters are placed.",
    },
    performance: {
      title: "The Performance phase",
      do: "After Placement, Thursday to Sunday, each Magician on a stage performs one performance card that holds its own markers: every marker on it yields Fame, coins or Shards to its owner, and the performer gets +1 Fame per link on the card (a link: two markers side by side on a card whose corners show the same category across the circle between them; you will make one next turn) and its bonuses. The bot's Magician is on stage this turn: press Next and watch its show. Then End Turn: wages (Apprentice 1 coin, Specialist 2, Magician 0), characters come home with the hired ones, orders arrive, performance cards move; a summary tells it all and waits for you to press Continue.",
    },
    newTurn: {
      title: "Turn 2",
      do: "Read the End of turn summary over the board, then press its Continue. A new turn: the dice are rolled again and initiative goes by Fame, lowest first. This turn your Magician will perform. Press Next.",
    },
    skipAdvertise: {
      title: "Advertise or not",
      do: "Advertising now costs {{cost}}, and at End Turn your {{character}} will want 2 coins of wages; each coin you cannot pay costs 2 Fame. Keep your coins: press the lit Don't advertise button.",
      done: "No poster this turn.",
    },
    planStage: {
      title: "Plan the Theater",
      do: "Only a Magician can take a stage. Select your Magician (lit) and give it a Theater card.",
      done: "Your Magician will go to the Theater.",
    },
    planBackstage: {
      title: "Plan a helper backstage",
      do: "Backstage, any character sets up tricks, and a Specialist there adds its performer bonus. Select your {{character}} (lit) and give it a Theater card too.",
      done: "Your {{character}} will go backstage.",
    },
    confirm2: {
      title: "Confirm the plan",
      do: "Press the lit Confirm plan button.",
      done: "Plans revealed.",
    },
    placeBackstage: {
      title: "The Theater: a weekday",
      do: "In the Theater you may use only one weekday, and a day you take is closed to the bot. Each day's modifiers are printed on it: Thursday gives +1 AP backstage but each trick performed yields 1 Fame and 1 coin less; Sunday −1 AP but 1 more of each; Friday and Saturday change nothing. Select the lit backstage slot ({{slot}}) and choose your {{character}}.",
      done: "Your {{character}} is backstage with {{ap}}; {{day}} is yours.",
    },
    setUp: {
      title: "Set up a trick",
      do: "Set Up Trick costs 1 AP: it moves a prepared marker onto a space of a performance card. A card takes only one marker of each of your tricks. Your {{trick}} is chosen; select the lit space and choose Set up here. The pop-over also shows which way the marker faces (its corners show the four categories): leave it as it is; the next step uses it for a link.",
      done: "A {{trick}} marker is on the card.",
    },
    setUpLink: {
      title: "A link",
      do: "When two markers' corners show the same category across a link circle, they form a link: the one setting up gains 1 Fame or coin per new link, and a link across a Shard circle (marked ◆) also gives each owner a Shard. Select the lit {{trick}} in your workshop and choose it, then select the lit space and set it up: the pop-over shows the link it makes.",
      done: "Your new marker is on the card; it brought you {{gain}}.",
    },
    placeStage: {
      title: "Your Magician on stage",
      do: "Select the lit stage slot of {{day}} to place your Magician; on stage it takes no action: it performs in the Performance phase.",
      done: "Your Magician is on the stage of {{day}}.",
    },
    perform: {
      title: "Perform",
      do: "Your show: select the lit performance card with your markers and choose Perform. Each marker yields to its owner; you also get +1 Fame per link on the card and your {{character}}'s bonus.",
      done: "Show over: every marker on the card was performed and is spent (to perform a trick again, prepare it again in the Workshop); the card, now empty, is cleared for everyone. You have {{fame}} Fame.",
    },
    endTurn: {
      title: "End Turn and wages",
      do: "End Turn came after the shows: each character that worked was paid (Apprentice 1 coin, Specialist 2, Magician 0); a player short of coins loses 2 Fame per coin unpaid. You have {{coins}} coins. Press Next.",
    },
    gameEnd: {
      title: "How the game ends",
      do: "After the fifth End Turn comes final scoring: +1 Fame per Shard, +1 per 3 coins, +2 per Apprentice and +3 per Specialist you own. The most Fame wins; on a tie, the player earlier in initiative. Play on from here to the end, or leave: the game-over panel shows every line of the score. Press Next to finish the lesson.",
    },
  },
  "dark-alley": {
    intro: {
      title: "The Dark Alley module",
      do: "Dark Alley adds a fifth location, Special assignment cards, prophecies and Fame-36 tricks, over 7 turns. Its games start with the full setup: choose your magician and starting pieces in the panel (any choice will do). Press Next.",
    },
    setup: {
      title: "Setup",
      do: "Make the setup choices on their cards: a magician, components, your starting trick and a specialist. Tap a card (each says what it gives, or why not), then the button under the cards, which names your choice.",
      done: "Setup done. Each player holds a Dark Alley card in hand, and three prophecies wait on the Fortune Teller's orb.",
    },
    advertise: {
      title: "Advertise",
      do: "Advertise as in the base game, or not: press one of the lit buttons.",
      done: "On to the plan.",
    },
    planAlley: {
      title: "Plan: the Dark Alley",
      do: "Select your Magician (lit) and give it the Dark Alley card.",
      done: "Your Magician will go to the Dark Alley.",
    },
    confirm: {
      title: "Confirm the plan",
      do: "Press the lit Confirm plan button. You may plan your other characters first, as in the base game.",
      done: "Plans revealed.",
    },
    placeAlley: {
      title: "Place in the Dark Alley",
      do: "Select the lit Dark Alley slot to place your Magician.",
      done: "Your Magician is in the Dark Alley with {{ap}}.",
    },
    draw: {
      title: "Draw a Special card",
      do: "Draw First Card costs 1 AP: you see two cards of one Special deck, keep one and put the other under the deck. Select a lit deck and draw.",
      done: "You drew two Special cards.",
    },
    keep: {
      title: "Keep one card",
      do: "Select the card you want to keep (lit).",
      done: "A Special card joins your hand: in a later turn you plan it like a location card; placed, it gives its effect or +1 AP. Unused at the end, each scores 2 Fame.",
    },
    fortune: {
      title: "The Fortune Teller",
      do: "From turn 2 one prophecy is Active each turn and changes the rules for everyone. Fortune Telling (1 AP, once per placement) moves the pending prophecies one place, changing which comes next. Select the lit orb and tell the fortune.",
      done: "The pending prophecies moved on.",
    },
    end: {
      title: "The rest of the game",
      do: "Finish your placements as in the base game. At the end of each turn the next prophecy becomes Active. Final scoring in Dark Alley: Shards, coins per 3, +2 per unused Special card, Fame-36 bonuses, each line at most 20. Press Next to finish the lesson.",
    },
  },
} as const;

export const lessonStepsEs: SameShape<typeof lessonStepsEn> = {
  basics: {
    phases: {
      title: "Tu primer turno",
      do: "Tu mago es {{magician}} y juegas contra un bot. La partida dura 5 turnos; gana quien tenga más Fama. Cada turno pasa por las mismas fases en orden, y esta lección enseña cada una cuando llega. Los dados ya están tirados en el Centro; la primera decisión es Anunciarse. Pulsa Siguiente.",
    },
    advertise: {
      title: "Anunciarse",
      do: "Anunciarse: pagas tantas monedas como el número de tu casilla de iniciativa (el número de tu ficha, bajo Iniciativa) y ganas 2 de Fama al momento. Estás en la casilla {{space}}: te cuesta {{cost}}. El bot está en la casilla {{botSpace}}, la segunda del duelo (un duelo usa las casillas 1 y 3), así que pagaría {{botCost}}. Pulsa el botón Anunciarse iluminado.",
      done: "Pagaste {{cost}} y ganaste 2 de Fama. Tu cartel se queda hasta el Fin de turno.",
    },
    planMagician: {
      title: "Planear: el Mago",
      do: "Asignación: a cada personaje que quieras usar le das una carta que lo envía a un lugar; el bot no ve tu plan. Tus personajes esperan en casa, en tu taller, marcados {{magicianDisk}} (Mago), A1 (Aprendiz) y {{managerDisk}} (Gerente; {{engineerDisk}} es un Ingeniero, {{assistantDisk}} un Ayudante). Selecciona tu Mago (iluminado) y dale la carta del Centro.",
      done: "Tu Mago irá al Centro.",
    },
    planApprentice: {
      title: "Planear: el Aprendiz",
      do: "Selecciona tu Aprendiz (iluminado) y dale la carta de la Calle del Mercado.",
      done: "Tu Aprendiz irá a la Calle del Mercado.",
    },
    planSpecialist: {
      title: "Planear: el {{character}}",
      do: "Selecciona tu {{character}} (iluminado) y dale la carta del Taller. Los personajes sin carta se quedan en casa y no cobran salario.",
      done: "Tu {{character}} trabajará en tu Taller.",
    },
    confirm: {
      title: "Confirmar el plan",
      do: "Un plan confirmado es definitivo. Pulsa el botón Confirmar el plan iluminado; las cartas se revelan cuando los dos jugadores han confirmado.",
      done: "Los dos planes están revelados. Ahora los personajes se colocan de uno en uno, en orden de iniciativa: tú primero.",
    },
    placeMagician: {
      title: "Colocar un personaje: PA",
      do: "Un personaje gasta sus Puntos de Acción (PA) donde se coloca, en el momento. El Mago tiene 3 PA y la casilla iluminada del Centro suma 2: selecciónala para colocar a tu Mago con 5 PA. Los contornos dorados marcan cada lugar que la partida permite ahora; el anillo azul es el que sugiere esta lección.",
      done: "Tu Mago está en el Centro con {{ap}}.",
    },
    enhance: {
      title: "Potenciar con un Fragmento",
      do: "Una vez por colocación (no en el Teatro) puedes pagar un Fragmento por +1 PA. Selecciona tu Mago en su casilla (iluminado) y elige Potenciar con un Fragmento: 6 PA, lo justo para dos acciones de 3 PA.",
      done: "Un Fragmento gastado: tu Mago tiene {{ap}}.",
    },
    learn: {
      title: "Centro: aprender un truco",
      do: "En la Residencia Dahlgaard, Aprender truco cuesta 3 PA: tomas un truco de la categoría que muestra un dado de Truco, y el dado pasa a X. Selecciona {{trick}}, iluminado, y apréndelo.",
      done: "{{trick}} está en tu taller, aún sin preparar. El dado de Truco muestra ahora X para todos.",
    },
    hire: {
      title: "Centro: contratar en la Posada",
      do: "Contratar personaje cuesta 3 PA y ninguna moneda: selecciona el dado de Aprendiz iluminado de la Posada y contrata un Aprendiz. Otras acciones del Centro: los dados de monedas del Banco dan monedas (Tomar monedas, 3 PA), y Volver a tirar un dado (1 PA) tira de nuevo cualquier dado, también una X.",
      done: "El nuevo Aprendiz espera en la Posada: se une a tu equipo en el Fin de turno y no cobra salario este turno. A tu Mago no le quedan PA, así que su colocación termina; ahora coloca el bot.",
    },
    placeApprentice: {
      title: "Colocar al Aprendiz",
      do: "Un Aprendiz tiene 1 PA; selecciona la casilla iluminada de la Calle del Mercado ({{slot}}) para colocarlo.",
      done: "Tu Aprendiz tiene {{ap}} en la Calle del Mercado.",
    },
    buy: {
      title: "Calle del Mercado: comprar",
      do: "{{trick}} necesita {{need}} (los componentes de un truco aparecen al señalarlo en tu taller, o al dejar el dedo encima en un móvil). Comprar cuesta 1 PA: selecciona {{component}}, iluminado en las existencias, y compra {{count}} (pagas su precio en monedas). Los componentes nunca se gastan.",
      done: "Ya tienes {{need}}.",
    },
    order: {
      title: "Calle del Mercado: encargar",
      do: "Encargo cuesta 1 PA: selecciona la casilla de encargo iluminada y elige un tipo que no esté en las existencias: uno que ya está (el menú lo marca) se permite, pero no aporta nada nuevo. En el Fin de turno sustituye al tipo de la casilla de debajo. (Un Encargo rápido, 2 PA, pone un tipo en las existencias al momento, para todos, a +1 moneda.)",
      done: "Encargado: llega en el Fin de turno.",
    },
    doneApprentice: {
      title: "Terminar con un personaje",
      do: "Los PA que no gastes ahora se pierden (el juego pregunta antes de que pierdas alguno). Selecciona tu Aprendiz en su casilla (iluminado) y elige Terminar con este personaje.",
      done: "Tu Aprendiz ha terminado; ahora coloca el bot.",
    },
    placeSpecialist: {
      title: "Tu Taller",
      do: "Cada jugador tiene dos casillas de Taller propias. Selecciona la casilla iluminada para colocar ahí a tu {{character}} (2 PA).",
      done: "Tu {{character}} está en tu Taller con {{ap}}.",
    },
    prepare: {
      title: "Taller: preparar un truco",
      do: "Preparar cuesta los PA del truco ({{ap}}) y exige sus componentes; pone los marcadores del truco sobre la carta. Selecciona {{trick}}, iluminado, y prepáralo.",
      done: "{{trick}} tiene {{markers}} marcadores, listos para montarse en el Teatro. Tus componentes se quedan.",
    },
    doneSpecialist: {
      title: "Terminar la colocación",
      do: "Selecciona tu {{character}} en su casilla (iluminado) y elige Terminar con este personaje.",
      done: "Todos tus personajes están colocados.",
    },
    performance: {
      title: "La fase de Actuaciones",
      do: "Tras la Colocación, de jueves a domingo, cada Mago en escena representa una carta de actuación que tenga marcadores suyos: cada marcador rinde Fama, monedas o Fragmentos a su dueño, y el actor gana +1 de Fama por enlace de la carta (un enlace: dos marcadores vecinos en una carta cuyas esquinas muestran la misma categoría a través del círculo que los separa; harás uno el próximo turno) y sus bonificaciones. Este turno el Mago del bot está en escena: pulsa Siguiente y mira su función. Después, el Fin de turno: salarios (Aprendiz 1 moneda, Especialista 2, Mago 0), los personajes vuelven a casa con los contratados, llegan los encargos y las cartas de actuación avanzan; un resumen lo cuenta todo y espera a que pulses Continuar.",
    },
    newTurn: {
      title: "Turno 2",
      do: "Lee el resumen del Fin de turno sobre el tablero y pulsa su Continuar. Un turno nuevo: se vuelven a tirar los dados y la iniciativa va por Fama, de menos a más. Este turno actuará tu Mago. Pulsa Siguiente.",
    },
    skipAdvertise: {
      title: "Anunciarse o no",
      do: "Anunciarse cuesta ahora {{cost}}, y en el Fin de turno tu {{character}} querrá 2 monedas de salario; cada moneda que no puedas pagar cuesta 2 de Fama. Guarda tus monedas: pulsa el botón No anunciarse iluminado.",
      done: "Sin cartel este turno.",
    },
    planStage: {
      title: "Planear el Teatro",
      do: "Solo un Mago puede subir a un escenario. Selecciona tu Mago (iluminado) y dale una carta del Teatro.",
      done: "Tu Mago irá al Teatro.",
    },
    planBackstage: {
      title: "Planear un ayudante entre bastidores",
      do: "Entre bastidores cualquier personaje monta trucos, y un Especialista ahí suma su bonificación del actor. Selecciona tu {{character}} (iluminado) y dale también una carta del Teatro.",
      done: "Tu {{character}} irá entre bastidores.",
    },
    confirm2: {
      title: "Confirmar el plan",
      do: "Pulsa el botón Confirmar el plan iluminado.",
      done: "Planes revelados.",
    },
    placeBackstage: {
      title: "El Teatro: un día",
      do: "En el Teatro solo puedes usar un día de la semana, y el día que tomas queda cerrado para el bot. Los modificadores de cada día están impresos en él: el jueves da +1 PA entre bastidores, pero cada truco representado rinde 1 de Fama y 1 moneda menos; el domingo −1 PA pero 1 más de cada; viernes y sábado no cambian nada. Selecciona la casilla de bastidores iluminada ({{slot}}) y elige a tu {{character}}.",
      done: "Tu {{character}} está entre bastidores con {{ap}}; el {{day}} es tuyo.",
    },
    setUp: {
      title: "Montar un truco",
      do: "Montar truco cuesta 1 PA: lleva un marcador preparado a un espacio de una carta de actuación. Una carta admite un solo marcador de cada truco tuyo. Tu {{trick}} ya está elegido; selecciona el espacio iluminado y elige Montar aquí. La ventana muestra también hacia dónde mira el marcador (sus esquinas muestran las cuatro categorías): déjalo así; el paso siguiente lo usa para un enlace.",
      done: "Un marcador de {{trick}} está en la carta.",
    },
    setUpLink: {
      title: "Un enlace",
      do: "Cuando las esquinas de dos marcadores muestran la misma categoría a través de un círculo de enlace, forman un enlace: quien monta gana 1 de Fama o 1 moneda por enlace nuevo, y un enlace a través de un círculo de Fragmento (marcado ◆) da además un Fragmento a cada dueño. Selecciona {{trick}}, iluminado en tu taller, y elígelo; luego selecciona el espacio iluminado y móntalo: la ventana muestra el enlace que forma.",
      done: "Tu nuevo marcador está en la carta; te ha dado {{gain}}.",
    },
    placeStage: {
      title: "Tu Mago en escena",
      do: "Selecciona la casilla de escenario iluminada del {{day}} para colocar a tu Mago; en escena no hace acciones: actúa en la fase de Actuaciones.",
      done: "Tu Mago está en el escenario del {{day}}.",
    },
    perform: {
      title: "Actuar",
      do: "Tu función: selecciona la carta de actuación iluminada, con tus marcadores, y elige Actuar. Cada marcador rinde a su dueño; además ganas +1 de Fama por enlace de la carta y la bonificación de tu {{character}}.",
      done: "Fin de la función: cada marcador de la carta se ha representado y está gastado (para volver a representar un truco, prepáralo otra vez en el Taller); la carta, ahora vacía, queda libre para todos. Tienes {{fame}} de Fama.",
    },
    endTurn: {
      title: "Fin de turno y salarios",
      do: "Tras las funciones llegó el Fin de turno: cada personaje que trabajó cobró (Aprendiz 1 moneda, Especialista 2, Mago 0); a quien le faltan monedas pierde 2 de Fama por moneda sin pagar. Tienes {{coins}} monedas. Pulsa Siguiente.",
    },
    gameEnd: {
      title: "Cómo termina la partida",
      do: "Tras el quinto Fin de turno llega la puntuación final: +1 de Fama por Fragmento, +1 por cada 3 monedas, +2 por Aprendiz y +3 por Especialista que tengas. Gana quien tenga más Fama; en caso de empate, quien vaya antes en la iniciativa. Sigue jugando desde aquí hasta el final, o sal: el panel de fin de partida muestra cada línea de la puntuación. Pulsa Siguiente para terminar la lección.",
    },
  },
  "dark-alley": {
    intro: {
      title: "El módulo del Callejón Oscuro",
      do: "El Callejón Oscuro añade un quinto lugar, cartas de asignación Especiales, profecías y trucos de Fama 36, en 7 turnos. Sus partidas empiezan con la preparación completa: elige tu mago y tus piezas iniciales en el panel (cualquier elección vale). Pulsa Siguiente.",
    },
    setup: {
      title: "Preparación",
      do: "Haz las elecciones de la preparación en sus cartas: un mago, componentes, tu truco inicial y un especialista. Toca una carta (cada una dice lo que da, o por qué no) y luego el botón bajo las cartas, que nombra tu elección.",
      done: "Preparación hecha. Cada jugador tiene una carta del Callejón Oscuro en la mano, y tres profecías esperan en la esfera de La Adivina.",
    },
    advertise: {
      title: "Anunciarse",
      do: "Anúnciate como en el juego básico, o no: pulsa uno de los botones iluminados.",
      done: "Vamos al plan.",
    },
    planAlley: {
      title: "Planear: el Callejón Oscuro",
      do: "Selecciona tu Mago (iluminado) y dale la carta del Callejón Oscuro.",
      done: "Tu Mago irá al Callejón Oscuro.",
    },
    confirm: {
      title: "Confirmar el plan",
      do: "Pulsa el botón Confirmar el plan iluminado. Antes puedes planear tus otros personajes, como en el juego básico.",
      done: "Planes revelados.",
    },
    placeAlley: {
      title: "Colocar en el Callejón Oscuro",
      do: "Selecciona la casilla iluminada del Callejón Oscuro para colocar a tu Mago.",
      done: "Tu Mago está en el Callejón Oscuro con {{ap}}.",
    },
    draw: {
      title: "Robar una carta Especial",
      do: "Robar la primera carta cuesta 1 PA: ves dos cartas de un mazo Especial, te quedas una y pones la otra debajo del mazo. Selecciona un mazo iluminado y roba.",
      done: "Has robado dos cartas Especiales.",
    },
    keep: {
      title: "Quedarte una carta",
      do: "Selecciona la carta que quieras quedarte (iluminada).",
      done: "Una carta Especial entra en tu mano: en otro turno la planeas como una carta de lugar; al colocarla da su efecto o +1 PA. Si no la usas, al final vale 2 de Fama.",
    },
    fortune: {
      title: "La Adivina",
      do: "Desde el turno 2 hay una profecía Activa cada turno que cambia las reglas para todos. Adivinar (1 PA, una vez por colocación) mueve las profecías pendientes un lugar y cambia cuál viene después. Selecciona la esfera iluminada y adivina.",
      done: "Las profecías pendientes han avanzado.",
    },
    end: {
      title: "El resto de la partida",
      do: "Termina tus colocaciones como en el juego básico. Al final de cada turno la siguiente profecía pasa a ser Activa. Puntuación final del Callejón Oscuro: Fragmentos, monedas de 3 en 3, +2 por carta Especial sin usar y bonificaciones de trucos de Fama 36, cada línea como máximo 20. Pulsa Siguiente para terminar la lección.",
    },
  },
};
