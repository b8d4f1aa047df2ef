import { cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import { initTestI18n } from './i18n.ts';

initTestI18n();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
