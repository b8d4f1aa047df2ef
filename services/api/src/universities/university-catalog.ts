import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@fast-track/shared/config';
import { z } from 'zod';
import { toSupportedCountry, type SupportedCountry } from './supported-countries.ts';

export interface University {
  name: string;
  /** "" while no logo is known: the SPA shows its default university icon. */
  logo: string;
  domains: string[];
}

export interface UniversityCatalog {
  /** The country's universities sorted by name, or undefined for an unsupported country. */
  universitiesOf(country: string): readonly University[] | undefined;
  /** The answer body of POST /get/university for a supported country, serialised once at load. */
  responseBodyOf(country: string): string | undefined;
  /** Known e-mail domains of a university; [] for unknown names, 'other' and unsupported countries. */
  domainsOf(country: string, name: string): readonly string[];
}

// From the repository root, not this file's URL: the built services run from services/dist (the image copies the data).
export const defaultUniversitiesFile = path.join(repositoryRoot, 'services', 'api', 'data', 'universities.json');

const entrySchema = z.object({
  name: z.string().min(1),
  country: z.string().min(1),
  domains: z.array(z.string()).default([]),
});

const normalise = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads the reference list once, keeps the supported countries, indexes them by country. Malformed entries are
 * skipped rather than failing boot; a duplicate name within a country keeps the union of both entries' domains.
 */
export function buildUniversityCatalog(raw: unknown): UniversityCatalog {
  const list = z.array(z.unknown()).parse(raw);
  const byCountry = new Map<SupportedCountry, Map<string, University>>();
  for (const item of list) {
    const parsed = entrySchema.safeParse(item);
    if (!parsed.success) continue;
    const country = toSupportedCountry(parsed.data.country);
    if (!country) continue;
    const domains = parsed.data.domains.map((d) => d.trim().toLowerCase()).filter((d) => d.length > 0);
    const universities = byCountry.get(country) ?? new Map<string, University>();
    const name = parsed.data.name.trim();
    const existing = universities.get(name);
    universities.set(name, { name, logo: '', domains: [...new Set([...(existing?.domains ?? []), ...domains])] });
    byCountry.set(country, universities);
  }

  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const sorted = new Map<SupportedCountry, University[]>();
  const bodies = new Map<SupportedCountry, string>();
  const domainIndex = new Map<string, readonly string[]>();
  for (const [country, universities] of byCountry) {
    const list = [...universities.values()].sort((a, b) => collator.compare(a.name, b.name));
    sorted.set(country, list);
    bodies.set(country, JSON.stringify({ msg: 'success', university: list }));
    for (const u of list) domainIndex.set(`${country}\u0000${normalise(u.name)}`, u.domains);
  }

  const countryOf = (name: string): SupportedCountry | undefined => toSupportedCountry(name);
  return {
    universitiesOf(country) {
      const c = countryOf(country);
      return c ? (sorted.get(c) ?? []) : undefined;
    },
    responseBodyOf(country) {
      const c = countryOf(country);
      return c ? (bodies.get(c) ?? JSON.stringify({ msg: 'success', university: [] })) : undefined;
    },
    domainsOf(country, name) {
      const c = countryOf(country);
      return c ? (domainIndex.get(`${c}\u0000${normalise(name)}`) ?? []) : [];
    },
  };
}

export function loadUniversityCatalog(file = defaultUniversitiesFile): UniversityCatalog {
  return buildUniversityCatalog(JSON.parse(readFileSync(file, 'utf8')));
}

let shared: UniversityCatalog | undefined;

/** The catalog of services/api/data, read on first use and kept for the process. */
export function universityCatalog(): UniversityCatalog {
  shared ??= loadUniversityCatalog();
  return shared;
}

/**
 * The shared catalog behind the same interface, read on its first question instead of at boot: parsing and indexing
 * the list was 0.37 CPU-s of a restart on the loaded machine (docs/performance.md, target 6).
 */
export const lazyUniversityCatalog: UniversityCatalog = {
  universitiesOf: (country) => universityCatalog().universitiesOf(country),
  responseBodyOf: (country) => universityCatalog().responseBodyOf(country),
  domainsOf: (country, name) => universityCatalog().domainsOf(country, name),
};

/**
 * Known e-mail domains of the university a student picked (`uni2: { name, area }` → `universityDomains(area, name)`);
 * [] for 'other', unknown names and unsupported countries, which the e-mail rule treats as "any non-free-mail domain".
 */
export function universityDomains(country: string, name: string): readonly string[] {
  return universityCatalog().domainsOf(country, name);
}
