import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { firstScreenSize } from './build/first-screen-size.ts';
import { precompress } from './build/precompress.ts';

// The production bundle runs on Preact through preact/compat (≈60 KB gz less than React for the same code).
// Dev keeps real React so React DevTools and warnings work; e2e tests run against the build.
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

// react-router 7 exports only its development build (warnings, dev checks); its production build ships alongside.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouterAliases: Alias[] = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

const api = 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), firstScreenSize(), precompress()],
  resolve: { alias: command === 'build' ? [...preactAliases, ...productionRouterAliases] : [] },
  server: {
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: false },
}));
