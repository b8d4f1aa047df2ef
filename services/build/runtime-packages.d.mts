// Types of runtime-packages.mjs (plain JavaScript: .ci/runtime-size.mjs runs it with plain node).
export interface LockEntry {
  link?: boolean;
  resolved?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
export declare const runtimeWorkspaces: string[];
export declare function productionPackages(lockfile: { packages: Record<string, LockEntry> }, workspaces?: string[], platform?: { os: string; cpu: string; libc: string }): string[];
