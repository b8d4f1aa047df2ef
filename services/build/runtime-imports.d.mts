// Types of runtime-imports.mjs (plain JavaScript: the services build runs it with plain node).
export interface BundleMetafile {
  inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}
export interface WorkspaceManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
export interface Lockfile {
  packages: Record<string, { version?: string; dev?: boolean; devOptional?: boolean }>;
}
export declare function packageNameOf(specifier: string): string;
export declare function runtimeImports(metafile: BundleMetafile): Map<string, Set<string>>;
export declare function runtimeImportProblems(imports: Map<string, Set<string>>, manifestOf: (workspace: string) => WorkspaceManifest, lockfile: Lockfile): string[];
