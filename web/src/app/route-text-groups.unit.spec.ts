import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEXT_GROUPS } from '../lib/text-groups.ts';

// No raw key may flash (docs/translations.md): the shell holds the key groups of everything the first screen can
// reach, and a lazy import that reaches another group must be wrapped in withTexts([...groups], () => import(...)),
// which fetches them before the module renders. This walks the SPA's imports from main.tsx and checks that every
// source file's key groups (a quoted 'group.key' or `group.${…}`) are loaded by the time the file can render.

const src = fileURLToPath(new URL('../', import.meta.url));
const locales = fileURLToPath(new URL('../../public/locales/en/', import.meta.url));
// mail.json is the server's (services/api/src/mail/mail-locale.ts): the SPA never loads it.
const SERVER_FILES = ['mail'];
const shellGroups = Object.keys(JSON.parse(readFileSync(`${locales}shell.json`, 'utf8')) as object);
const allGroups = [...shellGroups, ...TEXT_GROUPS];
const groupPattern = new Map(allGroups.map((group) => [group, new RegExp(`['"\`]${group}\\.[\\w$]`)]));

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && statSync(file).isFile());
}

interface SourceFile {
  groups: string[];
  /** Static imports and lazy imports that load no texts of their own. */
  plain: string[];
  /** Lazy imports wrapped in withTexts, with the groups they load. */
  guarded: { file: string; groups: string[] }[];
}

const files = new Map<string, SourceFile>();
function read(file: string): SourceFile {
  let parsed = files.get(file);
  if (parsed) return parsed;
  const text = readFileSync(file, 'utf8');
  const guarded = [...text.matchAll(/withTexts\(\[([^\]]*)\],\s*\(\) => import\('([^']+)'\)/g)].map((m) => ({
    file: resolveImport(file, m[2]!),
    groups: [...m[1]!.matchAll(/'(\w+)'/g)].map((g) => g[1]!),
  }));
  const guardedSpecs = new Set([...text.matchAll(/withTexts\(\[[^\]]*\],\s*\(\) => import\('([^']+)'\)/g)].map((m) => m[1]));
  const staticSpecs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\s+'([^']+)'/g)].map((m) => (m[1] ?? m[2])!);
  const lazySpecs = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!).filter((spec) => !guardedSpecs.has(spec));
  parsed = {
    groups: allGroups.filter((group) => groupPattern.get(group)!.test(text)),
    plain: [...staticSpecs, ...lazySpecs].flatMap((spec) => resolveImport(file, spec) ?? []),
    guarded: guarded.flatMap((g) => (g.file ? [{ file: g.file, groups: g.groups }] : [])),
  };
  files.set(file, parsed);
  return parsed;
}

/** Every file reached from main.tsx with a key group not loaded there: 'file: group'. */
function unloadedGroups(): string[] {
  const problems = new Set<string>();
  const checked = new Set<string>();
  const queue: { file: string; loaded: Set<string> }[] = [{ file: `${src}main.tsx`, loaded: new Set(shellGroups) }];
  while (queue.length > 0) {
    const { file: start, loaded } = queue.pop()!;
    const key = `${start}|${[...loaded].sort().join()}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const parsed = read(file);
      for (const group of parsed.groups) if (!loaded.has(group)) problems.add(`${relative(src, file)}: ${group}`);
      stack.push(...parsed.plain);
      for (const g of parsed.guarded) queue.push({ file: g.file, loaded: new Set([...loaded, ...g.groups]) });
    }
  }
  return [...problems].sort();
}

describe('text groups', () => {
  it('are the files under /locales/en/ besides the shell, and no group is in two files', () => {
    const names = readdirSync(locales).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, ''));
    expect(names.filter((name) => name !== 'shell' && !SERVER_FILES.includes(name)).sort()).toEqual([...TEXT_GROUPS].sort());
    for (const group of TEXT_GROUPS) {
      expect(Object.keys(JSON.parse(readFileSync(`${locales}${group}.json`, 'utf8')) as object), group).toEqual([group]);
    }
    expect(shellGroups.filter((group) => (TEXT_GROUPS as readonly string[]).includes(group))).toEqual([]);
  });

  it('are loaded before any screen that names them renders (shell, or the withTexts around its lazy import)', () => {
    expect(unloadedGroups()).toEqual([]);
  });

  it('finds a group a screen names without loading it (the check can fail)', () => {
    const parsed = read(`${src}app/routes/legal.tsx`);
    files.set(`${src}app/routes/legal.tsx`, { ...parsed, groups: [...parsed.groups, 'webinarTeams'] });
    try {
      expect(unloadedGroups()).toContain('app/routes/legal.tsx: webinarTeams');
    } finally {
      files.set(`${src}app/routes/legal.tsx`, parsed);
    }
  });
});
