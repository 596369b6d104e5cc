import type { Page } from "playwright-core";

// A scripted person at the table: it only reads what the page shows and acts through the page
// (buttons, selects, drag and drop, clicks on lit canvas slots), never through the engine.

const renders = (page: Page): Promise<number> => page.evaluate(() => Number(document.body.dataset.renders ?? 0));

/** Runs `act`, then waits until the page has drawn a newer snapshot. */
export async function andWait(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await renders(page);
  await act();
  await page.waitForFunction((n) => Number(document.body.dataset.renders ?? 0) > n, before, { timeout: 30_000 });
}

/** Waits until it is this page's turn, or the game is over. */
export async function waitForTurn(page: Page): Promise<string> {
  try {
    await page.waitForFunction(
      () => document.body.dataset.myTurn === "true" || document.body.dataset.phase === "gameOver",
      null,
      { timeout: 60_000 },
    );
  } catch (e) {
    // Say what the page showed instead, so a stuck game reads as such rather than as a bare timeout.
    const shown = await page
      .evaluate(
        () =>
          `phase ${document.body.dataset.phase ?? "none"}, status ${document.body.dataset.status ?? "none"}, my turn ${document.body.dataset.myTurn ?? "no"}; status line: ${document.querySelector("#status")?.textContent ?? ""}`,
      )
      .catch(() => "(the page did not answer)");
    throw new Error(`waited 60 s for this person's turn or the game's end; the page shows ${shown}`, { cause: e });
  }
  return (await page.getAttribute("body", "data-phase")) ?? "";
}

/**
 * Picks the first offered value in each of a group's choices, in order, then presses its button. A choice made on
 * cards (the setup's magician, trick and components; choiceSheet.ts) is made as a person would: the first card that
 * may be chosen is tapped (none, for the starting components: "Take no components"), then Confirm.
 */
export async function useGroup(page: Page, type: string): Promise<void> {
  const group = page.locator(`#actions .action-group[data-type="${type}"]`).first();
  if ((await group.locator(".choice-sheet").count()) > 0) {
    if (await group.locator("button.choice-open").isVisible()) await group.locator("button.choice-open").click();
    if (type !== "chooseComponents" && (await group.locator('.choice-card[aria-pressed="true"]').count()) === 0)
      await group.locator('.choice-card:not([aria-disabled="true"])').first().click();
    await andWait(page, () => group.locator("button.action").click());
    return;
  }
  const selects = group.locator("select");
  const n = await selects.count();
  for (let i = 0; i < n; i++) {
    const select = selects.nth(i);
    const values = await select
      .locator("option")
      // Options that do not go with the picks above stay offered in grey (actionPicker.ts): a person takes one that fits.
      .evaluateAll((os) =>
        os
          .filter((o) => !o.classList.contains("elsewhere"))
          .map((o) => (o as HTMLOptionElement).value)
          .filter((v) => v !== ""),
      );
    if ((await select.inputValue()) === "" && values.length) await select.selectOption(values[0]!);
  }
  await andWait(page, async () => {
    await group.locator("button.action").click();
    // A Magician sent to an empty stage through the form is asked first, as on the board (stageWarningBox.ts):
    // this simple player goes anyway, as it does on the board.
    const anyway = group.locator(".form-question button").first();
    if (await anyway.isVisible()) await anyway.click();
  });
}

/**
 * Plans a show through the planning panel: drags a Theater card onto the Magician, then clicks
 * a Theater card and an Apprentice (to set up tricks backstage), and confirms.
 */
export async function planTurn(page: Page): Promise<void> {
  const magician = page.locator('#actions li[data-character="magician"]');
  if (
    (await magician.count()) > 0 &&
    (await page.locator('#actions .card[data-card="theater"]:not([disabled])').count()) > 0
  ) {
    await andWait(page, () =>
      page.dragAndDrop('#actions .card[data-card="theater"]', '#actions li[data-character="magician"]'),
    );
  }
  // A character without a card (its slot shows no card class): words differ by language, classes do not.
  const helper = page.locator("#actions li[data-character^='apprentice']:has(.slot-card[class='slot-card'])");
  const theater = page.locator('#actions .card[data-card="theater"]:not([disabled])');
  const anyCard = page.locator("#actions .hand .card:not([disabled])");
  if ((await helper.count()) > 0 && (await anyCard.count()) > 0) {
    await ((await theater.count()) > 0 ? theater : anyCard).first().click(); // pick a card…
    await andWait(page, () => helper.first().click()); // …then the character
  }
  await andWait(page, () => page.locator("#actions button.confirm").click());
}

