import type { TestDb } from '@fast-track/shared/testing/test-db';
import { createLogger } from '@fast-track/shared/logger';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { examples, hostedEventBody, jobBody } from '../testing/hostile-input/examples.ts';
import { adminPath, eventCount, hostileWorld, type World } from '../testing/hostile-input/hostile-world.ts';
import { callersOf, probesOf, type Probe } from '../testing/hostile-input/probes.ts';
import { inParallel, routesOf, type Answer, type Route } from '../testing/hostile-input/requests.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 9, probe item 1: every route of the app × every hostile input class × every kind of caller. Nothing may
// answer 500 (or any 5xx): hostile input is refused at the edge with a 4xx, or accepted as a normal 2xx/3xx where it
// is legitimate; a refusal writes nothing to the event log.
//
// The routes come from the Express router stack; `examples` (testing/hostile-input/, one file per domain) gives each
// one a well-formed request to mutate, and the first test fails when a route has no example (so a new route cannot
// be left out) or an example names a route that no longer exists. Registration's own edge checks:
// accounts/registration-edge.int.spec.ts.

let testDb: TestDb;
let api: StudentApi;
let world: World;
let routes: Route[];
setUpStudentApi((started) => ({ testDb, api } = started), {
  adminLoginPath: adminPath,
  // Configured (at addresses where nothing answers) so the social routes get past "not configured" to validation.
  oauth: {
    publicUrl: 'http://localhost:8080',
    google: { clientId: 'hostile-test.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:9/jwks' },
    linkedin: {
      clientId: 'hostile',
      clientSecret: 'hostile-secret',
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      userinfoUrl: 'http://127.0.0.1:9/userinfo',
    },
  },
});

beforeAll(async () => {
  world = await hostileWorld(testDb.db, api, { job: jobBody(), hostedEvent: hostedEventBody() });
  const { app, dispose } = createApp({ db: testDb.db, logger: createLogger('test', 'silent'), adminLoginPath: adminPath, oauth: { publicUrl: 'http://x' } });
  routes = routesOf(app);
  dispose();
});

describe('hostile input on every route', () => {
  it('every route of the app has an example request here, and every example is a route', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !(k in examples)), 'routes without an example').toEqual([]);
    expect(Object.keys(examples).filter((k) => !keys.includes(k)), 'examples of no route').toEqual([]);
  });

  it('never answers 5xx, and a refusal writes nothing', async () => {
    const failures: string[] = [];
    let requests = 0;
    const judge = (probe: Probe, answer: Answer | undefined) => {
      requests++;
      if (!answer) return;
      // /readyz answers 503 while a migration is pending: about the service, not about the request.
      if (answer.status >= 500 && !(answer.status === 503 && probe.label.startsWith('GET /readyz'))) failures.push(`${probe.label}: ${answer.status}`);
      if (answer.status >= 400 && answer.contentType !== undefined && !/json/.test(answer.contentType)) {
        failures.push(`${probe.label}: ${answer.status} is not JSON`);
      }
    };
    const attempt = async (probe: Probe): Promise<Answer | undefined | 'failed'> => {
      try {
        return await probe.run();
      } catch (error) {
        failures.push(`${probe.label}: request failed (${String(error)})`);
        return 'failed';
      }
    };

    for (const route of routes) {
      for (const caller of callersOf(route.path)) {
        const probes = probesOf(api.url, world, route, caller);
        // Refusals are the rule, so a batch runs in parallel and the log is counted around it; only a batch that
        // wrote (some input was legitimately accepted) is replayed one request at a time to find who wrote.
        const before = await eventCount(testDb.db);
        const answers = await inParallel(probes, 8, attempt);
        probes.forEach((probe, i) => {
          const answer = answers[i];
          if (answer !== 'failed') judge(probe, answer);
        });
        if ((await eventCount(testDb.db)) === before) continue;
        for (const probe of probes) {
          const ahead = await eventCount(testDb.db);
          const answer = await attempt(probe);
          if (answer === 'failed') continue;
          judge(probe, answer);
          if (answer && answer.status >= 400 && (await eventCount(testDb.db)) !== ahead) failures.push(`${probe.label}: ${answer.status} but wrote events`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(3000);
  }, 600_000);
});
