// deploy/kubernetes, rendered as `kustomize build` would (kustomize-render.ts) for the base and every overlay, and
// checked for what a wrong manifest would cost in production: an env name the app does not read (a typo is silently
// ignored by Kubernetes, and the app runs on a default), a reference to a ConfigMap key, Secret key, Service or port
// that does not exist, probes on other paths than /readyz and /healthz, containers without requests and limits, an
// autoscaler or budget that matches nothing. The same env-name rule holds for docker-compose.yml.
// Every rendered object is also validated against the Kubernetes JSON schemas of its kind and API version (the npm
// package kubernetes-models, Kubernetes 1.27 OpenAPI): a wrong type, a missing required field, a bad enum value.
// Those schemas allow fields they do not name, so a misspelt field is not caught by them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configVariableNames, repositoryRoot } from '@fast-track/shared/config';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { describe, expect, it } from 'vitest';
import { loadCompose, parseEnvFile } from './compose-model.ts';
import { containersOf, kustomizeBuild, type K8sObject } from './kustomize-render.ts';

const root = path.join(repositoryRoot, 'deploy', 'kubernetes');
const overlays = readdirSync(path.join(root, 'overlays'));
const renderings: [string, K8sObject[]][] = [
  ['base', kustomizeBuild(path.join(root, 'base'))],
  ...overlays.map((o): [string, K8sObject[]] => [`overlays/${o}`, kustomizeBuild(path.join(root, 'overlays', o))]),
];
const secretKeys = Object.keys(parseEnvFile(readFileSync(path.join(root, 'base', 'secret.example.env'), 'utf8')));
const readByApp = (name: string): boolean => configVariableNames.includes(name) || name.startsWith('OTEL_');

const apiVersions: Record<string, string> = {
  ConfigMap: 'v1',
  Service: 'v1',
  Deployment: 'apps/v1',
  Job: 'batch/v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  PodDisruptionBudget: 'policy/v1',
  Ingress: 'networking.k8s.io/v1',
};

/** Each kind's model (kubernetes-models); `validate()` checks the object against the kind's JSON schema. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  ConfigMap,
  Service,
  Deployment,
  Job,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  Ingress,
};

/** The schema's verdict on one rendered object: undefined when valid, else the validator's message. */
function schemaErrors(o: K8sObject): string | undefined {
  const Model = models[o.kind];
  if (!Model) return `no schema for ${o.kind}`;
  try {
    new Model(structuredClone(o) as never).validate();
    return undefined;
  } catch (error) {
    return String(error);
  }
}

const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const spec = <T,>(o: K8sObject) => o['spec'] as T;
const matches = (selector: Record<string, string>, labels: Record<string, string> | undefined) =>
  Object.entries(selector).every(([k, v]) => labels?.[k] === v);
const quantity = (q: string): number => {
  const m = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi)?$/.exec(q);
  if (!m) throw new Error(`not a quantity: ${q}`);
  const scale = { m: 0.001, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 }[m[2] as 'm'] ?? 1;
  return Number(m[1]) * scale;
};

