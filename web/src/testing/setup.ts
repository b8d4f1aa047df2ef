import { cleanup, configure } from '@testing-library/preact';
import { afterAll, afterEach, vi } from 'vitest';
import { initTestI18n } from './i18n.ts';

initTestI18n();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// Preact runs effects after the next frame, with a 35 ms timer as the fallback: a timer still pending when a file ends
// would fire after jsdom is torn down (no cancelAnimationFrame any more) and fail the run. Let them fire first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

// findBy… and waitFor wait up to 1 s by default; on a shared 2-core machine under load a first render can take longer,
// and a test that fails only by that is noise. A screen that never shows the text still fails, later.
configure({ asyncUtilTimeout: 4000 });
