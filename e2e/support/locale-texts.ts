// A language's texts as the app holds them once every key group is loaded: shell.json and each key group file of
// web/public/locales/<lng>/, merged (docs/translations.md). Specs read the words a person sees from here.
import { readFileSync, readdirSync } from 'node:fs';

export function localeTexts<T = Record<string, unknown>>(lng: string): T {
  const dir = `web/public/locales/${lng}/`;
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Record<string, unknown>);
  }
  return merged as T;
}
