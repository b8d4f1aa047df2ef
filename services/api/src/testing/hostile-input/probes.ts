import { randomUUID } from 'node:crypto';
import { bearer } from '../student-api.ts';
import { examples } from './examples.ts';
import { dsa, type World } from './hostile-world.ts';
import { queryString, send, sendRaw, type Answer, type Route } from './requests.ts';
import { bodyVariants, queryVariants } from './variants.ts';

export interface Probe {
  label: string;
  run: () => Promise<Answer | undefined>;
}

/** A route's path with its parameters filled from the world (the hostile employer's company, job, draft event). */
const concrete = (world: World, path: string, params: Record<string, string> = {}): string =>
  path.replace(/:(\w+)/g, (_all, name: string) => params[name] ?? (name === 'organisationId' ? world.companyId : name === 'jobId' ? world.jobId : name === 'eventId' ? world.hostedEventId : name === 'accountId' ? world.employerId : name === 'dsa' ? dsa : randomUUID()));

// Visitors and students everywhere; employers and admins also where their token reaches further than a 403.
export const callersOf = (path: string) => [
  'visitor' as const,
  'student' as const,
  ...(/^\/api\/(organisations|companies|invitations|event\/requests)/.test(path) ? ['employer' as const] : []),
  ...(path.startsWith('/api/admin/') ? ['admin' as const] : []),
];

export function probesOf(url: string, world: World, route: Route, caller: keyof World['tokens']): Probe[] {
  const example = examples[`${route.method} ${route.path}`] ?? {};
  const body = example.body?.(world);
  const query = example.query?.(world) ?? {};
  const token = world.tokens[caller];
  const auth: Record<string, string> = token ? bearer(token) : {};
  const label = (what: string) => `${route.method} ${route.path} as ${caller}, ${what}`;
  const path = concrete(world, route.path) + queryString(query);
  const valid = JSON.stringify(body ?? {});
  const probes: Probe[] = [];

  for (const variant of [...(body ? bodyVariants(body) : []), ...queryVariants(query)]) {
    const target = concrete(world, route.path) + queryString(variant.query ?? query);
    const payload = variant.body === undefined ? undefined : JSON.stringify(variant.body);
    const contentHeaders: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
    probes.push({ label: label(variant.name), run: () => send(url, route.method, target, { ...contentHeaders, ...auth }, payload) });
  }

  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    for (const [what, value] of [['%00', '%00'], ['lone surrogate', '%ED%A0%80'], ['invalid UTF-8', '%FF'], ['long', 'x'.repeat(4000)]] as const) {
      const target = concrete(world, route.path, { [name!]: value }) + queryString(query);
      probes.push({ label: label(`${what} as :${name}`), run: () => send(url, route.method, target, { 'content-type': 'application/json', ...auth }, valid) });
    }
  }

  const headerCases: [string, Record<string, string>, string | Buffer][] = [
    ['Content-Type text/plain on JSON', { 'content-type': 'text/plain' }, valid],
    ['Content-Type form on JSON', { 'content-type': 'application/x-www-form-urlencoded' }, valid],
    ['Content-Type JSON on a form', { 'content-type': 'application/json' }, 'a=1&b=2'],
    ['Content-Type JSON on broken JSON', { 'content-type': 'application/json' }, '{"a":'],
    ['Content-Type multipart without boundary', { 'content-type': 'multipart/form-data' }, valid],
    ['Content-Type multipart on JSON', { 'content-type': 'multipart/form-data; boundary=xyz' }, valid],
    ['charset utf-7', { 'content-type': 'application/json; charset=utf-7' }, valid],
    ['charset klingon', { 'content-type': 'application/json; charset=klingon' }, valid],
    ['invalid UTF-8 bytes', { 'content-type': 'application/json' }, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['Content-Encoding gzip on plain JSON', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, valid],
    ['Content-Encoding deflate on plain JSON', { 'content-type': 'application/json', 'content-encoding': 'deflate' }, valid],
    ['Content-Encoding br on plain JSON', { 'content-type': 'application/json', 'content-encoding': 'br' }, valid],
    ['Content-Encoding unknown', { 'content-type': 'application/json', 'content-encoding': 'x-hostile' }, valid],
    ['Content-Encoding gzip, gzip', { 'content-type': 'application/json', 'content-encoding': 'gzip, gzip' }, valid],
    ['Authorization bearer junk', { 'content-type': 'application/json', authorization: `Bearer ${'x'.repeat(5000)}` }, valid],
  ];
  for (const [what, headers, payload] of headerCases) {
    probes.push({ label: label(what), run: () => send(url, route.method, path, { ...auth, ...headers }, payload) });
  }

  const rawHeaders = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  for (const [what, declared] of [['Content-Length longer than the body', valid.length + 50], ['Content-Length shorter than the body', Math.max(0, valid.length - 3)]] as const) {
    probes.push({
      label: label(what),
      run: async () => {
        const status = await sendRaw(url, route.method, path, rawHeaders, valid, declared);
        return status === undefined ? undefined : { status };
      },
    });
  }
  return probes;
}
