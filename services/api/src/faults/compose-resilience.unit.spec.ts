// Every service of docker-compose.yml can be seen failing (healthcheck), comes back by itself (restart policy) and
// cannot starve the others (resource limits). The linters run in CI (.ci/run: dclint, dockerfile-utils).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@fast-track/shared/config';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface ComposeService {
  restart?: string;
  healthcheck?: { test?: string[]; disable?: boolean; interval?: string; timeout?: string; retries?: number };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(join(repositoryRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);
// One-shot jobs are judged by their exit code (service_completed_successfully), not by a probe.
const oneShot = new Set(services.flatMap(([, s]) => Object.entries(s.depends_on ?? {}).filter(([, d]) => d.condition === 'service_completed_successfully').map(([name]) => name)));

describe('docker-compose.yml', () => {
  it.each(services)('%s has a healthcheck, a restart policy and resource limits', (name, service) => {
    expect(service.restart, 'restart policy').toMatch(/^(always|unless-stopped|on-failure(:\d+)?|no)$/);
    expect(service.deploy?.resources?.limits?.cpus, 'cpu limit').toMatch(/^\d+(\.\d+)?$/);
    expect(service.deploy?.resources?.limits?.memory, 'memory limit').toMatch(/^\d+[KMG]$/);
    if (oneShot.has(name)) {
      expect(service.restart).toBe('no');
      expect(service.healthcheck).toEqual({ disable: true });
      return;
    }
    expect(service.restart).not.toBe('no');
    expect(service.healthcheck?.test?.[0], 'healthcheck').toMatch(/^CMD(-SHELL)?$/);
    expect(service.healthcheck?.interval).toBeDefined();
    expect(service.healthcheck?.timeout).toBeDefined();
    expect(service.healthcheck?.retries).toBeGreaterThan(0);
  });

  it('the one-shot migrate job is the only service without a probe', () => {
    expect([...oneShot]).toEqual(['migrate']);
  });
});
