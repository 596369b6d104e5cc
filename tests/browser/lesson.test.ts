import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone, seriousViolations } from "./phone";
import { andWait, useGroup } from "./uiPlayer";

// Issue 28: the guided first game, completed by clicks (or taps) only, as a newcomer would: each step's lit piece is
// found where the lesson says, is the piece the step's words name, and is the one used. Two runs cover the four
// combinations: at 1536×864 with a mouse, English then Spanish; on a 390×844 phone with touch, Spanish then English.

type Lang = "en" | "es";
type LessonState = {
  step: string | null;
  index: number;
  count: number;
  finished: boolean;
  lights: { light: string; box: { x: number; y: number; width: number; height: number } | null }[];
};

const lessonState = (page: Page): Promise<LessonState> => page.evaluate(() => (window as any).trickerionLesson.state());

/**
 * Where a board piece or slot is on the page (the automation hook only says where it is drawn), once it stands still
 * in view: on a phone the camera brings the lit piece into view when a step begins, as a person would wait for.
 */
async function point(page: Page, key: string): Promise<{ x: number; y: number }> {
  let last = await pointNow(page, key);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(150);
    const now = await pointNow(page, key);
    const size = page.viewportSize()!;
    const inView = now.x > 0 && now.y > 0 && now.x < size.width && now.y < size.height;
    if (inView && now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  return last;
}

async function pointNow(page: Page, key: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((k) => {
    const hook = (window as any).trickerionBoard;
    return k.startsWith("slot:") && !k.includes(":0:")
      ? (hook.slotPoint(k.slice(5)) ?? hook.piecePoint(k))
      : (hook.piecePoint(k) ?? hook.slotPoint(k.replace(/^slot:\d+:/, "")));
  }, key);
  if (!p) throw new Error(`${key} is not on the board`);
  return p;
}

class Person {
  constructor(
    readonly page: Page,
    readonly touch: boolean,
  ) {}

  async press(p: { x: number; y: number }): Promise<void> {
    if (this.touch) await this.page.touchscreen.tap(p.x, p.y);
    else await this.page.mouse.click(p.x, p.y);
  }

  /** Clicks (taps) a board piece and waits for its pop-over; a patch landing mid-click loses it, so a person tries again. */
  async open(key: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const at = await point(this.page, key);
      await this.press(at);
      try {
        await this.page.waitForSelector(".piece-menu:not([hidden])", { timeout: 8_000 });
        return;
      } catch (e) {
        if (attempt >= 2) throw e;
      }
    }
  }

  /** Chooses the pop-over's line (or its first enabled one) and waits for the server's answer. */
  async choose(label?: RegExp): Promise<void> {
    const item = label
      ? this.page.locator(".piece-menu .menu-item:not([disabled])", { hasText: label }).first()
      : this.page.locator(".piece-menu .menu-item:not([disabled])").first();
    await andWait(this.page, async () => {
      await (this.touch ? item.tap() : item.click());
      // Done with this character while its AP could still buy an action asks first (lossQuestion.ts): the lesson
      // ends it, as its step says.
      const lose = this.page.locator(".piece-menu:not([hidden]) .menu-item", {
        hasText: /End and lose|Terminar y perder/,
      });
      if (await lose.count()) await (this.touch ? lose.tap() : lose.click());
    });
  }

  /** A choice that stays on the page (a trick picked for a set-up): waits for the board's redraw only. */
  async pick(label: RegExp): Promise<void> {
    const before = await this.page.evaluate(() => Number(document.body.dataset.boardDraws ?? 0));
    const item = this.page.locator(".piece-menu .menu-item:not([disabled])", { hasText: label }).first();
    await (this.touch ? item.tap() : item.click());
    await this.page.waitForFunction((n) => Number(document.body.dataset.boardDraws ?? 0) > n, before);
  }

  async place(key: string): Promise<void> {
    const p = await point(this.page, key);
    await andWait(this.page, () => this.press(p));
  }

  async button(selector: string, waitForServer = true): Promise<void> {
    const el = this.page.locator(selector).first();
    if (waitForServer) await andWait(this.page, () => (this.touch ? el.tap() : el.click()));
    else await (this.touch ? el.tap() : el.click());
  }
}

