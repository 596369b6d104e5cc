import { Container, Graphics, Text } from "pixi.js";
import { DICE, type DieGroup } from "../../shared/data/dice";
import type { DieSnapshot } from "../net/TableConnection";
import { DieView } from "./DieView";
import { faceName, GROUP_NAMES } from "./labels";

const DIE_SIZE = 72;
const GROUP_WIDTH = 200;
export const DOWNTOWN_WIDTH = GROUP_WIDTH * 3 + 40;
export const DOWNTOWN_HEIGHT = 230;

const TEXT = { fontFamily: "DejaVu Sans, sans-serif", fill: 0xf3ead8 } as const;

/** Downtown on the main board: the Dahlgaard Residence, the Inn and the Bank, two dice each. */
export class DowntownView extends Container {
  private readonly dice = new Map<string, DieView>();
  private readonly captions = new Map<string, Text>();

  constructor() {
    super();
    this.addChild(
      new Graphics()
        .roundRect(0, 0, DOWNTOWN_WIDTH, DOWNTOWN_HEIGHT, 16)
        .fill(0x2e2340)
        .stroke({ width: 2, color: 0x6b5585 }),
    );
    const title = new Text({ text: "DOWNTOWN", style: { ...TEXT, fontSize: 22, fontWeight: "bold", letterSpacing: 3 } });
    title.position.set(20, 12);
    this.addChild(title);

    const groups: DieGroup[] = ["dahlgaard_residence", "inn", "bank"];
    groups.forEach((group, gi) => {
      const x = 20 + gi * GROUP_WIDTH;
      const area = new Graphics().roundRect(x, 52, GROUP_WIDTH - 16, 160, 12).fill(0x3a2d4f);
      const name = new Text({ text: GROUP_NAMES[group], style: { ...TEXT, fontSize: 15 } });
      name.anchor.set(0.5, 0);
      name.position.set(x + (GROUP_WIDTH - 16) / 2, 62);
      this.addChild(area, name);
      DICE.filter((d) => d.group === group).forEach((die, di) => {
        const view = new DieView(die.id, group, DIE_SIZE);
        view.position.set(x + 48 + di * 88, 130);
        const caption = new Text({ text: "", style: { ...TEXT, fontSize: 12, fill: 0xcfc2a8 } });
        caption.anchor.set(0.5, 0);
        caption.position.set(view.x, 174);
        this.dice.set(die.id, view);
        this.captions.set(die.id, caption);
        this.addChild(view, caption);
      });
    });
  }

  /** Shows the synced faces. */
  update(dice: readonly DieSnapshot[]): void {
    for (const die of dice) {
      this.dice.get(die.id)?.setFace(die.face);
      const caption = this.captions.get(die.id);
      if (caption) caption.text = faceName(die.face);
    }
  }
}
