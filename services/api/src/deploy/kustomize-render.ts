// The part of `kustomize build` our manifests use (deploy/kubernetes), so CI can check what an overlay renders without
// kubectl: resources (files and kustomization folders), namespace, labels (metadata only), images, configMapGenerator
// (envs / literals; behavior create or merge; the content-hash suffix kustomize adds is left out, names stay as
// referenced), and patches (strategic merge of maps, lists replaced; or JSON 6902 ops with a target).
// Anything else in a kustomization is refused, so a manifest never passes here for a feature this does not model.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: unknown;
}

interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: { name: string; behavior?: 'create' | 'merge'; envs?: string[]; literals?: string[] }[];
  patches?: { path: string; target?: { kind: string; name: string } }[];
}

const known = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'configMapGenerator', 'patches']);

function envPairs(text: string): [string, string][] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const eq = l.indexOf('=');
      if (eq <= 0) throw new Error(`not KEY=value: ${l}`);
      return [l.slice(0, eq), l.slice(eq + 1)];
    });
}

function strategicMerge(target: unknown, patch: unknown): unknown {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch) || !target || typeof target !== 'object' || Array.isArray(target)) return patch;
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) out[k] = k in out ? strategicMerge(out[k], v) : v;
  return out;
}

function applyJsonPatch(target: K8sObject, ops: { op: string; path: string; value?: unknown }[]): void {
  for (const { op, path: pointer, value } of ops) {
    const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    let node: unknown = target;
    for (const key of keys) node = (node as Record<string, unknown>)[key];
    if (!node || typeof node !== 'object' || last === undefined) throw new Error(`patch path ${pointer} does not exist`);
    const holder = node as Record<string, unknown>;
    if (op === 'replace') {
      if (!(last in holder)) throw new Error(`patch path ${pointer} does not exist`);
      holder[last] = value;
    } else if (op === 'add') holder[last] = value;
    else if (op === 'remove') delete holder[last];
    else throw new Error(`unsupported patch op ${op}`);
  }
}

/** Renders the kustomization in `dir` into its objects. */
export function kustomizeBuild(dir: string): K8sObject[] {
  const k = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  for (const key of Object.keys(k)) if (!known.has(key)) throw new Error(`${dir}: kustomization field ${key} is not modelled`);
  const objects: K8sObject[] = [];
  for (const resource of k.resources ?? []) {
    const file = path.join(dir, resource);
    if (statSync(file).isDirectory()) objects.push(...kustomizeBuild(file));
    else objects.push(...parseAllDocuments(readFileSync(file, 'utf8')).map((d) => d.toJS() as K8sObject).filter(Boolean));
  }
  for (const generator of k.configMapGenerator ?? []) {
    const data = Object.fromEntries([
      ...(generator.envs ?? []).flatMap((f) => envPairs(readFileSync(path.join(dir, f), 'utf8'))),
      ...(generator.literals ?? []).map((l) => envPairs(l)[0]!),
    ]);
    const existing = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === generator.name);
    if (generator.behavior === 'merge') {
      if (!existing) throw new Error(`${dir}: configMapGenerator ${generator.name} merges into nothing`);
      existing['data'] = { ...(existing['data'] as Record<string, string>), ...data };
    } else {
      if (existing) throw new Error(`${dir}: ConfigMap ${generator.name} generated twice`);
      objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data });
    }
  }
  for (const patch of k.patches ?? []) {
    const content = parse(readFileSync(path.join(dir, patch.path), 'utf8')) as unknown;
    if (Array.isArray(content)) {
      if (!patch.target) throw new Error(`${patch.path}: a JSON 6902 patch needs a target`);
      const target = objects.find((o) => o.kind === patch.target!.kind && o.metadata.name === patch.target!.name);
      if (!target) throw new Error(`${patch.path}: no ${patch.target.kind} ${patch.target.name} to patch`);
      applyJsonPatch(target, content as { op: string; path: string; value?: unknown }[]);
    } else {
      const p = content as K8sObject;
      const index = objects.findIndex((o) => o.kind === p.kind && o.metadata.name === p.metadata.name);
      if (index < 0) throw new Error(`${patch.path}: no ${p.kind} ${p.metadata.name} to patch`);
      objects[index] = strategicMerge(objects[index], p) as K8sObject;
    }
  }
  for (const o of objects) {
    if (k.namespace) o.metadata.namespace = k.namespace;
    for (const { pairs } of k.labels ?? []) o.metadata.labels = { ...o.metadata.labels, ...pairs };
  }
  for (const image of k.images ?? []) {
    for (const container of containersOf(objects)) {
      const [name, tag] = splitImage(container.image);
      if (name !== image.name) continue;
      container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
    }
  }
  return objects;
}

function splitImage(image: string): [string, string | undefined] {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/') ? [image.slice(0, at), image.slice(at + 1)] : [image, undefined];
}

export interface Container {
  name: string;
  image: string;
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number }; exec?: { command: string[] } };
}

/** The pod template's containers of every workload (Deployment, Job). */
export function containersOf(objects: K8sObject[]): Container[] {
  return objects.flatMap((o) => {
    const template = (o['spec'] as { template?: { spec?: { containers?: Container[] } } } | undefined)?.template;
    return template?.spec?.containers ?? [];
  });
}
