// Runs one k6 script once under Node (k6 itself cannot run in CI): setup(), then the scenario function `exec`
// (default export unless named), with the k6 modules replaced by the shim. Prints what happened as one JSON line.
//   node --import tsx --import ./register.mjs run-journey.ts loadtests/<script>.ts [exec]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { shimState } from './shim/state.ts';

const [script, exec = 'default'] = process.argv.slice(2);
if (!script) throw new Error('usage: run-journey.ts <script> [exec]');
const journey = (await import(pathToFileURL(path.resolve(script)).href)) as Record<string, unknown>;
let error: string | undefined;
try {
  const setup = journey['setup'];
  // K6_SHIM_SETUP=skip: a second scenario of a script whose setup() already ran (as in one k6 run, where it runs once).
  const data: unknown = typeof setup === 'function' && process.env['K6_SHIM_SETUP'] !== 'skip' ? (setup as () => unknown)() : undefined;
  const run = journey[exec];
  if (typeof run !== 'function') throw new Error(`${script} exports no function ${exec}`);
  (run as (data: unknown) => void)(data);
} catch (thrown) {
  error = (thrown as Error).message;
}
process.stdout.write(`${JSON.stringify({ error, options: journey['options'], ...shimState })}\n`);