/** Places a character by choosing it and clicking its first lit slot on the canvas. */
export async function placeOnCanvas(page: Page): Promise<void> {
  const group = page.locator('#actions .action-group[data-type="place"]');
  const character = group.locator('select[name="character"]');
  const several = (await character.count()) > 0; // no choice shown when one character is assigned
  if (several) {
    const characters = await character
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    // Helpers first, so the Magician's weekday is settled by where they set up.
    const pick = characters.find((c) => c !== JSON.stringify("magician")) ?? characters[0]!;
    if ((await character.inputValue()) === "") await character.selectOption(pick);
  }
  const slotSelect = group.locator('select[name="slot"]');
  const slots =
    (await slotSelect.count()) > 0
      ? await slotSelect.locator("option").evaluateAll((os) =>
          os
            .map((o) => (o as HTMLOptionElement).value)
            .filter(Boolean)
            .map((v) => JSON.parse(v) as string),
        )
      : await page.evaluate(() =>
          (window as unknown as { trickerionBoard: { litSlots(): string[] } }).trickerionBoard.litSlots(),
        );
  // The canvas lights every slot some character may take; the Magician aims for a stage.
  const chosen = (await character.count()) > 0 ? JSON.parse(await character.inputValue()) : null;
  const target =
    (chosen === null || chosen === "magician" ? slots.find((s) => s.endsWith("-stage")) : undefined) ?? slots[0]!;
  const point = await page.evaluate(
    (slot) =>
      (
        window as unknown as { trickerionBoard: { slotPoint(id: string): { x: number; y: number } | null } }
      ).trickerionBoard.slotPoint(slot),
    target,
  );
  if (!point) throw new Error(`slot ${target} is not lit on the canvas`);
  if (several) {
    // Several characters may go there: the panel is pointed at the slot; press its button.
    await page.mouse.click(point.x, point.y);
    await useGroup(page, "place");
  } else {
    await andWait(page, async () => {
      await page.mouse.click(point.x, point.y);
      // A Magician sent to a stage with nothing to perform yet is warned first (stageWarning.ts); this simple
      // player goes anyway, as it always did (the warning itself is tested in board-play).
      const anyway = page.locator(".piece-menu:not([hidden]) .menu-item", {
        hasText: /^(Place the Magician anyway|Colocar el Mago de todos modos)$/,
      });
      if (await anyway.isVisible()) await anyway.click();
    });
  }
}

const SETUP = ["chooseMagician", "chooseComponents", "chooseTrick", "chooseSpecialist"];
/** Location actions a sensible beginner tries, most useful first. */
const LOCATION_PRIORITY = ["setUpTrick", "prepare", "learnTrick", "hireCharacter", "takeCoins", "buy"];

/** How long one decision may take: every wait inside it has a shorter limit of its own, but a page's evaluate has none. */
const DECISION_LIMIT_MS = 150_000;

/**
 * `step`, or an error once `ms` have passed, saying `what` (given 2 s to answer: a page whose thread is stuck answers
 * nothing). A whole-game test then fails with what the page showed, not at its own timeout with nothing said.
 */
export async function inTime<T>(step: Promise<T>, ms: number, what: () => Promise<string>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        const silent = new Promise<string>((r) => setTimeout(() => r("(no answer in 2 s)"), 2_000));
        Promise.race([what().catch(String), silent]).then((said) => reject(new Error(said)));
      },
      Math.max(0, ms),
    );
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the page says now: its phase and status line. */
export const statusOf = (page: Page): Promise<string> =>
  page.evaluate(
    () => `${document.body.dataset.phase ?? "no phase"} · ${document.querySelector("#status")?.textContent ?? ""}`,
  );

/**
 * One decision of a simple but sensible person, taken through the UI: setup choices, no advert,
 * a plan, placements on the canvas, up to two actions per placement, and every show performed.
 */
export function takeTurn(
  page: Page,
  actionsThisPlacement: { count: number },
  /** Called when it is this person's turn, before they act (e.g. to photograph the moment). */
  onTurn?: (phase: string) => Promise<void>,
): Promise<string> {
  return inTime(
    decide(page, actionsThisPlacement, onTurn),
    DECISION_LIMIT_MS,
    async () => `one decision took over ${DECISION_LIMIT_MS / 1000} s; the page shows ${await statusOf(page)}`,
  );
}

async function decide(
  page: Page,
  actionsThisPlacement: { count: number },
  onTurn?: (phase: string) => Promise<void>,
): Promise<string> {
  const phase = await waitForTurn(page);
  if (phase === "gameOver") return phase;
  await onTurn?.(phase);
  if ((await page.locator("#curtain").count()) > 0) {
    // A hot-seat hand-off: the named person takes the device.
    await andWait(page, () => page.locator("#curtain button").click());
    return phase;
  }
  const has = async (type: string): Promise<boolean> =>
    (await page.locator(`#actions .action-group[data-type="${type}"]:not(.disabled)`).count()) > 0;
  if (phase === "assignment") {
    await planTurn(page);
    return phase;
  }
  for (const type of SETUP) if (await has(type)) return useGroup(page, type).then(() => phase);
  if (await has("skipAdvertise")) return useGroup(page, "skipAdvertise").then(() => phase);
  if (await has("place")) {
    actionsThisPlacement.count = 0;
    await placeOnCanvas(page);
    return phase;
  }
  if (await has("perform")) return useGroup(page, "perform").then(() => phase);
  if (await has("passPerformance")) return useGroup(page, "passPerformance").then(() => phase);
  if (actionsThisPlacement.count < 2) {
    for (const type of LOCATION_PRIORITY) {
      if (await has(type)) {
        actionsThisPlacement.count++;
        await useGroup(page, type);
        return phase;
      }
    }
  }
  if (await has("endPlacement")) return useGroup(page, "endPlacement").then(() => phase);
  if (await has("leaveInactive")) return useGroup(page, "leaveInactive").then(() => phase);
  throw new Error(`no way to act found in phase ${phase}: ${await page.locator("#actions").innerText()}`);
}
