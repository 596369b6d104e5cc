import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DB_FILE, SqliteStore } from "../../server/storage/SqliteStore";
import { storeTable, tempDataDir } from "./fixtures";

const mode = (file: string): string => (statSync(file).mode & 0o777).toString(8);

describe("the data folder and database are readable by the server's user only", () => {
  const data = tempDataDir();
  let umask = 0;
  beforeAll(() => {
    umask = process.umask(0o022); // the usual default, which gives 755 folders and 644 files
  });
  afterAll(() => {
    process.umask(umask);
    data.remove();
  });

  it("a new store: folder 700, database and its WAL/SHM files 600", async () => {
    const dir = path.join(data.dir, "fresh", "games");
    const store = SqliteStore.open(dir);
    await storeTable(store, { code: "PERM1", moves: 5 }); // writes go through the WAL
    const file = path.join(dir, DB_FILE);
    expect(mode(dir)).toBe("700");
    expect(mode(file)).toBe("600");
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(mode(`${file}-wal`)).toBe("600");
    expect(mode(`${file}-shm`)).toBe("600");
    await store.close();
  });

  it("an existing store left readable by others is tightened at start", async () => {
    const dir = path.join(data.dir, "old");
    mkdirSync(dir, { mode: 0o755 });
    const first = SqliteStore.open(dir);
    await storeTable(first, { code: "PERM2", moves: 3 });
    await first.close();
    const file = path.join(dir, DB_FILE);
    chmodSync(dir, 0o755);
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, "");
    chmodSync(`${file}-wal`, 0o644);
    expect(mode(file)).toBe("644");

    const store = SqliteStore.open(dir);
    expect(mode(dir)).toBe("700");
    expect(mode(file)).toBe("600");
    expect(mode(`${file}-wal`)).toBe("600");
    expect((await store.unfinished()).map((r) => r.code)).toEqual(["PERM2"]); // nothing lost on the way
    await store.close();
  });

  it("a corrupt file moved aside is replaced by a private new one", async () => {
    const dir = path.join(data.dir, "corrupt");
    mkdirSync(dir);
    const file = path.join(dir, DB_FILE);
    writeFileSync(file, "this is not a database, it is a long enough line of text to be read as a header");
    const warnings: string[] = [];
    const store = SqliteStore.open(dir, (line) => warnings.push(line));
    expect(warnings).toHaveLength(1);
    expect(mode(file)).toBe("600");
    await store.close();
  });
});