describe.each(renderings)('Kubernetes manifests, %s', (_name, objects) => {
  const configMaps = new Map(ofKind(objects, 'ConfigMap').map((c) => [c.metadata.name, c['data'] as Record<string, string>]));

  it('uses only the kinds and API versions it was written for, each named once', () => {
    for (const o of objects) expect(o.apiVersion, `${o.kind} ${o.metadata.name}`).toBe(apiVersions[o.kind]);
    const ids = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ofKind(objects, 'Deployment').map((d) => d.metadata.name).sort()).toEqual(['fast-track-api', 'fast-track-worker']);
    expect(ofKind(objects, 'Job').map((d) => d.metadata.name)).toEqual(['fast-track-migrate']);
  });

  it('passes the Kubernetes JSON schema of its kind and API version, every object', () => {
    for (const o of objects) expect(schemaErrors(o), `${o.kind} ${o.metadata.name}`).toBeUndefined();
  });

  it('sets only environment variables the app reads (config schema), from keys that exist', () => {
    for (const [name, data] of configMaps) for (const key of Object.keys(data)) expect(readByApp(key), `ConfigMap ${name}: ${key}`).toBe(true);
    for (const c of containersOf(objects)) {
      for (const e of c.env ?? []) {
        expect(readByApp(e.name), `${c.name}: env ${e.name}`).toBe(true);
        const secret = e.valueFrom?.secretKeyRef;
        if (secret) {
          expect(secret.name).toBe('fast-track-secrets');
          expect(secretKeys, `${c.name}: secret key ${secret.key}`).toContain(secret.key);
        }
      }
      for (const from of c.envFrom ?? []) {
        expect(from.secretRef, 'secrets are named one by one, not imported wholesale').toBeUndefined();
        expect(configMaps.has(from.configMapRef?.name ?? ''), `${c.name}: ConfigMap ${from.configMapRef?.name}`).toBe(true);
      }
    }
  });

  it('gives every process what it needs to start in production: database, Redis, the secret, the bucket', () => {
    for (const c of containersOf(objects)) {
      const names = new Set([...(c.env ?? []).map((e) => e.name), ...(c.envFrom ?? []).flatMap((f) => Object.keys(configMaps.get(f.configMapRef?.name ?? '') ?? {}))]);
      for (const required of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'IDENTITY_SECRET', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(names.has(required), `${c.name} gets ${required}`).toBe(true);
      }
    }
  });

  it('gives every container CPU and memory requests and limits, requests within limits', () => {
    for (const c of containersOf(objects)) {
      for (const resource of ['cpu', 'memory']) {
        const request = c.resources?.requests?.[resource];
        const limit = c.resources?.limits?.[resource];
        expect(request && limit, `${c.name} ${resource}`).toBeTruthy();
        expect(quantity(request!)).toBeLessThanOrEqual(quantity(limit!));
      }
    }
  });

  it('probes the API on /readyz (readiness) and /healthz (liveness), on a port the container opens', () => {
    const api = containersOf(ofKind(objects, 'Deployment').filter((d) => d.metadata.name === 'fast-track-api'))[0]!;
    expect(api.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(api.livenessProbe?.httpGet?.path).toBe('/healthz');
    const portNames = (api.ports ?? []).map((p) => p.name);
    expect(portNames).toContain(api.readinessProbe?.httpGet?.port);
    expect(portNames).toContain(api.livenessProbe?.httpGet?.port);
  });

  it('selects its own pods, and the autoscaler, budget and Service match the API Deployment', () => {
    const deployments = ofKind(objects, 'Deployment');
    for (const d of deployments) {
      const s = spec<{ selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> } } }>(d);
      expect(matches(s.selector.matchLabels, s.template.metadata.labels), d.metadata.name).toBe(true);
    }
    const apiLabels = spec<{ template: { metadata: { labels: Record<string, string> } } }>(deployments.find((d) => d.metadata.name === 'fast-track-api')!).template.metadata.labels;
    const [hpa] = ofKind(objects, 'HorizontalPodAutoscaler');
    const h = spec<{ scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number }>(hpa!);
    expect(h.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'fast-track-api' });
    expect(h.minReplicas).toBeGreaterThanOrEqual(2);
    expect(h.minReplicas).toBeLessThanOrEqual(h.maxReplicas);
    const [pdb] = ofKind(objects, 'PodDisruptionBudget');
    const p = spec<{ minAvailable: number; selector: { matchLabels: Record<string, string> } }>(pdb!);
    expect(matches(p.selector.matchLabels, apiLabels)).toBe(true);
    // A budget as high as the autoscaler's floor would block every node drain.
    expect(p.minAvailable).toBeLessThan(h.minReplicas);
    const [service] = ofKind(objects, 'Service');
    const sv = spec<{ selector: Record<string, string>; ports: { name: string; targetPort: string }[] }>(service!);
    expect(matches(sv.selector, apiLabels)).toBe(true);
    const api = containersOf(deployments.filter((d) => d.metadata.name === 'fast-track-api'))[0]!;
    for (const port of sv.ports) expect((api.ports ?? []).map((x) => x.name)).toContain(port.targetPort);
  });

  it('routes the Ingress to the API Service with sticky sessions for Socket.IO', () => {
    const [ingress] = ofKind(objects, 'Ingress');
    expect(ingress!.metadata.annotations?.['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const rules = spec<{ rules: { host: string; http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[]; tls: { hosts: string[] }[] }>(ingress!);
    const services = ofKind(objects, 'Service');
    for (const rule of rules.rules) {
      expect(rules.tls.flatMap((t) => t.hosts)).toContain(rule.host);
      for (const { backend } of rule.http.paths) {
        const service = services.find((s) => s.metadata.name === backend.service.name);
        expect(service, backend.service.name).toBeDefined();
        expect(spec<{ ports: { name: string }[] }>(service!).ports.map((x) => x.name)).toContain(backend.service.port.name);
      }
    }
  });

  it('runs the migrate Job once, never restarted in place, with the direct (unpooled) database URL', () => {
    const [job] = ofKind(objects, 'Job');
    const s = spec<{ template: { spec: { restartPolicy: string } } }>(job!);
    expect(s.template.spec.restartPolicy).toBe('Never');
    const db = containersOf([job!])[0]!.env?.find((e) => e.name === 'DATABASE_URL');
    expect(db?.valueFrom?.secretKeyRef?.key).toBe('DIRECT_DATABASE_URL');
  });
});

