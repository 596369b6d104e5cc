import type { RulesText } from "./sections";

// The rules reference in English: the project's own words, written from the rules authority (RULES.md) and the
// open questions' defaults the engine follows (OPEN-QUESTIONS.md). Not the printed rulebook's text.

export const rulesEn: RulesText = {
  chapters: {
    basics: "The basics",
    setup: "Setting up",
    turn: "A turn, phase by phase",
    locations: "The locations",
    theater: "The Theater",
    scoring: "End of the game",
    twoPlayers: "Two players",
    darkAlley: "Dark Alley",
    cards: "The cards",
  },
  sections: {
    overview: {
      title: "What the game is about",
      body: [
        "Each of you leads a troupe of stage magicians. Whoever has the most Fame when the game ends wins.",
        "The base game lasts 5 turns; with the Dark Alley module it lasts 7. In every turn you secretly plan where your characters go, place them one at a time and act with them at once, then the magicians on stage perform their shows.",
        [
          "Fame is the score.",
          "Coins pay for components, Advertise and wages.",
          "Trickerion Shards pay for Enhance Character and score at the end.",
          "Components are what your tricks need before they can be prepared.",
          "Tricks are cards; trick markers stand for prepared tricks and are what you put on performance cards.",
        ],
      ],
      readings: [
        {
          text: "This table plays 5 turns, or 7 with Dark Alley; older copies of the rules that say six turns are not followed.",
          follows: ["OQ-40"],
        },
      ],
    },
    characters: {
      title: "Characters and Action Points",
      body: [
        "Your characters are your workers. Each has Action Points (AP) to spend where it is placed:",
        [
          "Magician: 3 AP, no wage. Only the Magician may stand on a Theater stage.",
          "Engineer, Manager, Assistant (the Specialists): 2 AP each, wage 2 coins. You can have at most one of each.",
          "Apprentice: 1 AP, wage 1 coin (none when it sits on the Assistant's slot).",
        ],
        "A placed character's AP are its own AP plus the slot's printed modifier. Spend them at once, on that location's actions only; what you do not spend is lost. You may repeat an action as long as AP and its other needs allow.",
        "Enhance Character: pay 1 Shard for +1 AP, at most once per placement, at any location except the Theater, before or between actions.",
      ],
      readings: [
        {
          text: "This table lets you place a character even where it can do nothing (0 AP, or no action possible): its AP are lost, its wage is due, and in the Theater it still claims its weekday.",
          follows: ["OQ-6"],
        },
      ],
    },
    fame: {
      title: "Fame",
      body: [
        "Everyone starts with 5 Fame. Fame has no upper limit and never drops below 0: a loss that would take you below 0 stops at 0.",
        "Fame also opens tricks: you may learn a trick only when your Fame is at least its threshold (1, 16 or 36).",
      ],
      readings: [
        { text: "This table starts everyone at 5 Fame.", follows: ["OQ-1"] },
        { text: "This table has no way to pay coins instead of the Fame a trick needs.", follows: ["OQ-2"] },
      ],
    },
    components: {
      title: "Components and your Workshop",
      body: [
        "There are 12 component types. Basic ones (wood, metal, glass, fabric) cost 1 coin, advanced ones (rope, petroleum, saw, animal) 2, superior ones (padlock, mirror, disguise, cog) 3.",
        "Each type you own takes one component slot of your Workshop (6 slots), and you may own at most 3 of a type.",
        "With a Manager you get 2 more slots: a pile there counts as one more of its type for every trick's needs.",
        "Components are never used up: a trick only checks that you own enough. You may return components to the supply at any time to make room.",
      ],
      readings: [
        {
          text: "This table gives the Workshop 6 component slots plus the Manager's 2; a Manager's slot holds up to 2 pieces and a pile there counts one more.",
          follows: ["OQ-7", "OQ-8"],
        },
        {
          text: "This table limits each component type to the printed supply (10, 8 or 6 pieces); coins and Shards never run out.",
          follows: ["OQ-22"],
        },
      ],
    },
    tricks: {
      title: "Tricks and trick markers",
      body: [
        "A trick card shows its category (Optical, Spiritual, Escape or Mechanical), its Fame threshold, the components it needs, what Prepare costs in AP, how many markers it gets, and what each performed marker yields.",
        "When you learn a trick you put one of your 4 symbol markers on it, so you own at most 4 tricks. You have 3 trick slots, and a 4th on the Engineer.",
        "Each symbol has 4 trick markers. A marker is in your supply, on its prepared trick card, or set up on a performance card.",
      ],
      readings: [
        {
          text: "This table lets a new trick go to any empty trick slot you have, the Engineer's included.",
          follows: ["OQ-9"],
        },
        {
          text: "This table lets you discard one of your tricks during your own placement: it goes back to the Residence and its markers to your supply.",
          follows: ["OQ-10"],
        },
      ],
    },
    links: {
      title: "Setting markers up, and Links",
      body: [
        "A trick marker is a square with the four category symbols in its corners, always in the order Spiritual, Mechanical, Optical, Escape going clockwise. On a performance card the slots are diamonds, so a marker's corners point up, right, down and left.",
        "When you set a marker up, the corner showing its own trick's category must point into one of that slot's link circles; that fixes the other three corners.",
        "A Link forms across a link circle when both slots hold markers and the two corners pointing into it show the same category, whoever owns them.",
        "Each new Link your set-up makes pays you 1, 2 or 3 Fame or Coins (your choice for each Link): 1 for a threshold-1 trick, 2 for a threshold-16 one, 3 for a threshold-36 one. A link circle with a Shard also gives 1 Shard to each owner of the two linked markers (just 1 when both are yours).",
        "A card may not hold the same trick of the same player twice.",
      ],
      readings: [
        { text: "This table lets you choose Fame or Coins separately for each new Link.", follows: ["OQ-28"] },
        { text: "This table pays nothing, not even Shards, for Links made by Reschedule.", follows: ["OQ-46"] },
      ],
    },
    setup: {
      title: "Setting up the table",
      body: [
        [
          "The threshold-1 and threshold-16 tricks wait at the Dahlgaard Residence, four decks by category; you may pick any card of a deck.",
          "The Market Row's four Buy slots start with wood, metal, glass and fabric; its Order slots and Quick Order slot start empty.",
          "The performance deck holds, from the top, 2 Riverside Theater cards then 2 Grand Magorian cards; one Riverside card fewer than there are players starts face up in the Theater.",
          "Components, Shards and coins form the supply; the turn marker starts on turn 1.",
        ],
      ],
    },
    "player-setup": {
      title: "Your magician and troupe",
      body: [
        "Players choose in turn. Each takes a Magician whose favourite category no one else has, the magician's poster, 16 trick markers, 4 symbol markers, 8 character disks and a hand of 9 assignment cards: 3 Theater, 2 Workshop, 2 Market Row, 2 Downtown.",
        "You start with your Magician and 1 Apprentice, components worth up to 2 coins, one threshold-1 trick of your favourite category, 1 Shard, and one Specialist of your choice with its bonus:",
        [
          "Manager: more components worth up to 2 coins, on the Manager's slots.",
          "Engineer: one more threshold-1 trick of any category, on the Engineer's slot (chosen after everyone's starting trick).",
          "Assistant: one more Apprentice, on the Assistant's slot (it never needs a wage).",
        ],
      ],
      readings: [
        {
          text: "This table starts every starting trick prepared when you own its components: it gets its markers for free, one more on the Engineer's slot.",
          follows: ["OQ-43"],
        },
      ],
    },
    "initiative-coins": {
      title: "First turn order and starting coins",
      body: [
        "The first turn's order is random. Everyone gets 10 coins, and 2 more per place after the first: 10, 12, 14 and 16 in a four-player game.",
        "Fame markers start on 5.",
      ],
      readings: [
        {
          text: "This table gives the second player of a two-player game 14 coins, since they sit on initiative space 3.",
          follows: ["OQ-3"],
        },
      ],
    },
    "beginner-setup": {
      title: "Beginner setup",
      body: [
        "Instead of choosing components, a trick and a Specialist, each magician starts with a fixed set by favourite category:",
        [
          "Optical: Enchanted Butterflies (prepared), 2 fabric, a Manager with 1 animal.",
          "Mechanical: Linking Rings (prepared), 2 metal, an Assistant with its extra Apprentice.",
          "Escape: Barricaded Barrels (prepared), 2 wood, an Engineer with Stocks Escape (not prepared: it needs metal).",
          "Spiritual: Mind Reading (prepared), 2 glass, a Manager with 1 rope.",
        ],
      ],
    },
    "turn-order": {
      title: "The phases of a turn",
      body: [
        "Every turn runs the same phases, in order:",
        [
          "A. Roll Dice",
          "B. Set Initiative Order (not in turn 1)",
          "C. Advertise",
          "D. Assignment",
          "E. Place Characters, acting at once",
          "F. Performance",
          "G. End Turn",
        ],
        "After the last turn's End Turn comes final scoring. An action belongs to its phase and, in the Place Characters phase, to the player whose turn it is.",
      ],
    },
    "roll-dice": {
      title: "A. Roll Dice",
      body: [
        "All six Downtown dice are rolled: two trick dice at the Dahlgaard Residence, two character dice at the Inn, two coin dice at the Bank. A die showing X offers nothing until someone changes it.",
      ],
      readings: [
        {
          text: "This table uses these faces: trick dice Escape, Mechanical, Optical, Spiritual, ? and X; specialist die X, X, X, Assistant, Manager, Engineer; apprentice die five Apprentices and X; coin dice 3, 4, 4, 5, 6, X.",
          follows: ["OQ-4"],
        },
      ],
    },
    initiative: {
      title: "B. Initiative order",
      body: [
        "From turn 2 on, the order is Fame, lowest first: the player with the least Fame goes first. Players tied on Fame swap their order of the turn before.",
        "The Fame track and the initiative track on the board show both.",
      ],
    },
    advertise: {
      title: "C. Advertise",
      body: [
        "In initiative order, each player may Advertise once: pay as many coins as your initiative space (1 to 4) and gain 2 Fame at once. Your poster stays until End Turn. You cannot Advertise without the coins.",
      ],
      readings: [{ text: "This table asks in initiative order, each choice seen by all at once.", follows: ["OQ-47"] }],
    },
    assignment: {
      title: "D. Assignment",
      body: [
        "Everyone at the same time puts one assignment card from their hand under each character they want to use. The card says where the character goes. A character gets at most one card, and your hand limits how many can go to each place.",
        "Characters without a card stay home this turn and earn no wage. A character hired this turn is not on your board yet. Nobody sees the others' cards until everyone has confirmed.",
      ],
    },
    placement: {
      title: "E. Place Characters",
      body: [
        "All cards are turned face up. Then, in initiative order and round and round, each player either places one assigned character on a free slot of its card's location and acts with it at once, or turns one assigned character's card down to leave it inactive. A player with a character still to place cannot pass.",
        "Slots must exist at this player count and be free. In the Workshop you use only your own slots. In the Theater see Weekdays.",
      ],
      readings: [
        {
          text: "This table makes a character inactive by itself, without using your turn, as soon as no slot is left for it.",
          follows: ["OQ-5"],
        },
      ],
    },
    performance: {
      title: "F. Performance",
      body: [
        "Thursday, Friday, Saturday, then Sunday: a Magician on that day's stage may perform one performance card holding at least one of its owner's markers.",
        "Every marker on that card is performed: each marker's owner gets the trick's yields, Fame and coins changed by their weekday modifier (never below 0; Shards never change).",
        "The performer also gets +1 Fame per Link on the card, the card's own bonus, and for each of their Specialists backstage that day: Assistant +2 Fame, Manager +3 coins, Engineer +1 Shard.",
        "All markers on the performed card go back to their owners' supplies; the card stays for later turns.",
      ],
      readings: [
        {
          text: "This table gives the Specialist bonus for each of the performer's Specialists placed in the Theater this turn.",
          follows: ["OQ-32"],
        },
        { text: "This table lets a performer pass instead of performing.", follows: ["OQ-33"] },
        {
          text: "This table uses the performance cards' bonuses from the digital implementation, unverified against printed cards.",
          follows: ["OQ-44"],
        },
      ],
    },
    "end-turn": {
      title: "G. End Turn",
      body: [
        [
          "Pay wages for every character that was placed: Specialists 2 coins, Apprentices 1 (0 on the Assistant's slot), the Magician nothing. Each coin you cannot pay costs 2 Fame.",
          "Characters come home; those hired this turn join, and cards go back to hand.",
          "Orders arrive: each ordered component replaces the one in the Buy slot below it; the Quick Order component goes back.",
          "Performance cards move one slot on; from turn 3 the card leaving the last slot is discarded, and a new card is dealt to the first empty slot.",
          "Posters come back, and the next turn begins (or final scoring).",
        ],
      ],
      readings: [
        {
          text: "This table returns markers still on a discarded performance card to their owners, with no yields.",
          follows: ["OQ-27"],
        },
      ],
    },
    downtown: {
      title: "Downtown",
      body: [
        "Slots +2, +1, +1, +0 (fewer with fewer players). Enhance Character is allowed.",
        [
          "Learn Trick (3 AP): choose a trick die not showing X, take a trick of its category (any on ?, or always your favourite category), and turn that die to X. You need the Fame, a free trick slot and a free symbol marker. The trick arrives unprepared.",
          "Hire Character (3 AP): choose an Inn die not showing X and take the character it shows (not a Specialist you have, not an Apprentice when none is left); turn the die to X. The new character joins at End Turn and costs no coins.",
          "Take Coins (3 AP): take as many coins as a Bank die shows and turn it to X.",
          "Reroll Die (1 AP): roll any one die again, X included.",
          "Set Die (2 AP): turn any die to any face it has.",
        ],
        "Dice are shared by everyone and rolled only at the start of a turn.",
      ],
      readings: [
        {
          text: "This table needs a trick die not showing X even to learn from your favourite category, and turns it to X.",
          follows: ["OQ-11"],
        },
        { text: "This table lets Set Die turn a die to X.", follows: ["OQ-38"] },
      ],
    },
    "market-row": {
      title: "Market Row",
      body: [
        "Slots +2, +1, +1, +0 (fewer with fewer players). Enhance Character is allowed.",
        [
          "Buy (1 AP): 1 to 3 pieces of one type in stock (the Buy slots and the Quick Order slot), at its price each; Quick Order pieces cost 1 more each. You may own at most 3 of a type.",
          "Bargain (1 AP per coin, with a Buy): lowers that Buy's total by 1 per AP, never to 0.",
          "Order (1 AP): put a type on an empty Order slot; at End Turn it replaces the type in the Buy slot below. A type already in the Order area cannot be ordered again.",
          "Quick Order (2 AP): put any type on the Quick Order slot: everyone may buy it this turn, at 1 coin more.",
        ],
      ],
      readings: [
        {
          text: "This table lets you order a type that is already in stock, and quick-order any type.",
          follows: ["OQ-12"],
        },
        { text: "This table refuses a Buy the supply cannot fill.", follows: ["OQ-22"] },
      ],
    },
    workshop: {
      title: "Workshop",
      body: [
        "Your own 2 slots, both +0; only you use them. Enhance Character is allowed.",
        [
          "Prepare (the trick's AP): when you own all its components and the card has no markers on it, put the printed number of markers on it (one more on the Engineer's slot). Components stay.",
          "Move Trick (1 AP, with an Engineer): move a trick onto the Engineer's slot, or swap it with the one there.",
          "Move Components (1 AP, with a Manager): move a pile onto a Manager slot, or swap.",
          "Move Apprentice (1 AP, with an Assistant): move an Apprentice to the Assistant's empty slot for good; it earns no wage from then on.",
        ],
      ],
      readings: [
        { text: "This table gives each Workshop 2 slots.", follows: ["OQ-13"] },
        {
          text: "This table pays no wage for an Apprentice moved to the Assistant's slot, already this turn.",
          follows: ["OQ-37"],
        },
      ],
    },
    theater: {
      title: "The Theater",
      body: [
        "Four weekdays, Thursday to Sunday, each with 2 backstage slots for any character and 1 stage slot for a Magician. Backstage modifiers: Thursday +1, Friday and Saturday 0, Sunday -1. A Magician on stage takes no actions now: it performs in phase F. Enhance Character is not allowed here.",
        [
          "Set Up Trick (1 AP): move one marker from a prepared trick to an empty slot of any performance card, turned so its own category points into a link circle; new Links pay you (see Setting markers up).",
          "Reschedule (1 AP): move one of your markers already on a card to another empty slot; Links made this way pay nothing.",
        ],
        "The Theater holds one performance card slot more than there are players.",
      ],
    },
    weekdays: {
      title: "Weekdays and yield modifiers",
      body: [
        "You may use only one weekday in a turn, backstage and stage together, and a weekday someone else already uses is closed to you. So to perform, your Magician takes the stage of your weekday, and your helpers go backstage on the same day.",
        "Yield modifiers for Fame and coins per performed trick: Thursday -1, Friday and Saturday 0, Sunday +1. Yours is that of the weekday where you have a character; without one, your tricks use the performer's.",
      ],
    },
    "final-scoring": {
      title: "Final scoring",
      body: [
        "After the last turn each player adds:",
        ["+1 Fame per Shard", "+1 Fame per 3 coins, rounded down", "+2 Fame per Apprentice", "+3 Fame per Specialist"],
      ],
      readings: [
        {
          text: "This table counts characters hired in the last turn and the Apprentice on the Assistant's slot.",
          follows: ["OQ-14b"],
        },
        {
          text: "This table caps nothing in the base game; with Dark Alley every line is capped at 20.",
          follows: ["OQ-14"],
        },
      ],
    },
    winner: {
      title: "Who wins",
      body: ["Most Fame wins. On a tie, the tied player earlier in initiative order wins."],
      readings: [
        { text: "This table breaks ties with the last turn's initiative order, as it stands.", follows: ["OQ-15"] },
      ],
    },
    "two-players": {
      title: "Playing with two",
      body: [
        "Downtown, Market Row and the Dark Alley use only their +2 and +0 slots (with three players: +2, +1, +0). The Theater and the Workshops do not change.",
        "Only initiative spaces 1 and 3 are used: the second player pays 3 coins to Advertise.",
      ],
      readings: [
        { text: "This table gives the second player 14 starting coins.", follows: ["OQ-3"] },
        {
          text: "The optional Duel of Magicians variant is not played here: its cards are not known.",
          follows: ["OQ-19", "OQ-20"],
        },
      ],
    },
    "dark-alley": {
      title: "The Dark Alley module",
      body: [
        "The module adds the Dark Alley location, Special Assignment cards, prophecies, threshold-36 tricks, the Magnus Pantheon performance cards and magician abilities, and the game lasts 7 turns.",
        "Setup changes: the trick decks hold 12 cards each (thresholds 1, 16 and 36); the performance deck ends with 2 Magnus Pantheon cards; the four Special decks lie face down; the starting hand is 6 cards (2 Theater, 1 Workshop, 1 Market Row, 1 Downtown, 1 Dark Alley); 3 prophecies wait on the orb, none Active in turn 1.",
      ],
      readings: [{ text: "This table keeps the Special decks face down: draw 2, keep 1.", follows: ["OQ-17"] }],
    },
    "dark-alley-location": {
      title: "The Dark Alley location",
      body: [
        "Slots +2, +1, +1, +0 (fewer with fewer players). Enhance Character is allowed.",
        [
          "Draw First Card (1 AP, once per placement): draw 2 cards from one Special deck, keep one, put the other at the bottom.",
          "Draw Further Cards (2 AP): the same again, from any deck.",
          "Fortune Telling (1 AP): move each Pending prophecy one place round the orb, changing which becomes Active next.",
        ],
      ],
      readings: [{ text: "This table allows Fortune Telling once per placement.", follows: ["OQ-18"] }],
    },
    "special-cards": {
      title: "Special Assignment cards",
      body: [
        "You plan a Special card like any assignment card: it sends the character to the card's location. When the character is placed you take either the card's effect or +1 AP for that placement.",
        "Used cards are discarded at End Turn; a Special card of a character left inactive goes back to your hand. Each unused Special card in hand scores at the end. The 40 cards:",
      ],
      readings: [
        { text: "This table makes you choose the effect or +1 AP when the character is placed.", follows: ["OQ-26"] },
        {
          text: "This table reads the edge cases so: a Guest Performer marker forms no links; Interest gives nothing when the reroll shows X; Street Performance uses your yield modifier; Business Share covers every price an opponent pays there; a Freelancer's AP come from the slot it takes.",
          follows: ["OQ-36"],
        },
      ],
    },
    prophecies: {
      title: "Prophecies",
      body: [
        "From turn 2 the Active prophecy changes a rule for everyone for the whole turn. At End Turn the Active one is discarded, the next Pending one becomes Active, the others move on and a new one is drawn. The 27 prophecies:",
      ],
      readings: [
        { text: "This table makes the new Active prophecy count from the next turn on.", follows: ["OQ-35"] },
        {
          text: "This table counts one Shard receipt per action for prophecies that react to receiving Shards.",
          follows: ["OQ-45"],
        },
      ],
    },
    "fame-36": {
      title: "Threshold-36 tricks and Magnus Pantheon",
      body: [
        "Threshold-36 tricks need 36 Fame to learn, and their Links pay 3. Each has an end-game bonus that scores only when, at the end, you own the components the trick needs; each bonus is capped at 20.",
        "The 8 Magnus Pantheon performance cards, with more slots and bigger bonuses, come at the bottom of the deck. The bonuses:",
      ],
      readings: [
        {
          text: "This table reads Hellhound's and Aztec Lady's unclear bonuses as the digital implementation does.",
          follows: ["OQ-23", "OQ-24"],
        },
      ],
    },
    abilities: {
      title: "Magician abilities",
      body: ["With Dark Alley each magician has an ability (it can be switched off when the table is made):"],
      readings: [
        {
          text: "This table follows the digital implementation's reading where an ability's wording is unclear.",
          follows: ["OQ-34"],
        },
      ],
    },
    "dark-alley-scoring": {
      title: "Final scoring with Dark Alley",
      body: [
        "Each line is capped at 20 Fame:",
        [
          "+1 Fame per Shard",
          "+1 Fame per 3 coins",
          "+2 Fame per unused Special card in hand",
          "each threshold-36 trick whose components you own: its bonus",
        ],
        "Apprentices and Specialists score nothing with Dark Alley.",
      ],
      readings: [
        {
          text: "This table drops the Apprentice and Specialist lines with Dark Alley and caps each line at 20.",
          follows: ["OQ-14"],
        },
      ],
    },
    "trick-list": {
      title: "Every trick",
      body: ["Each trick's category, threshold, components, Prepare cost, markers and yields per performed marker:"],
    },
    "performance-cards": {
      title: "Performance cards",
      body: ["Each card's theater, slots, link circles and performer bonus:"],
      readings: [
        { text: "This table uses the performance cards' bonuses from the digital implementation.", follows: ["OQ-44"] },
      ],
    },
  },
};
