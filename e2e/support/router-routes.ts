// Every route of the SPA, read from web/src/app/entry-routes.tsx and router.tsx (the entry screens' table and the
// rest's) and the path map they use (web/src/config/paths.ts), so a
// route added there is visited by the responsive test without anyone listing it again. Each route carries the
// guard it sits under: which kind of person it requires, or whether it is a login/registration screen.
import { readFileSync } from 'node:fs';

export type Guard = { type: 'public' } | { type: 'entry' } | { type: 'requires'; kind: string };

export interface RouterRoute {
  /** The pattern as the router matches it, e.g. /event/:link or /dashboard/*. */
  pattern: string;
  guard: Guard;
  /** The element only redirects (<Navigate>): the screen it shows is another route's. */
  redirect: boolean;
}

const ROUTER_FILES = ['web/src/app/entry-routes.tsx', 'web/src/app/router.tsx'];
const ROUTER_FILE = ROUTER_FILES.join(' + ');
// A variable, so the e2e type check does not pull the SPA's DOM-typed sources into its program.
const PATHS_MODULE = '../../web/src/config/paths.ts';

type PathsModule = Record<string, unknown>;

/** The text of `{ … }` starting at `open` (an index of '{'), braces balanced. */
function braced(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open + 1, i);
  }
  throw new Error(`${ROUTER_FILE}: unbalanced braces at ${open}`);
}

/** The end of a JSX tag starting at `start` ('<'), skipping `{ … }` attribute values. */
function tagEnd(source: string, start: number): number {
  for (let i = start; i < source.length; i++) {
    if (source[i] === '{') i += braced(source, i).length + 1;
    else if (source[i] === '>') return i;
  }
  throw new Error(`${ROUTER_FILE}: unterminated tag at ${start}`);
}

function attribute(tag: string, name: string): string | null {
  const at = new RegExp(`\\s${name}=`).exec(tag);
  if (!at) return null;
  const valueStart = at.index + at[0].length;
  if (tag[valueStart] === '"') return JSON.stringify(tag.slice(valueStart + 1, tag.indexOf('"', valueStart + 1)));
  if (tag[valueStart] === '{') return braced(tag, valueStart).trim();
  throw new Error(`${ROUTER_FILE}: cannot read ${name} in ${tag}`);
}

function lookup(module: PathsModule, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), module);
}

/** The patterns a `path={…}` expression stands for; `mapped` holds the arrays a surrounding `.map((x) =>` iterates. */
function evaluate(expression: string, module: PathsModule, mapped: Map<string, unknown>): string[] {
  if (/^"[^"]*"$/.test(expression)) return [JSON.parse(expression) as string];
  if (mapped.has(expression)) {
    const list = mapped.get(expression);
    if (Array.isArray(list) && list.every((p) => typeof p === 'string')) return list;
  }
  const reference = /^paths(\.\w+)+$/.exec(expression);
  if (reference) {
    const value = lookup(module, expression);
    if (typeof value === 'string') return [value];
  }
  const template = /^`(.*)`$/.exec(expression);
  if (template) {
    const text = template[1]!.replace(/\$\{([^}]+)\}/g, (_, inner: string) => {
      const [only, ...more] = evaluate(inner.trim(), module, mapped);
      if (!only || more.length) throw new Error(`${ROUTER_FILE}: cannot evaluate \${${inner}}`);
      return only;
    });
    return [text];
  }
  throw new Error(`${ROUTER_FILE}: cannot evaluate path={${expression}}; teach e2e/support/router-routes.ts this form`);
}

function guardOf(element: string): Guard | null {
  const requires = /<RequireKind\s[^>]*kind="(\w+)"/.exec(element);
  if (requires) return { type: 'requires', kind: requires[1]! };
  if (/<RedirectSignedIn\b/.test(element)) return { type: 'entry' };
  return null;
}

/** Every <Route path> of the routers with its guard, in the routers' order (a pattern both have, once). */
export async function routerRoutes(): Promise<RouterRoute[]> {
  const module = (await import(PATHS_MODULE)) as PathsModule;
  const routes = ROUTER_FILES.flatMap((file) => routesOf(readFileSync(file, 'utf8'), module));
  const seen = new Set<string>();
  const unique = routes.filter((route) => !seen.has(route.pattern) && seen.add(route.pattern));
  if (unique.length < 10) throw new Error(`${ROUTER_FILE}: only ${unique.length} routes read; has the router's shape changed?`);
  return unique;
}

function routesOf(source: string, module: PathsModule): RouterRoute[] {
  const routes: RouterRoute[] = [];
  const guards: (Guard | null)[] = [];
  const token = /<Route\b|<\/Route>/g;
  for (let match = token.exec(source); match; match = token.exec(source)) {
    if (match[0] === '</Route>') {
      guards.pop();
      continue;
    }
    const end = tagEnd(source, match.index);
    const tag = source.slice(match.index, end + 1);
    const selfClosing = source[end - 1] === '/';
    const element = attribute(tag, 'element') ?? '';
    const path = attribute(tag, 'path');
    if (!selfClosing) guards.push(guardOf(element));
    if (path === null) continue;
    // `{list.map((name) => <Route path={name} … />)}`: the nearest such map before this tag names the list.
    const mapped = new Map<string, unknown>();
    const map = [...source.slice(0, match.index).matchAll(/\{(\w+)\.map\(\((\w+)\)\s*=>/g)].pop();
    if (map) mapped.set(map[2]!, module[map[1]!]);
    const guard = [...guards].reverse().find((g) => g !== null) ?? { type: 'public' };
    for (const pattern of evaluate(path, module, mapped)) routes.push({ pattern, guard, redirect: element.startsWith('<Navigate') });
  }
  return routes;
}

/**
 * A URL for a route pattern: each `:param` from `params` (a missing one is an error, so a new parameter gets a
 * deliberate value), a splat `*` as one segment, the catch-all as an unknown path.
 */
export function urlOf(pattern: string, params: Record<string, string>): string {
  if (pattern === '*') return '/no-such-page';
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${pattern}; add one to the test's params`);
      return encodeURIComponent(value);
    })
    .replace(/\/\*$/, '/anything');
}
