/** The game log: the server's readable lines, newest at the bottom, kept to the last 200. */
export class LogPanel {
  private readonly list = document.createElement("ol");

  constructor(host: HTMLElement, private readonly limit = 200) {
    const title = document.createElement("h3");
    title.textContent = "Game log";
    this.list.className = "log-lines";
    this.list.setAttribute("aria-live", "polite");
    host.replaceChildren(title, this.list);
  }

  add(lines: readonly string[]): void {
    for (const line of lines) {
      const item = document.createElement("li");
      item.textContent = line;
      this.list.append(item);
    }
    while (this.list.children.length > this.limit) this.list.firstElementChild?.remove();
    this.list.scrollTop = this.list.scrollHeight;
  }
}
