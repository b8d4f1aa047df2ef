// Types of sources-hash.mjs (plain JavaScript so `npm start` runs it before any TypeScript loader).
export declare const SPA_BUILD_INPUTS: { folders: string[]; files: string[] };
export declare function sourcesHash(root: string, inputs: { folders: string[]; files: string[] }, settings?: string): string;
