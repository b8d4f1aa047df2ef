import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as compat from 'preact/compat';

// @xstate/react's useSelector imports use-sync-external-store/shim/with-selector, which ships only as CommonJS that
// require('react'). Node would load the real React for it beside Preact (vitest cannot alias a require). The build
// bundles it onto preact/compat; the component tier does the same by evaluating that very file with a `require`
// that answers preact/compat (vitest.config.ts aliases the import here). The library's code runs unchanged.
const file = createRequire(import.meta.url).resolve('use-sync-external-store/shim/with-selector');
const development = file.replace(/shim[\\/]with-selector\.js$/, 'cjs/use-sync-external-store-shim/with-selector.development.js');
const loaded: { useSyncExternalStoreWithSelector?: unknown } = {};
type CommonJsBody = (exports: object, require: (id: string) => unknown, process: { env: Record<string, string> }) => void;
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the library's own CommonJS file is the point
const body = new Function('exports', 'require', 'process', readFileSync(development, 'utf8')) as CommonJsBody;
body(loaded, () => compat, { env: { NODE_ENV: 'development' } });

export const useSyncExternalStoreWithSelector = loaded.useSyncExternalStoreWithSelector as <Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
) => Selection;
