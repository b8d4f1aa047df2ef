import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { pageSetups } from '../features/public-site/pages.ts';
import { areaScreenTable } from './area-screen-table.ts';

const router = readFileSync(fileURLToPath(new URL('./router.tsx', import.meta.url)), 'utf8');

/** The key groups router.tsx's lazy route of `module` awaits: withTexts([...], () => import('./routes/<module>.tsx')…). */
function routerTexts(module: string): string[] {
  const lists = [...router.matchAll(/withTexts\(\[([^\]]*)\],\s*\(\) => import\('\.\/routes\/([^']+)\.tsx'\)/g)]
    .filter((m) => m[2] === module)
    .map((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((g) => g[1]!));
  if (lists.length === 0) throw new Error(`router.tsx has no withTexts route of ${module}`);
  return lists[0]!;
}

describe('area screen table', () => {
  it('names each screen the texts its route awaits in router.tsx (the page\'s own words beside the site\'s)', () => {
    for (const screen of areaScreenTable) {
      const awaited = routerTexts(screen.module);
      expect(screen.texts.slice(0, awaited.length), screen.module).toEqual(awaited);
      if (!screen.module.startsWith('public-site')) expect(screen.texts).toHaveLength(awaited.length);
    }
  });

  it('names each public page\'s own words and its route (the pages with live events have their own)', () => {
    for (const [id, setup] of Object.entries(pageSetups)) {
      const screen = areaScreenTable.find((s) => s.patterns.includes(paths.publicSite[id as keyof typeof pageSetups].path));
      expect(screen?.texts, id).toEqual(['site', setup.texts]);
      expect(screen?.module, id).toBe(setup.widgets?.includes('events') ? 'public-site-events' : 'public-site');
      expect(router, id).toContain(`element={<${screen?.module === 'public-site' ? 'PublicSiteRoute' : 'PublicSiteEventsRoute'} id="${id}" />}`);
    }
  });

  it('covers every public page, the magazine and each audience\'s first screen, as config/paths.ts spells them', () => {
    const patterns = areaScreenTable.flatMap((s) => s.patterns);
    const expected = [
      ...Object.values(paths.publicSite).map((p) => p.path),
      paths.magazine.list.path,
      paths.student.path,
      paths.employerArea.dashboard.path,
      paths.employerArea.talentPool.path,
      paths.careerCenterArea.dashboard.path,
      paths.studentOrgArea.dashboard.path,
    ];
    expect([...patterns].sort()).toEqual([...expected].sort());
    // Each address is one screen's: the server takes the first pattern that matches.
    for (const path of expected) expect(patterns.filter((p) => matchPath(p, path)), path).toHaveLength(1);
  });
});
