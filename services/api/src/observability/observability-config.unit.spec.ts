// The observability files an operator deploys (docs/observability, the compose profile) agree with what the API
// exposes: every series an alert or a dashboard panel reads exists, every file a container mounts exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApiMetrics } from './api-metrics.ts';

const docs = join(repositoryRoot, 'docs', 'observability');
const read = (file: string): string => readFileSync(join(repositoryRoot, file), 'utf8');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
}
interface ComposeService {
  image?: string;
  profiles?: string[];
  volumes?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
}

const alerts = (parse(read('docs/observability/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(read('docs/observability/grafana-dashboard.json')) as {
  uid: string;
  panels: { id: number; type: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
};
const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const panelExprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));

/** Every series name the API's registry exposes (histograms as _bucket, _count, _sum). */
async function exposedNames(): Promise<Set<string>> {
  const db = { query: () => Promise.resolve({ rows: [] }) } as unknown as Db;
  const metrics = createApiMetrics({ db, asyncProjections: [] });
  try {
    const names = new Set<string>();
    for (const metric of await metrics.registry.getMetricsAsJSON()) {
      names.add(metric.name);
      if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${metric.name}${suffix}`);
    }
    return names;
  } finally {
    await metrics.close();
  }
}

/** Metric names in a PromQL expression: ours (ft_*) and the standard process/Node.js ones. */
const referenced = (expr: string): string[] => [...expr.matchAll(/\b((?:ft|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => m[1] ?? '');

describe('alert rules (docs/observability/alerts.yml)', () => {
  it('cover the golden signals and name a severity and a runbook section of docs/operations.md', () => {
    const operations = read('docs/operations.md').toLowerCase();
    const anchors = new Set([...operations.matchAll(/^#+\s+(.+)$/gm)].map((m) => (m[1] ?? '').trim().replace(/[^\w\s-]/g, '').replace(/\s+/g, '-')));
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    for (const rule of alerts) {
      expect(['critical', 'warning', 'info'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      const anchor = /docs\/operations\.md#([\w-]+)$/.exec(rule.annotations.runbook)?.[1];
      expect(anchor && anchors.has(anchor), `${rule.alert} → ${rule.annotations.runbook}`).toBe(true);
    }
    const exprs = alerts.map((r) => r.expr).join('\n');
    expect(exprs).toContain('status_code=~"5.."'); // errors
    expect(exprs).toContain('histogram_quantile'); // latency
    expect(exprs).toContain('up{job="fast-track-api"}'); // availability / traffic
    expect(exprs).toContain('nodejs_eventloop_lag'); // saturation
  });

  it('read only series the API exposes', async () => {
    const names = await exposedNames();
    for (const rule of alerts) for (const name of referenced(rule.expr)) expect(names.has(name), `${rule.alert}: ${name}`).toBe(true);
  });

  it('pass promtool check rules and the alert unit tests of alerts.test.yml (when promtool is installed)', () => {
    const check = spawnSync('promtool', ['check', 'rules', 'alerts.yml'], { cwd: docs, encoding: 'utf8' });
    if (check.error) return; // not installed here (apt-get install prometheus has it); the checks above still run
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const tests = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: docs, encoding: 'utf8' });
    expect(tests.status, tests.stdout + tests.stderr).toBe(0);
  });
});

describe('Grafana dashboard (docs/observability/grafana-dashboard.json)', () => {
  it('reads only series the API exposes, from the provisioned data source', async () => {
    const names = await exposedNames();
    const datasources = (parse(read('docs/observability/grafana/datasources/datasources.yml')) as { datasources: { uid: string }[] }).datasources.map((d) => d.uid);
    expect(panelExprs.length).toBeGreaterThanOrEqual(15);
    for (const expr of panelExprs) for (const name of referenced(expr)) expect(names.has(name), `${expr}: ${name}`).toBe(true);
    for (const panel of dashboard.panels) if (panel.datasource) expect(datasources).toContain(panel.datasource.uid);
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
  });
});

describe('compose observability profile', () => {
  const observability = ['otel-collector', 'jaeger', 'prometheus', 'grafana'];

  it('runs collector, trace store, Prometheus and Grafana only under the profile, each with healthcheck, restart and limits', () => {
    for (const name of observability) {
      const service = compose.services[name];
      expect(service, name).toBeDefined();
      expect(service?.profiles, name).toEqual(['observability']);
      expect(service?.image, name).toMatch(/:[\w.-]+$/); // pinned tag
      expect(service?.restart, name).toBe('unless-stopped');
      expect(service?.healthcheck?.test.length, name).toBeGreaterThan(1);
      expect(service?.deploy?.resources?.limits?.memory, name).toBeTruthy();
      expect(service?.deploy?.resources?.limits?.cpus, name).toBeTruthy();
    }
    // The application's services are not part of the profile: `docker compose up` alone stays as it was.
    for (const [name, service] of Object.entries(compose.services)) {
      if (!observability.includes(name)) expect(service.profiles, name).toBeUndefined();
    }
  });

  it('mounts config files that exist, and Prometheus scrapes the API replicas and loads the alert rules', () => {
    for (const name of observability) {
      for (const volume of compose.services[name]?.volumes ?? []) {
        const [source] = volume.split(':');
        if (source?.startsWith('./')) expect(existsSync(join(repositoryRoot, source)), `${name}: ${source}`).toBe(true);
        else expect(compose.volumes, `${name}: ${source}`).toHaveProperty(source ?? '');
      }
    }
    const prometheus = parse(read('docs/observability/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[] }[] }[];
    };
    expect(prometheus.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(compose.services['prometheus']?.volumes).toContain('./docs/observability/alerts.yml:/etc/prometheus/alerts.yml:ro');
    const api = prometheus.scrape_configs.find((c) => c.job_name === 'fast-track-api');
    expect(api?.metrics_path).toBe('/metrics');
    const targets = api?.static_configs.flatMap((c) => c.targets) ?? [];
    const replicas = Object.keys(compose.services).filter((name) => /^api-\d+$/.test(name));
    expect(targets.sort()).toEqual(replicas.map((name) => `${name}:8080`).sort());
    // The collector receives OTLP/HTTP on the port the API's OTEL_EXPORTER_OTLP_ENDPOINT names in docs.
    const collector = parse(read('docs/observability/otel-collector.yaml')) as { receivers: { otlp: { protocols: { http: { endpoint: string } } } } };
    expect(collector.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
  });
});
