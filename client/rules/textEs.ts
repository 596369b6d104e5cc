import type { RulesText } from "./sections";

// El reglamento de consulta en español: palabras propias del proyecto, escritas a partir de la autoridad de reglas
// (RULES.md) y de las lecturas por defecto de OPEN-QUESTIONS.md que sigue el motor. Los términos siguen
// docs/i18n.md (traducciones fieles, no comprobadas con las cartas impresas).

export const rulesEs: RulesText = {
  chapters: {
    basics: "Lo básico",
    setup: "Preparación",
    turn: "Un turno, fase a fase",
    locations: "Los lugares",
    theater: "El Teatro",
    scoring: "Fin de la partida",
    twoPlayers: "Dos jugadores",
    darkAlley: "Callejón Oscuro",
    cards: "Las cartas",
  },
  sections: {
    overview: {
      title: "De qué trata el juego",
      body: [
        "Cada cual dirige una compañía de magos de escenario. Gana quien tenga más Fama al acabar la partida.",
        "El juego básico dura 5 turnos; con el módulo Callejón Oscuro, 7. En cada turno planeas en secreto adónde van tus personajes, los colocas de uno en uno y actúas con ellos en el acto, y después los magos en escena dan sus funciones.",
        [
          "La Fama es la puntuación.",
          "Las monedas pagan componentes, anunciarse y salarios.",
          "Los Fragmentos de Trickerion pagan Potenciar y puntúan al final.",
          "Los componentes son lo que tus trucos necesitan antes de poder prepararlos.",
          "Los trucos son cartas; los marcadores de truco representan trucos preparados y son lo que pones en las cartas de actuación.",
        ],
      ],
      readings: [
        {
          text: "Esta mesa juega 5 turnos, o 7 con Callejón Oscuro; no sigue las copias antiguas del reglamento que hablan de seis turnos.",
          follows: ["OQ-40"],
        },
      ],
    },
    characters: {
      title: "Personajes y Puntos de Acción",
      body: [
        "Tus personajes son tus trabajadores. Cada uno tiene Puntos de Acción (PA) que gasta donde se coloca:",
        [
          "Mago: 3 PA, sin salario. Solo el Mago puede subir a un escenario del Teatro.",
          "Ingeniero, Gerente, Ayudante (los especialistas): 2 PA cada uno, salario de 2 monedas. Puedes tener como mucho uno de cada.",
          "Aprendiz: 1 PA, salario de 1 moneda (ninguno si ocupa la casilla de la Ayudante).",
        ],
        "Los PA de un personaje colocado son los suyos más el modificador impreso en la casilla. Se gastan en el acto y solo en acciones de ese lugar; lo que no gastes se pierde. Puedes repetir una acción mientras te lleguen los PA y lo demás que pida.",
        "Potenciar personaje: paga 1 Fragmento por +1 PA, como mucho una vez por colocación, en cualquier lugar salvo el Teatro, antes de actuar o entre acciones.",
      ],
      readings: [
        {
          text: "Esta mesa deja colocar un personaje aunque no pueda hacer nada allí (0 PA o ninguna acción posible): pierde sus PA, cobra salario y en el Teatro sigue ocupando su día.",
          follows: ["OQ-6"],
        },
      ],
    },
    fame: {
      title: "La Fama",
      body: [
        "Todos empiezan con 5 de Fama. No tiene máximo y nunca baja de 0: una pérdida que te dejaría por debajo se queda en 0.",
        "La Fama también abre trucos: solo aprendes un truco si tu Fama llega a su umbral (1, 16 o 36).",
      ],
      readings: [
        { text: "Esta mesa da 5 de Fama inicial a todos.", follows: ["OQ-1"] },
        { text: "Esta mesa no permite pagar monedas en lugar de la Fama que pide un truco.", follows: ["OQ-2"] },
      ],
    },
    components: {
      title: "Componentes y tu Taller",
      body: [
        "Hay 12 tipos de componente. Los básicos (madera, metal, cristal, tela) cuestan 1 moneda, los avanzados (cuerda, petróleo, sierra, animal) 2 y los superiores (candado, espejo, disfraz, engranaje) 3.",
        "Cada tipo que tienes ocupa una casilla de componente de tu Taller (6 casillas), y puedes tener como mucho 3 de un tipo.",
        "Con el Gerente tienes 2 casillas más: un montón allí cuenta como uno más de su tipo para lo que pida cualquier truco.",
        "Los componentes nunca se gastan: un truco solo comprueba que tengas bastantes. Puedes devolver componentes a la reserva cuando quieras para hacer sitio.",
      ],
      readings: [
        {
          text: "Esta mesa da al Taller 6 casillas de componente más las 2 del Gerente; una casilla del Gerente admite hasta 2 piezas y un montón allí cuenta uno más.",
          follows: ["OQ-7", "OQ-8"],
        },
        {
          text: "Esta mesa limita cada tipo de componente a la reserva impresa (10, 8 o 6 piezas); las monedas y los Fragmentos no se agotan.",
          follows: ["OQ-22"],
        },
      ],
    },
    tricks: {
      title: "Trucos y marcadores de truco",
      body: [
        "Una carta de truco muestra su categoría (Óptico, Espiritual, Escapismo o Mecánico), su umbral de Fama, los componentes que pide, los PA que cuesta prepararla, cuántos marcadores recibe y qué rinde cada marcador al actuar.",
        "Al aprender un truco le pones uno de tus 4 marcadores de símbolo, así que tienes como mucho 4 trucos. Tienes 3 casillas de truco y una 4.ª en el Ingeniero.",
        "Cada símbolo tiene 4 marcadores de truco. Un marcador está en tu reserva, sobre su carta de truco preparada o montado en una carta de actuación.",
      ],
      readings: [
        {
          text: "Esta mesa deja poner un truco nuevo en cualquier casilla de truco libre, también la del Ingeniero.",
          follows: ["OQ-9"],
        },
        {
          text: "Esta mesa deja descartar uno de tus trucos durante tu propia colocación: vuelve a la Residencia y sus marcadores a tu reserva.",
          follows: ["OQ-10"],
        },
      ],
    },
    links: {
      title: "Montar marcadores, y los Enlaces",
      body: [
        "Un marcador de truco es un cuadrado con los cuatro símbolos de categoría en sus esquinas, siempre en el orden Espiritual, Mecánico, Óptico, Escapismo en el sentido de las agujas del reloj. En una carta de actuación las casillas son rombos, así que las esquinas apuntan arriba, a la derecha, abajo y a la izquierda.",
        "Al montar un marcador, la esquina con la categoría de su propio truco debe apuntar a uno de los círculos de enlace de esa casilla; eso fija las otras tres esquinas.",
        "Se forma un Enlace en un círculo de enlace cuando las dos casillas tienen marcadores y las dos esquinas que apuntan a él muestran la misma categoría, sean de quien sean.",
        "Cada Enlace nuevo que forma tu montaje te paga 1, 2 o 3 de Fama o monedas (eliges en cada Enlace): 1 por un truco de umbral 1, 2 por uno de umbral 16, 3 por uno de umbral 36. Un círculo con Fragmento da además 1 Fragmento a cada dueño de los dos marcadores enlazados (solo 1 si ambos son tuyos).",
        "Una carta no puede tener dos veces el mismo truco del mismo jugador.",
      ],
      readings: [
        { text: "Esta mesa te deja elegir Fama o monedas por separado en cada Enlace nuevo.", follows: ["OQ-28"] },
        { text: "Esta mesa no paga nada, ni Fragmentos, por los Enlaces que forma Reprogramar.", follows: ["OQ-46"] },
      ],
    },
    setup: {
      title: "Preparar la mesa",
      body: [
        [
          "Los trucos de umbral 1 y 16 esperan en la Residencia Dahlgaard, en cuatro mazos por categoría; puedes elegir cualquier carta de un mazo.",
          "Las cuatro casillas de compra de la Calle del Mercado empiezan con madera, metal, cristal y tela; las de encargo y la de encargo rápido, vacías.",
          "El mazo de actuación tiene, desde arriba, 2 cartas del Teatro de la Ribera y luego 2 del Gran Magorian; empiezan boca arriba en el Teatro tantas cartas de la Ribera como jugadores menos uno.",
          "Componentes, Fragmentos y monedas forman la reserva; el marcador de turno empieza en el turno 1.",
        ],
      ],
    },
    "player-setup": {
      title: "Tu mago y tu compañía",
      body: [
        "Se elige por turnos. Cada cual toma un Mago cuya categoría favorita no tenga nadie, el cartel del mago, 16 marcadores de truco, 4 marcadores de símbolo, 8 fichas de personaje y una mano de 9 cartas de asignación: 3 de Teatro, 2 de Taller, 2 de Calle del Mercado y 2 de Centro.",
        "Empiezas con tu Mago y 1 Aprendiz, componentes por valor de hasta 2 monedas, un truco de umbral 1 de tu categoría favorita, 1 Fragmento y un especialista a tu elección con su ventaja:",
        [
          "Gerente: más componentes por valor de hasta 2 monedas, en las casillas del Gerente.",
          "Ingeniero: otro truco de umbral 1 de cualquier categoría, en la casilla del Ingeniero (se elige después del truco inicial de todos).",
          "Ayudante: otro Aprendiz, en la casilla de la Ayudante (nunca cobra salario).",
        ],
      ],
      readings: [
        {
          text: "Esta mesa empieza preparado cada truco inicial cuyos componentes tengas: recibe sus marcadores gratis, uno más en la casilla del Ingeniero.",
          follows: ["OQ-43"],
        },
      ],
    },
    "initiative-coins": {
      title: "Orden del primer turno y monedas iniciales",
      body: [
        "El orden del primer turno se sortea. Todos reciben 10 monedas, y 2 más por cada puesto después del primero: 10, 12, 14 y 16 con cuatro jugadores.",
        "Los marcadores de Fama empiezan en 5.",
      ],
      readings: [
        {
          text: "Esta mesa da 14 monedas al segundo jugador de una partida a dos, porque ocupa el puesto 3 de iniciativa.",
          follows: ["OQ-3"],
        },
      ],
    },
    "beginner-setup": {
      title: "Preparación para principiantes",
      body: [
        "En lugar de elegir componentes, truco y especialista, cada mago empieza con un lote fijo según su categoría favorita:",
        [
          "Óptico: Mariposas encantadas (preparado), 2 de tela, un Gerente con 1 animal.",
          "Mecánico: Anillas enlazadas (preparado), 2 de metal, una Ayudante con su Aprendiz extra.",
          "Escapismo: Barriles atrancados (preparado), 2 de madera, un Ingeniero con Escape del cepo (sin preparar: le falta metal).",
          "Espiritual: Lectura de mentes (preparado), 2 de cristal, un Gerente con 1 cuerda.",
        ],
      ],
    },
    "turn-order": {
      title: "Las fases de un turno",
      body: [
        "Cada turno sigue las mismas fases, en orden:",
        [
          "A. Tirar los dados",
          "B. Fijar el orden de iniciativa (no en el turno 1)",
          "C. Anunciarse",
          "D. Asignación",
          "E. Colocar personajes, actuando en el acto",
          "F. Actuaciones",
          "G. Fin del turno",
        ],
        "Tras el Fin del turno del último turno viene la puntuación final. Cada acción pertenece a su fase y, al colocar personajes, al jugador a quien le toca.",
      ],
    },
    "roll-dice": {
      title: "A. Tirar los dados",
      body: [
        "Se tiran los seis dados del Centro: dos de truco en la Residencia Dahlgaard, dos de personaje en la Posada y dos de monedas en el Banco. Un dado que muestra X no ofrece nada hasta que alguien lo cambie.",
      ],
      readings: [
        {
          text: "Esta mesa usa estas caras: dados de truco Escapismo, Mecánico, Óptico, Espiritual, ? y X; dado de especialista X, X, X, Ayudante, Gerente, Ingeniero; dado de aprendiz cinco Aprendices y X; dados de monedas 3, 4, 4, 5, 6, X.",
          follows: ["OQ-4"],
        },
      ],
    },
    initiative: {
      title: "B. Orden de iniciativa",
      body: [
        "Desde el turno 2 el orden va por Fama, de menos a más: empieza quien tenga menos Fama. Los empatados a Fama invierten el orden que tenían el turno anterior.",
        "El marcador de Fama y el de iniciativa del tablero muestran ambos.",
      ],
    },
    advertise: {
      title: "C. Anunciarse",
      body: [
        "En orden de iniciativa, cada jugador puede anunciarse una vez: paga tantas monedas como su puesto de iniciativa (de 1 a 4) y gana 2 de Fama en el acto. Tu cartel se queda hasta el Fin del turno. Sin las monedas no puedes anunciarte.",
      ],
      readings: [
        {
          text: "Esta mesa pregunta en orden de iniciativa, y todos ven cada decisión en el acto.",
          follows: ["OQ-47"],
        },
      ],
    },
    assignment: {
      title: "D. Asignación",
      body: [
        "Todos a la vez ponen una carta de asignación de su mano bajo cada personaje que quieren usar. La carta dice adónde va el personaje. Un personaje recibe como mucho una carta, y tu mano limita cuántos pueden ir a cada sitio.",
        "Los personajes sin carta se quedan en casa este turno y no cobran. Un personaje contratado este turno aún no está en tu tablero. Nadie ve las cartas de los demás hasta que todos han confirmado.",
      ],
    },
    placement: {
      title: "E. Colocar personajes",
      body: [
        "Se revelan todas las cartas. Luego, en orden de iniciativa y dando vueltas, cada jugador coloca un personaje asignado en una casilla libre del lugar de su carta y actúa con él en el acto, o pone boca abajo la carta de un personaje asignado para dejarlo inactivo. Quien aún tenga un personaje por colocar no puede pasar.",
        "Las casillas deben existir con este número de jugadores y estar libres. En el Taller solo usas tus propias casillas. En el Teatro, mira Días de la semana.",
      ],
      readings: [
        {
          text: "Esta mesa deja inactivo un personaje por sí sola, sin gastar tu turno, en cuanto no le queda casilla.",
          follows: ["OQ-5"],
        },
      ],
    },
    performance: {
      title: "F. Actuaciones",
      body: [
        "Jueves, viernes, sábado y domingo: un Mago en el escenario de ese día puede actuar con una carta de actuación que tenga al menos un marcador de su dueño.",
        "Actúan todos los marcadores de esa carta: el dueño de cada uno recibe el rendimiento del truco, con la Fama y las monedas cambiadas por el modificador de su día (nunca por debajo de 0; los Fragmentos no cambian).",
        "Quien actúa recibe además +1 de Fama por Enlace en la carta, la bonificación de la propia carta y, por cada especialista suyo entre bastidores ese día: Ayudante +2 de Fama, Gerente +3 monedas, Ingeniero +1 Fragmento.",
        "Todos los marcadores de la carta vuelven a la reserva de sus dueños; la carta se queda para turnos siguientes.",
      ],
      readings: [
        {
          text: "Esta mesa da la bonificación de especialista por cada especialista de quien actúa colocado en el Teatro este turno.",
          follows: ["OQ-32"],
        },
        { text: "Esta mesa deja pasar a quien actúa en lugar de actuar.", follows: ["OQ-33"] },
        {
          text: "Esta mesa usa las bonificaciones de las cartas de actuación de la versión digital, sin comprobar con las cartas impresas.",
          follows: ["OQ-44"],
        },
      ],
    },
    "end-turn": {
      title: "G. Fin del turno",
      body: [
        [
          "Paga los salarios de cada personaje colocado: especialistas 2 monedas, Aprendices 1 (0 en la casilla de la Ayudante), el Mago nada. Cada moneda que no puedas pagar cuesta 2 de Fama.",
          "Los personajes vuelven a casa; los contratados este turno se unen, y las cartas vuelven a la mano.",
          "Llegan los encargos: cada componente encargado sustituye al de la casilla de compra de debajo; el del encargo rápido vuelve a la reserva.",
          "Las cartas de actuación avanzan una casilla; desde el turno 3 se descarta la que sale de la última, y se reparte una nueva en la primera casilla vacía.",
          "Vuelven los carteles y empieza el turno siguiente (o la puntuación final).",
        ],
      ],
      readings: [
        {
          text: "Esta mesa devuelve a sus dueños, sin rendimiento, los marcadores que queden en una carta de actuación descartada.",
          follows: ["OQ-27"],
        },
      ],
    },
    downtown: {
      title: "Centro",
      body: [
        "Casillas +2, +1, +1, +0 (menos con menos jugadores). Se puede Potenciar.",
        [
          "Aprender truco (3 PA): elige un dado de truco que no muestre X, toma un truco de su categoría (cualquiera con ?, o siempre tu categoría favorita) y pon ese dado en X. Necesitas la Fama, una casilla de truco libre y un marcador de símbolo libre. El truco llega sin preparar.",
          "Contratar personaje (3 PA): elige un dado de la Posada que no muestre X y toma el personaje que muestra (no un especialista que ya tengas, ni un Aprendiz si no te queda); pon el dado en X. El nuevo personaje se une en el Fin del turno y no cuesta monedas.",
          "Tomar monedas (3 PA): toma tantas monedas como muestre un dado del Banco y ponlo en X.",
          "Volver a tirar (1 PA): tira de nuevo un dado cualquiera, también uno en X.",
          "Fijar el dado (2 PA): pon un dado en la cara que quieras de las suyas.",
        ],
        "Los dados son de todos y solo se tiran al empezar el turno.",
      ],
      readings: [
        {
          text: "Esta mesa pide un dado de truco que no muestre X incluso para aprender de tu categoría favorita, y lo pone en X.",
          follows: ["OQ-11"],
        },
        { text: "Esta mesa deja que Fijar el dado lo ponga en X.", follows: ["OQ-38"] },
      ],
    },
    "market-row": {
      title: "Calle del Mercado",
      body: [
        "Casillas +2, +1, +1, +0 (menos con menos jugadores). Se puede Potenciar.",
        [
          "Comprar (1 PA): de 1 a 3 piezas de un tipo a la venta (las casillas de compra y la de encargo rápido), a su precio cada una; las del encargo rápido cuestan 1 más cada una. Puedes tener como mucho 3 de un tipo.",
          "Regatear (1 PA por moneda, con una compra): rebaja el total de esa compra en 1 por PA, nunca hasta 0.",
          "Encargar (1 PA): pon un tipo en una casilla de encargo vacía; en el Fin del turno sustituye al tipo de la casilla de compra de debajo. No se puede encargar un tipo que ya esté en la zona de encargos.",
          "Encargo rápido (2 PA): pon cualquier tipo en la casilla de encargo rápido: todos pueden comprarlo este turno, a 1 moneda más.",
        ],
      ],
      readings: [
        {
          text: "Esta mesa deja encargar un tipo que ya está a la venta, y hacer un encargo rápido de cualquier tipo.",
          follows: ["OQ-12"],
        },
        { text: "Esta mesa rechaza una compra que la reserva no puede cubrir.", follows: ["OQ-22"] },
      ],
    },
    workshop: {
      title: "Taller",
      body: [
        "Tus 2 casillas propias, ambas +0; solo las usas tú. Se puede Potenciar.",
        [
          "Preparar (los PA del truco): si tienes todos sus componentes y la carta no tiene marcadores, pon en ella los marcadores impresos (uno más en la casilla del Ingeniero). Los componentes se quedan.",
          "Mover truco (1 PA, con Ingeniero): mueve un truco a la casilla del Ingeniero, o cámbialo por el que haya.",
          "Mover componentes (1 PA, con Gerente): mueve un montón a una casilla del Gerente, o intercámbialo.",
          "Mover aprendiz (1 PA, con Ayudante): mueve para siempre un Aprendiz a la casilla libre de la Ayudante; desde entonces no cobra salario.",
        ],
      ],
      readings: [
        { text: "Esta mesa da a cada Taller 2 casillas.", follows: ["OQ-13"] },
        {
          text: "Esta mesa no paga salario por un Aprendiz movido a la casilla de la Ayudante, ya desde este turno.",
          follows: ["OQ-37"],
        },
      ],
    },
    theater: {
      title: "El Teatro",
      body: [
        "Cuatro días, de jueves a domingo, cada uno con 2 casillas entre bastidores para cualquier personaje y 1 casilla de escenario para un Mago. Modificadores entre bastidores: jueves +1, viernes y sábado 0, domingo -1. Un Mago en escena no actúa ahora: actuará en la fase F. Aquí no se puede Potenciar.",
        [
          "Montar truco (1 PA): pasa un marcador de un truco preparado a una casilla vacía de cualquier carta de actuación, girado para que su propia categoría apunte a un círculo de enlace; los Enlaces nuevos te pagan (mira Montar marcadores).",
          "Reprogramar (1 PA): mueve uno de tus marcadores ya montados a otra casilla vacía; los Enlaces que forme así no pagan nada.",
        ],
        "El Teatro tiene una casilla de carta de actuación más que jugadores.",
      ],
    },
    weekdays: {
      title: "Días de la semana y modificadores de rendimiento",
      body: [
        "Solo puedes usar un día de la semana por turno, entre bastidores y escenario juntos, y un día que ya usa otro jugador te queda cerrado. Así que para actuar tu Mago sube al escenario de tu día, y tus ayudantes van entre bastidores ese mismo día.",
        "Modificadores de Fama y monedas por truco actuado: jueves -1, viernes y sábado 0, domingo +1. El tuyo es el del día en que tienes un personaje; sin ninguno, tus trucos usan el de quien actúa.",
      ],
    },
    "final-scoring": {
      title: "Puntuación final",
      body: [
        "Tras el último turno cada jugador suma:",
        [
          "+1 de Fama por Fragmento",
          "+1 de Fama por cada 3 monedas, redondeando hacia abajo",
          "+2 de Fama por Aprendiz",
          "+3 de Fama por especialista",
        ],
      ],
      readings: [
        {
          text: "Esta mesa cuenta los personajes contratados en el último turno y el Aprendiz de la casilla de la Ayudante.",
          follows: ["OQ-14b"],
        },
        {
          text: "Esta mesa no pone tope en el juego básico; con Callejón Oscuro cada línea tiene un tope de 20.",
          follows: ["OQ-14"],
        },
      ],
    },
    winner: {
      title: "Quién gana",
      body: [
        "Gana quien tenga más Fama. En caso de empate gana, de los empatados, quien vaya antes en el orden de iniciativa.",
      ],
      readings: [
        { text: "Esta mesa desempata con el orden de iniciativa del último turno, tal como está.", follows: ["OQ-15"] },
      ],
    },
    "two-players": {
      title: "Jugar a dos",
      body: [
        "El Centro, la Calle del Mercado y el Callejón Oscuro usan solo sus casillas +2 y +0 (con tres jugadores: +2, +1, +0). El Teatro y los Talleres no cambian.",
        "Solo se usan los puestos de iniciativa 1 y 3: el segundo jugador paga 3 monedas por anunciarse.",
      ],
      readings: [
        { text: "Esta mesa da 14 monedas iniciales al segundo jugador.", follows: ["OQ-3"] },
        {
          text: "Aquí no se juega la variante opcional Duelo de Magos: no se conocen sus cartas.",
          follows: ["OQ-19", "OQ-20"],
        },
      ],
    },
    "dark-alley": {
      title: "El módulo Callejón Oscuro",
      body: [
        "El módulo añade el lugar Callejón Oscuro, las cartas de asignación especiales, las profecías, los trucos de umbral 36, las cartas de actuación del Panteón Magnus y las habilidades de los magos, y la partida dura 7 turnos.",
        "Cambios en la preparación: los mazos de trucos tienen 12 cartas cada uno (umbrales 1, 16 y 36); el mazo de actuación acaba con 2 cartas del Panteón Magnus; los cuatro mazos especiales están boca abajo; la mano inicial es de 6 cartas (2 de Teatro, 1 de Taller, 1 de Calle del Mercado, 1 de Centro, 1 de Callejón Oscuro); 3 profecías esperan en el orbe, sin ninguna activa en el turno 1.",
      ],
      readings: [
        { text: "Esta mesa deja los mazos especiales boca abajo: robas 2 y te quedas 1.", follows: ["OQ-17"] },
      ],
    },
    "dark-alley-location": {
      title: "El lugar Callejón Oscuro",
      body: [
        "Casillas +2, +1, +1, +0 (menos con menos jugadores). Se puede Potenciar.",
        [
          "Robar la primera carta (1 PA, una vez por colocación): roba 2 cartas de un mazo especial, quédate una y pon la otra debajo del mazo.",
          "Robar más cartas (2 PA): lo mismo otra vez, de cualquier mazo.",
          "Adivinación (1 PA): mueve cada profecía pendiente un lugar alrededor del orbe, y así cambia cuál será la activa después.",
        ],
      ],
      readings: [{ text: "Esta mesa permite la Adivinación una vez por colocación.", follows: ["OQ-18"] }],
    },
    "special-cards": {
      title: "Cartas de asignación especiales",
      body: [
        "Una carta especial se planea como cualquier carta de asignación: manda al personaje al lugar de la carta. Al colocar al personaje eliges el efecto de la carta o +1 PA para esa colocación.",
        "Las cartas usadas se descartan en el Fin del turno; la carta especial de un personaje dejado inactivo vuelve a tu mano. Cada carta especial sin usar en tu mano puntúa al final. Las 40 cartas:",
      ],
      readings: [
        { text: "Esta mesa te hace elegir el efecto o +1 PA al colocar al personaje.", follows: ["OQ-26"] },
        {
          text: "Esta mesa resuelve así los casos límite: un marcador de Artista invitado no forma enlaces; Intereses no da nada si la nueva tirada sale X; Actuación callejera usa tu modificador; Negocio compartido cubre todo precio que pague allí un rival; los PA de un Autónomo salen de la casilla que ocupa.",
          follows: ["OQ-36"],
        },
      ],
    },
    prophecies: {
      title: "Profecías",
      body: [
        "Desde el turno 2 la profecía activa cambia una regla para todos durante todo el turno. En el Fin del turno se descarta la activa, la siguiente pendiente pasa a activa, las demás avanzan y se roba una nueva. Las 27 profecías:",
      ],
      readings: [
        { text: "Esta mesa aplica la nueva profecía activa desde el turno siguiente.", follows: ["OQ-35"] },
        {
          text: "Esta mesa cuenta como un solo cobro de Fragmentos todo lo de una acción, para las profecías que reaccionan a recibir Fragmentos.",
          follows: ["OQ-45"],
        },
      ],
    },
    "fame-36": {
      title: "Trucos de umbral 36 y Panteón Magnus",
      body: [
        "Los trucos de umbral 36 piden 36 de Fama para aprenderlos, y sus Enlaces pagan 3. Cada uno tiene una bonificación final que solo puntúa si, al acabar, tienes los componentes que pide el truco; cada bonificación tiene un tope de 20.",
        "Las 8 cartas de actuación del Panteón Magnus, con más casillas y bonificaciones mayores, van al fondo del mazo. Las bonificaciones:",
      ],
      readings: [
        {
          text: "Esta mesa lee las bonificaciones poco claras de Perro del infierno y La dama azteca como la versión digital.",
          follows: ["OQ-23", "OQ-24"],
        },
      ],
    },
    abilities: {
      title: "Habilidades de los magos",
      body: ["Con Callejón Oscuro cada mago tiene una habilidad (se puede desactivar al crear la mesa):"],
      readings: [
        {
          text: "Esta mesa sigue la lectura de la versión digital donde el texto de una habilidad no es claro.",
          follows: ["OQ-34"],
        },
      ],
    },
    "dark-alley-scoring": {
      title: "Puntuación final con Callejón Oscuro",
      body: [
        "Cada línea tiene un tope de 20 de Fama:",
        [
          "+1 de Fama por Fragmento",
          "+1 de Fama por cada 3 monedas",
          "+2 de Fama por carta especial sin usar en la mano",
          "cada truco de umbral 36 cuyos componentes tengas: su bonificación",
        ],
        "Con Callejón Oscuro los Aprendices y los especialistas no puntúan.",
      ],
      readings: [
        {
          text: "Esta mesa quita las líneas de Aprendices y especialistas con Callejón Oscuro y pone un tope de 20 a cada línea.",
          follows: ["OQ-14"],
        },
      ],
    },
    "trick-list": {
      title: "Todos los trucos",
      body: [
        "Categoría, umbral, componentes, coste de preparar, marcadores y rendimiento por marcador actuado de cada truco:",
      ],
    },
    "performance-cards": {
      title: "Cartas de actuación",
      body: ["Teatro, casillas, círculos de enlace y bonificación de quien actúa de cada carta:"],
      readings: [
        {
          text: "Esta mesa usa las bonificaciones de las cartas de actuación de la versión digital.",
          follows: ["OQ-44"],
        },
      ],
    },
  },
};
