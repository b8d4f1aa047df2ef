import type { Alias } from 'vite';

/**
 * The production bundle runs on Preact through preact/compat (≈60 KB gz less than React for the same code). The build
 * (web/vite.config.ts) and the component tests (vitest.config.ts, project "component") use these same aliases, so a
 * component is tested on the framework it ships on.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];