const both = (en: string, es: string): RegExp => new RegExp(`${en}|${es}`);

interface Step {
  id: string;
  /** The pieces the step must light, in order (board keys or panel selectors). */
  lights?: (string | RegExp)[];
  /** What the step's words must name: the lit piece, in both languages. */
  says?: RegExp;
  act: (p: Person) => Promise<void>;
}

const next = (p: Person) => p.button(".lesson .lesson-next", false);
const lit = (p: Person) => p.button(".lesson-lit");

const BASICS: Step[] = [
  { id: "phases", act: next },
  { id: "advertise", lights: [/advertise/], says: both("Advertise", "Anunciarse"), act: lit },
  {
    id: "planMagician",
    lights: ["apprentice:magician"],
    says: both("Magician.*Downtown", "Mago.*Centro"),
    act: async (p) => (await p.open("apprentice:magician"), await p.choose(both("Downtown", "Centro"))),
  },
  {
    id: "planApprentice",
    lights: ["apprentice:apprentice1"],
    says: both("Apprentice.*Market Row", "Aprendiz.*Calle del Mercado"),
    act: async (p) => (await p.open("apprentice:apprentice1"), await p.choose(both("Market Row", "Calle del Mercado"))),
  },
  {
    id: "planSpecialist",
    lights: ["apprentice:manager"],
    says: both("Manager.*Workshop", "Gerente.*Taller"),
    act: async (p) => (await p.open("apprentice:manager"), await p.choose(both("Workshop", "Taller"))),
  },
  { id: "confirm", lights: [/confirm/], says: both("Confirm plan", "Confirmar el plan"), act: lit },
  {
    id: "placeMagician",
    lights: ["slot:downtown-1"],
    says: both("Downtown slot", "casilla iluminada del Centro"),
    act: (p) => p.place("slot:downtown-1"),
  },
  {
    id: "enhance",
    lights: ["slot:downtown-1"],
    says: both("Magician on its slot", "Mago en su casilla"),
    act: async (p) => (await p.open("slot:downtown-1"), await p.choose(both("Enhance", "Potenciar"))),
  },
  {
    id: "learn",
    lights: ["residence:T25"],
    says: both("Barricaded Barrels", "Barriles"),
    act: async (p) => (await p.open("residence:T25"), await p.choose()),
  },
  {
    id: "hire",
    lights: ["die:inn_apprentice"],
    says: both("Apprentice die", "dado de Aprendiz"),
    act: async (p) => (await p.open("die:inn_apprentice"), await p.choose(both("Hire", "Contratar"))),
  },
  {
    id: "placeApprentice",
    lights: ["slot:market-row-1"],
    says: both("Market Row slot", "Calle del Mercado"),
    act: (p) => p.place("slot:market-row-1"),
  },
  {
    id: "buy",
    lights: ["market:buy:0"],
    says: both("2 Wood", "2 Madera"),
    act: async (p) => {
      await p.open("market:buy:0");
      const two = p.page.locator(".piece-menu .rewards").first().getByRole("button", { name: "2", exact: true });
      await (p.touch ? two.tap() : two.click());
      await andWait(p.page, () =>
        p.touch
          ? p.page.locator(".piece-menu .menu-item.primary").tap()
          : p.page.locator(".piece-menu .menu-item.primary").click(),
      );
    },
  },
  // A type not in stock, as the step asks (Rope: the stock is Wood, Metal, Glass, Fabric).
  {
    id: "order",
    lights: ["market:order:3"],
    says: both("order slot", "casilla de encargo"),
    act: async (p) => (await p.open("market:order:3"), await p.choose(both("Rope", "Cuerda"))),
  },
  {
    id: "doneApprentice",
    lights: ["slot:market-row-1"],
    says: both("Apprentice on its slot", "Aprendiz en su casilla"),
    act: async (p) => (
      await p.open("slot:market-row-1"), await p.choose(both("Done with this character", "Terminar con este personaje"))
    ),
  },
  {
    id: "placeSpecialist",
    lights: ["slot:0:workshop-1"],
    says: both("Manager", "Gerente"),
    act: (p) => p.place("slot:0:workshop-1"),
  },
  {
    id: "prepare",
    lights: ["trick:T25"],
    says: both("Barricaded Barrels", "Barriles"),
    act: async (p) => (await p.open("trick:T25"), await p.choose(both("Prepare", "Preparar"))),
  },
  {
    id: "doneSpecialist",
    lights: ["slot:0:workshop-1"],
    says: both("Manager on its slot", "Gerente en su casilla"),
    act: async (p) => (
      await p.open("slot:0:workshop-1"), await p.choose(both("Done with this character", "Terminar con este personaje"))
    ),
  },
  {
    id: "performance",
    act: async (p) => {
      // "Watch its show" comes first: the bot's show waits until the person has read the step (the board stays in
      // turn 1 although the server has moved on), then plays after Next.
      await p.page.waitForTimeout(1_500);
      expect(await p.page.evaluate(() => document.body.dataset.show ?? "")).toBe("");
      expect(await p.page.evaluate(() => (window as any).trickerionBoard.drawnMoment().turn)).toBe(1);
      await next(p);
      // Under the bot's show, the next step ("read the summary") is not asked for, nor said to wait for the bot.
      const seen = await watchingShow(p);
      expect(seen.text).not.toMatch(both("deciding its move", "decidiendo su jugada"));
      expect(seen.text).not.toMatch(both("Read the End of turn summary", "Lee el resumen"));
    },
  },
  {
    id: "newTurn",
    act: async (p) => {
      // The End Turn summary waits for its reader (it closed by itself after 6 s before), then Continue closes it.
      const summary = p.page.locator("#turn-summary");
      await summary.waitFor({ state: "visible" });
      await p.page.waitForTimeout(7_000);
      expect(await summary.isVisible()).toBe(true);
      await p.button("#turn-summary button.primary", false);
      await summary.waitFor({ state: "hidden" });
      await next(p);
    },
  },
  { id: "skipAdvertise", lights: [/skipAdvertise/], says: both("Don't advertise", "No anunciarse"), act: lit },
  {
    id: "planStage",
    lights: ["apprentice:magician"],
    says: both("Magician.*Theater", "Mago.*Teatro"),
    act: async (p) => (await p.open("apprentice:magician"), await p.choose(both("Theater", "Teatro"))),
  },
  {
    id: "planBackstage",
    lights: ["apprentice:manager"],
    says: both("Manager", "Gerente"),
    act: async (p) => (await p.open("apprentice:manager"), await p.choose(both("Theater", "Teatro"))),
  },
  { id: "confirm2", lights: [/confirm/], says: both("Confirm plan", "Confirmar el plan"), act: lit },
  {
    id: "placeBackstage",
    lights: [/^slot:theater-(friday|saturday)-\d$/],
    says: both("(Friday|Saturday) backstage", "Bastidores del (viernes|sábado)"),
    act: async (p) => {
      // The Magician could go backstage too: the slot asks which character, as the step says.
      await p.press(await point(p.page, (await lessonState(p.page)).lights[0]!.light));
      await p.page.waitForSelector(".piece-menu:not([hidden])");
      await p.choose(both("Manager", "Gerente"));
    },
  },
  {
    id: "setUp",
    lights: [/^space:\d+:\d\.\d$/],
    says: both("Mind Reading", "Lectura"),
    act: async (p) => (
      await p.open((await lessonState(p.page)).lights[0]!.light), await p.choose(both("Set up here", "Montar aquí"))
    ),
  },
  {
    id: "setUpLink",
    lights: ["trick:T25", /^space:\d+:\d\.\d$/],
    says: both("Barricaded Barrels", "Barriles"),
    act: async (p) => {
      const [, space] = (await lessonState(p.page)).lights;
      await p.open("trick:T25");
      await p.pick(both("Choose this trick", "Elige este truco"));
      await p.open(space!.light);
      // The pop-over says the link this marker makes, as the step promised.
      expect(await p.page.locator(".piece-menu").innerText()).toMatch(both("Link 1", "Enlace 1"));
      await p.choose(both("Set up here", "Montar aquí"));
    },
  },
  {
    id: "placeStage",
    lights: [/^slot:theater-(friday|saturday)-stage$/],
    says: both("stage slot", "casilla de escenario"),
    act: async (p) => {
      // The step before promised a link (and a Shard only on a Shard circle): its note says what it brought.
      expect(await p.page.locator("#lesson .lesson-note").innerText()).toMatch(
        both("brought you \\+1", "te ha dado \\+1"),
      );
      await p.place((await lessonState(p.page)).lights[0]!.light);
    },
  },
  {
    id: "perform",
    lights: [/^card:\d$/],
    says: both("performance card", "carta de actuación"),
    act: async (p) => {
      await p.open((await lessonState(p.page)).lights[0]!.light);
      // Watched from before the click: the move's answer is drawn only once its show is over.
      const seen = watchingShow(p);
      await p.choose(both("Perform", "Actuar"));
      // Under the person's own show, the panel no longer asks to choose Perform (it did until the show ended).
      expect((await seen).text).not.toMatch(both("choose Perform", "elige Actuar"));
    },
  },
  { id: "endTurn", act: next },
  { id: "gameEnd", act: next },
];

