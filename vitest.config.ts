import { defineConfig } from "vitest/config";

// Unit and server tests run in parallel forks; browser tests (tests/browser) share one
// built client and one Chromium, so they run in their own project, one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/browser/**"],
          testTimeout: 20_000,
          // Every language's catalogue loaded before a test runs (a page fetches only its reader's: docs/i18n.md).
          setupFiles: ["tests/support/allLanguages.ts"],
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ["tests/browser/global-setup.ts"],
        },
      },
    ],
  },
});
