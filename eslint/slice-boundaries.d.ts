import type { ESLint } from 'eslint';

export interface BoundaryZone {
  /** Whether the zone applies to a file (repository path, '/'-separated). */
  files: (file: string) => boolean;
  /** Folders or files the zone's files must not import from… */
  from: string[];
  /** …except from these (its doors). */
  except?: string[];
  message: string;
}

export function inside(file: string, dir: string): boolean;
export function importTarget(file: string, specifier: string): string | undefined;
export function sliceBoundaries(options: { root: string; zones: BoundaryZone[] }): ESLint.Plugin;