/**
 * The lesson's panel as it reads while a show plays (read in the same frame as the show starts: the panel follows
 * the story synchronously): it says to watch and lights nothing.
 */
async function watchingShow(p: Person): Promise<{ text: string; lights: number; next: boolean }> {
  const handle = await p.page.waitForFunction(() =>
    document.body.dataset.show === "show"
      ? {
          text: (document.querySelector("#lesson") as HTMLElement | null)?.innerText ?? "",
          lights: (window as any).trickerionLesson.state().lights.length as number,
          next: document.querySelector(".lesson .lesson-next") !== null,
        }
      : null,
  );
  const seen = (await handle.jsonValue()) as { text: string; lights: number; next: boolean };
  await saveScreenshot(p.page, `lesson-watching-${p.touch ? "phone" : "desktop"}-${(await lessonState(p.page)).step}`);
  expect(seen.text).toMatch(both("A show is playing", "Se está representando una función"));
  expect(seen.lights).toBe(0);
  // No Next under the show: pressing it would pass a step not yet shown.
  expect(seen.next).toBe(false);
  return seen;
}

/**
 * Waits until the lesson is at step `id` and, when `lit` pieces are expected, until that many are lit and drawn: a
 * step can begin before its moment (the bot still deciding its move lights nothing yet), as a person would wait.
 */
