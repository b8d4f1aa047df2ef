// The screens bench:web measures and each one's budget (issues 10, 15, 28): the entry screens, every public marketing
// page signed out (the public site's own list, so a new page is measured without an edit here), and the first screen
// of each signed-in audience.
import { publicPageIds, publicPagePaths } from '../../services/shared/src/public-site.ts';
import type { Audience } from './web-sessions.ts';

export interface Route {
  name: string;
  path: string;
  /** Which target row of docs/performance.md the route belongs to (verdicts are named by it). */
  group: 'entry' | 'public' | 'signed-in';
  /** Gzipped first-screen JS budget in KB; undefined: reported, no target. */
  jsBudgetKb?: number;
  /** Gzipped first-screen language files budget in KB; JSON_BUDGET_KB when not given, null: reported, no target. */
  jsonBudgetKb?: number | null;
  /** Measured with this audience's session in the browser; signed out when not given. */
  audience?: Audience;
}

/** Issue 28: first-load JS gz of a signed-in area's first screen ≤ 90 KB, of a public marketing page ≤ 70 KB. */
export const SIGNED_IN_JS_BUDGET_KB = 90;
export const PUBLIC_JS_BUDGET_KB = 70;

/**
 * Gzipped first-screen language files (shell.json and any key group the screen loads): issue 24. A public content
 * page has its words as JSON since they left the JS (issue 24 part 3: its JS fell by 5 KB, its JSON rose by
 * 1.2–2.5 KB), so it has 10 KB. A signed-in area loads its area's key groups before its first render: reported
 * beside the JS, no target of its own.
 */
export const JSON_BUDGET_KB = 8;
const PUBLIC_JSON_BUDGET_KB = 10;

/** The routes in measuring order; `eventLink` is the first demo event's link. */
export function benchRoutes(eventLink: string): Route[] {
  return [
    { name: 'home', path: '/', group: 'entry', jsBudgetKb: 60 },
    { name: 'events', path: '/events', group: 'entry', jsBudgetKb: 60 },
    { name: 'event page', path: `/event/${encodeURIComponent(eventLink)}`, group: 'entry', jsBudgetKb: 70 },
    { name: 'login', path: '/login', group: 'entry' },
    // The public site (issue 15): its layout, its words and a page's widget load as lazy chunks.
    ...publicPageIds.map((id): Route => ({ name: id, path: publicPagePaths[id], group: 'public', jsBudgetKb: PUBLIC_JS_BUDGET_KB, jsonBudgetKb: PUBLIC_JSON_BUDGET_KB })),
    { name: 'magazine', path: '/magazine', group: 'public', jsBudgetKb: PUBLIC_JS_BUDGET_KB, jsonBudgetKb: PUBLIC_JSON_BUDGET_KB },
    // Each audience's first screen after signing in (issue 28).
    ...signedIn('student', '/student', 'student'),
    ...signedIn('employer dashboard', '/dashboard', 'employer'),
    ...signedIn('talent pool', '/dashboard/TalentPool', 'employer'),
    ...signedIn('career center', '/cc/dashboard', 'career_center'),
    ...signedIn('student organisation', '/so/dashboard', 'student_organisation'),
  ];
}

function signedIn(name: string, path: string, audience: Audience): Route[] {
  return [{ name, path, group: 'signed-in', audience, jsBudgetKb: SIGNED_IN_JS_BUDGET_KB, jsonBudgetKb: null }];
}

/** BENCH_SCALE=smoke (CI): one signed-in screen, which walks every part (sign-in, storage, JS count, Lighthouse). */
export const SMOKE_ROUTES = ['student'];
