import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importTarget, sliceBoundaries, type BoundaryZone } from './slice-boundaries.js';

const root = '/repo';
const zones: BoundaryZone[] = [
  {
    files: (file: string) => file.startsWith('services/api/src/') && !file.startsWith('services/api/src/events/'),
    from: ['services/api/src/events'],
    except: ['services/api/src/events/index.ts'],
    message: 'through the index',
  },
];
const lint = (file: string, code: string): string[] =>
  new Linter({ configType: 'flat', cwd: root })
    .verify(code, [{ files: ['**/*.ts'], plugins: { local: sliceBoundaries({ root, zones }) }, rules: { 'local/slice-boundaries': 'error' } }], `${root}/${file}`)
    .map((m) => m.message);

describe('slice boundaries', () => {
  it('names the repository path of relative and workspace-package imports, and nothing for other packages', () => {
    const target = importTarget;
    expect(target('services/api/src/jobs/a.ts', '../events/b.ts')).toBe('services/api/src/events/b.ts');
    expect(target('services/api/src/jobs/a.ts', './c/d.ts')).toBe('services/api/src/jobs/c/d.ts');
    expect(target('web/src/x.ts', '@fast-track/shared/logger')).toBe('services/shared/src/logger.ts');
    expect(target('web/src/x.ts', '@fast-track/api/events/index')).toBe('services/api/src/events/index.ts');
    expect(target('web/src/x.ts', 'zod')).toBeUndefined();
  });

  it('refuses an import past a door, in every import form, and lets the door and the slice itself through', () => {
    const file = 'services/api/src/jobs/a.ts';
    expect(lint(file, `import { x } from '../events/inner.ts';`)).toEqual(['through the index']);
    expect(lint(file, `export * from '../events/inner.ts';`)).toEqual(['through the index']);
    expect(lint(file, `export { y } from '@fast-track/api/events/inner';`)).toEqual(['through the index']);
    expect(lint(file, `void import('../events/inner.ts');`)).toEqual(['through the index']);
    expect(lint(file, `import { x } from '../events/index.ts'; import { z } from 'zod';`)).toEqual([]);
    expect(lint('services/api/src/events/hosting/b.ts', `import { x } from '../inner.ts';`)).toEqual([]);
  });
});