async function waitForStep(page: Page, id: string, lit = 0): Promise<LessonState> {
  try {
    await page.waitForFunction((want) => (window as any).trickerionLesson?.state().step === want, id, {
      timeout: 30_000,
    });
    // The show bar and the End Turn summary do not block the board, but the step's light waits for its piece's drawing.
    await page.waitForFunction(
      (n) => {
        const lights = (window as any).trickerionLesson.state().lights as { box: unknown }[];
        return lights.length >= n && lights.every((l) => l.box !== null);
      },
      lit,
      { timeout: 30_000 },
    );
  } catch (e) {
    const now = await lessonState(page).catch(() => null);
    throw new Error(
      `waited for lesson step ${id} with ${lit} lit; the lesson is at ${JSON.stringify(now)}: ${await page
        .locator("#lesson")
        .innerText()
        .catch(() => "")}`,
      { cause: e },
    );
  }
  return lessonState(page);
}

/** Plays the basics lesson from its first step, switching language at step `switchAt`; returns the room. */
async function playLesson(person: Person, languages: [Lang, Lang], switchAt: string, shots: string): Promise<void> {
  const { page } = person;
  let lang = languages[0];
  for (const [n, step] of BASICS.entries()) {
    if (step.id === switchAt) {
      lang = languages[1];
      await page.locator("#language").selectOption(lang);
    }
    try {
      await checkAndAct(person, step, n, lang, shots);
    } catch (e) {
      await saveScreenshot(page, `${shots}-failed-${step.id}`);
      throw e;
    }
  }
  await page.waitForFunction(() => (window as any).trickerionLesson.state().finished === true);
  expect(await page.locator("#lesson").innerText()).toMatch(both("Lesson complete", "Lección terminada"));
  expect(await page.evaluate(() => (window as any).trickerionBoard.missingKeys())).toEqual([]);
}

