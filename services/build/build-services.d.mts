// Types of build-services.mjs (plain JavaScript: it runs before any TypeScript loader, in the image's build stage).
import type { BundleMetafile } from './runtime-imports.mjs';

export declare const repoRoot: string;
export declare const distDir: string;
export declare const serviceEntries: Record<string, string>;
export declare function bundleServices(options?: { write?: boolean }): Promise<{ metafile: BundleMetafile & { outputs: Record<string, { bytes: number }> } }>;
export declare function checkRuntimeImports(metafile: BundleMetafile): string[];
export declare function buildServices(): Promise<{ metafile: BundleMetafile; packages: number; migrations: number; ms: number }>;
export declare function buildServicesIfChanged(): Promise<boolean>;
export declare const runtimeScripts: Record<string, string>;
export declare function runtimePackage(): { name: string; private: true; type: 'module'; engines: Record<string, string>; scripts: Record<string, string> };