describe('Kubernetes schema validation', () => {
  const deployment = renderings[0]![1].find((o) => o.kind === 'Deployment' && o.metadata.name === 'fast-track-api')!;
  const broken = (change: (d: { spec: { replicas?: unknown; template: { spec: { containers: { ports?: { containerPort: unknown }[] }[] } } } }) => void) => {
    const copy = structuredClone(deployment) as never;
    change(copy);
    return schemaErrors(copy);
  };

  it('refuses a field of the wrong type and a missing required field', () => {
    expect(schemaErrors(deployment)).toBeUndefined();
    expect(broken((d) => (d.spec.replicas = 'two'))).toMatch(/replicas must be integer/);
    expect(broken((d) => (d.spec.template.spec.containers[0]!.ports = [{ containerPort: '8080' }]))).toMatch(/containerPort must be integer/);
    expect(broken((d) => delete (d.spec as Partial<typeof d.spec>).template)).toMatch(/template/);
    expect(schemaErrors({ ...deployment, kind: 'CronTab' })).toBe('no schema for CronTab');
  });
});

describe('Kubernetes overlays', () => {
  it.each(overlays)('%s pins every image to a registry and a tag', (overlay) => {
    for (const c of containersOf(kustomizeBuild(path.join(root, 'overlays', overlay)))) expect(c.image).toMatch(/^[a-z0-9.-]+\.[a-z]+\/[a-z0-9/-]+:[\w.-]+$/);
  });
});

describe('docker-compose.yml', () => {
  it('sets only environment variables the app reads on the Node services', () => {
    const variables = new Proxy({}, { get: (_t, name) => (typeof name === 'string' ? 'x'.repeat(40) : undefined), has: () => true });
    const services = loadCompose(path.join(repositoryRoot, 'docker-compose.yml'), variables).filter((s) => s.build?.target && s.build.target !== 'gateway');
    expect(services.map((s) => s.name).sort()).toEqual(['api-1', 'api-2', 'migrate', 'worker']);
    for (const s of services) for (const name of Object.keys(s.environment)) expect(readByApp(name), `${s.name}: ${name}`).toBe(true);
  });
});