/** One step as a person meets it: its lit pieces and words checked, then its move made. */
async function checkAndAct(person: Person, step: Step, n: number, lang: Lang, shots: string): Promise<void> {
  const { page } = person;
  const state = await waitForStep(page, step.id, step.lights?.length ?? 0);
  expect(state.index).toBe(n);
  const words = await page.locator("#lesson").innerText();
  // Every lit piece is the one the step names, and it is drawn (a box on the page) where the person will click it.
  expect(
    state.lights.map((l) => l.light),
    `${step.id} lights`,
  ).toHaveLength(step.lights?.length ?? 0);
  step.lights?.forEach((want, i) => {
    const got = state.lights[i]!;
    if (typeof want === "string") expect(got.light).toBe(want);
    else expect(got.light).toMatch(want);
    expect(got.box, `${step.id}: ${got.light} is drawn`).not.toBeNull();
  });
  if (step.says) expect(words, `${step.id} names its piece`).toMatch(step.says);
  // The words are the page's language (a Spanish page shows no English step, and the other way round).
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  if (n % 4 === 0 || step.id === "advertise" || step.id === "setUpLink" || step.id === "perform")
    await saveScreenshot(page, `${shots}-${String(n).padStart(2, "0")}-${step.id}`);
  await step.act(person);
}

