// `test` with an automatic check that the page logged no console error and threw no uncaught exception.
// A test that expects a specific error (e.g. a refused resource) lists it with allowConsoleErrors.
import { test as base, expect } from '@playwright/test';

/**
 * Errors every page may log by design: the router's catch-all asks the API whether an unknown path is the hidden
 * admin path, and the answer for every other path is a 404 (docs/accounts.md § Admin), which Chromium logs.
 */
const EXPECTED_CONSOLE_ERRORS = [/status of 404 \(Not Found\) @ \S+\/api\/admin\/entry\?path=/];

interface ConsoleFixtures {
  allowConsoleErrors: RegExp[];
  consoleErrors: string[];
}

export const test = base.extend<ConsoleFixtures>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = `${msg.text()} @ ${msg.location().url}`;
        if (![...EXPECTED_CONSOLE_ERRORS, ...allowConsoleErrors].some((re) => re.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors / uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
