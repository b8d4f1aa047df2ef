import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationMs, interpolate, loadCompose, loadImageStage, parseEnvFile } from './compose-model.ts';

// The compose stack test is only as true as its reading of the files: compose's interpolation and Docker's stages.
describe('compose interpolation', () => {
  const env = { SET: 'value', EMPTY: '' };
  it.each([
    ['${SET}', 'value'],
    ['$SET/x', 'value/x'],
    ['${UNSET:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${EMPTY-fallback}', ''],
    ['${UNSET-fallback}', 'fallback'],
    ['${SET:+alt}', 'alt'],
    ['${EMPTY:+alt}', ''],
    ['${EMPTY+alt}', 'alt'],
    ['${UNSET:-${SET}}', 'value'],
    ['$${NOT_A_VAR}', '${NOT_A_VAR}'],
    ['postgres://u:${SET}@db:5432/${UNSET:-d}', 'postgres://u:value@db:5432/d'],
  ])('%s → %s', (text, expected) => {
    expect(interpolate(text, env)).toBe(expected);
  });

  it.each(['${UNSET:?set it}', '${EMPTY:?set it}', '${UNSET?set it}'])('%s refuses to start, with the message', (text) => {
    expect(() => interpolate(text, env)).toThrow(/required variable (UNSET|EMPTY) is missing a value: set it/);
  });

  it('lets an empty value through ${VAR?…} (set, though empty), as compose does', () => {
    expect(interpolate('${EMPTY?set it}', env)).toBe('');
  });

  it('refuses what it does not model rather than guess', () => {
    expect(() => interpolate('${SET/a/b}', env)).toThrow(/unsupported/);
    expect(() => interpolate('price $5', env)).toThrow(/lone \$/);
  });
});

describe('compose files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ft-compose-model-'));
  it('resolves anchors and merge keys, drops inactive profiles, reads Docker duration defaults', () => {
    const file = path.join(dir, 'compose.yml');
    writeFileSync(
      file,
      `x-env: &env
  A: "\${A:?need A}"
  B: b
services:
  one:
    build: { context: ., target: api, args: { X: "\${X:-1}" } }
    environment:
      <<: *env
      B: overridden
    depends_on:
      two: { condition: service_healthy }
    healthcheck: { test: ["CMD", "true"], interval: 1m30s, start_period: 500ms }
  two:
    image: redis:7
    depends_on: [three]
    command: redis-server --save ""
  three:
    image: postgres:15
  extra:
    image: grafana/grafana
    profiles: [observability]
`,
    );
    const services = loadCompose(file, { A: 'a' });
    expect(services.map((s) => s.name)).toEqual(['one', 'two', 'three']);
    const one = services[0]!;
    expect(one.environment).toEqual({ A: 'a', B: 'overridden' });
    expect(one.build).toEqual({ target: 'api', args: { X: '1' } });
    expect(one.dependsOn).toEqual({ two: 'service_healthy' });
    expect(one.healthcheck).toEqual({ test: ['CMD', 'true'], intervalMs: 90_000, timeoutMs: 30_000, retries: 3, startPeriodMs: 500 });
    expect(services[1]!.dependsOn).toEqual({ three: 'service_started' });
    expect(() => loadCompose(file, {})).toThrow(/required variable A/);
    expect(loadCompose(file, { A: 'a' }, ['observability']).map((s) => s.name)).toContain('extra');
  });

  it('reads a Dockerfile stage: ENV and WORKDIR along the FROM chain, the last CMD', () => {
    const file = path.join(dir, 'Dockerfile');
    writeFileSync(
      file,
      `ARG BASE=node:20
FROM \${BASE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \\
    PORT=8080 \\
    DATA_DIR=/app/.data
CMD ["node", "a.js"]

FROM runtime AS worker
ENV EXTRA="with space"
CMD ["node", "--import", "tsx", "worker.ts"]
`,
    );
    expect(loadImageStage(file, 'worker')).toEqual({
      env: { NODE_ENV: 'production', PORT: '8080', DATA_DIR: '/app/.data', EXTRA: 'with space' },
      workdir: '/app',
      cmd: ['node', '--import', 'tsx', 'worker.ts'],
    });
    expect(() => loadImageStage(file, 'nope')).toThrow(/no stage nope/);
  });

  it('reads env files as compose does', () => {
    expect(parseEnvFile('# comment\n\nA=1\nB="two words"\nC=\n')).toEqual({ A: '1', B: 'two words', C: '' });
    expect(durationMs('10s', 0)).toBe(10_000);
    expect(() => durationMs('ten', 0)).toThrow(/not a duration/);
  });
});