describe("the guided first game (issue 28)", () => {
  const harness = useBrowserHarness({ botDelayMs: 0 });

  it("at 1536×864 with a mouse, in English then Spanish: every step by clicks, each lit piece the one the step names", {
    timeout: 300_000,
  }, async () => {
    const page = await harness.browser.newPage();
    await page.goto(harness.server.url);
    await page.locator("#language").selectOption("en");
    await page.getByLabel("Your name").fill("Anna");
    await page.getByRole("button", { name: "Learn to play" }).click();
    await page.waitForSelector("#lesson");
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = harness.server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.options.lesson).toBe("basics");
    await playLesson(new Person(page, false), ["en", "es"], "placeApprentice", "lesson-desktop");
    // The real game went on: turn 3, Anna's tricks, a hired apprentice and the links she made are in the server's state.
    const anna = room.table.game!.players[0]!;
    expect(room.table.game!.turn).toBe(3);
    expect(anna.tricks.map((t) => t.id)).toContain("T25");
    expect(anna.characters.apprentice2.status).toBe("team");
    await page.close();
  });

  it("on a phone at 390×844 with touch, in Spanish then English", { timeout: 300_000 }, async () => {
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      await page.goto(harness.server.url);
      await page.locator("#language").selectOption("es");
      await page.getByLabel("Tu nombre").fill("Ana");
      await page.getByRole("button", { name: "Aprende a jugar" }).tap();
      await page.waitForSelector("#lesson");
      await waitForStep(page, "phases");
      // The lesson's panel and light pass axe's WCAG 2.1 AA rules on the phone's table (no serious or critical issue).
      expect(await seriousViolations(page)).toEqual([]);
      await playLesson(new Person(page, true), ["es", "en"], "newTurn", "lesson-phone");
    } finally {
      await phone.close();
    }
  });

  it("the Dark Alley lesson: setup, the Dark Alley card, a Special card kept, Fortune Telling, by clicks", {
    timeout: 300_000,
  }, async () => {
    const page = await harness.browser.newPage();
    await page.goto(harness.server.url);
    await page.locator("#language").selectOption("en");
    await page.getByRole("button", { name: "Learn the Dark Alley" }).click();
    await page.waitForSelector("#lesson");
    const person = new Person(page, false);
    await waitForStep(page, "intro");
    await next(person);
    // The setup's choices: the lit group of the panel, one choice after another until the game starts.
    await waitForStep(page, "setup");
    while ((await lessonState(page)).step === "setup") {
      await page.waitForFunction(
        () => document.body.dataset.myTurn === "true" || (window as any).trickerionLesson.state().step !== "setup",
      );
      if ((await lessonState(page)).step !== "setup") break;
      expect((await lessonState(page)).lights[0]!.light).toBe("#actions .action-group");
      const type = await page.locator("#actions .action-group.lesson-lit").first().getAttribute("data-type");
      await useGroup(page, type!);
    }
    const advertise = await waitForStep(page, "advertise");
    expect(advertise.lights.map((l) => l.light)).toEqual(['#actions .action-group[data-type="skipAdvertise"] button']);
    await lit(person);
    const plan = await waitForStep(page, "planAlley");
    expect(plan.lights.map((l) => l.light)).toEqual([
      '#actions .hand [data-card="A05"]',
      '#actions li[data-character="magician"]',
    ]);
    await page.locator('#actions .hand [data-card="A05"]').click();
    await andWait(page, () => page.locator('#actions li[data-character="magician"]').click());
    await waitForStep(page, "confirm");
    await lit(person);
    const place = await waitForStep(page, "placeAlley");
    expect(place.lights[0]!.light).toMatch(/^slot:dark-alley-[14]$/);
    await person.place(place.lights[0]!.light);
    const draw = await waitForStep(page, "draw");
    expect(draw.lights[0]!.light).toMatch(/^alley:deck:/);
    expect(await page.locator("#lesson").innerText()).toMatch(/Draw First Card costs 1 AP/);
    await person.open(draw.lights[0]!.light);
    await person.choose(/Draw/);
    const keep = await waitForStep(page, "keep");
    expect(keep.lights.map((l) => l.light)).toEqual(["alley:drawn:0"]);
    await person.open("alley:drawn:0");
    await person.choose();
    const fortune = await waitForStep(page, "fortune");
    expect(fortune.lights.map((l) => l.light)).toEqual(["alley:orb"]);
    await saveScreenshot(page, "lesson-alley-fortune");
    await person.open("alley:orb");
    await person.choose(/Fortune Telling/);
    await waitForStep(page, "end");
    expect(await page.locator("#lesson").innerText()).toMatch(/The pending prophecies moved on/);
    await next(person);
    await page.waitForFunction(() => (window as any).trickerionLesson.state().finished === true);
    expect(await page.evaluate(() => (window as any).trickerionBoard.missingKeys())).toEqual([]);
    await page.close();
  });

  it("can be skipped step by step, left and resumed (reload, landing page), and started again", {
    timeout: 120_000,
  }, async () => {
    const page = await harness.browser.newPage();
    await page.goto(harness.server.url);
    await page.locator("#language").selectOption("en");
    await page.getByRole("button", { name: "Learn to play" }).click();
    await waitForStep(page, "phases");
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const person = new Person(page, false);
    await next(person);
    await waitForStep(page, "advertise");
    // Skipped: the lesson moves on, the game is as it was (nobody advertised for Anna).
    await page.locator(".lesson .lesson-skip").click();
    await waitForStep(page, "planMagician");
    const room = harness.server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.game!.players[0]!.advertised).toBe(false);
    // The game still waits for Anna's Advertise decision: the next step lights nothing until she has made it.
    expect((await lessonState(page)).lights).toEqual([]);
    await andWait(page, () => page.locator('#actions .action-group[data-type="skipAdvertise"] button').click());
    await page.waitForFunction(() => (window as any).trickerionLesson.state().lights.length === 1);
    // A legal move the step did not ask for (the Theater card instead of Downtown) is said to be one; the step waits on.
    await person.open("apprentice:magician");
    await person.choose(/Theater/);
    await page.waitForFunction(() => /not this step's move/.test(document.querySelector("#lesson")?.textContent ?? ""));
    expect((await lessonState(page)).step).toBe("planMagician");
    // Reloaded: the same table, the same step.
    await page.reload();
    await waitForStep(page, "planMagician");
    expect((await page.getByTestId("table-code").textContent())!.trim()).toBe(code);
    // Left: the landing page offers to resume it.
    await page.locator(".lesson .lesson-leave").click();
    await page.waitForSelector("#learn-resume:not([hidden])");
    expect(await page.locator("#learn-resume").innerText()).toBe(`Resume your lesson (table ${code})`);
    await page.locator("#learn-resume").click();
    await waitForStep(page, "planMagician");
    // Started again: a new table with the same deal, from the first step.
    await page.locator(".lesson .lesson-restart").click();
    await page.waitForFunction(
      (old) =>
        document.querySelector("[data-testid=table-code]")?.textContent?.trim() !== old &&
        (window as any).trickerionLesson?.state().step === "phases",
      code,
    );
    const again = harness.server.colyseus.getRoomById<TrickerionRoom>(
      (await page.getByTestId("table-code").textContent())!.trim(),
    );
    expect(again.table.game!.dice).toEqual(room.table.game!.dice);
    await page.close();
  });
});
