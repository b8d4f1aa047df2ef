import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { entryScreenTable } from './entry-screen-table.ts';

describe('entry screen table', () => {
  it('names the paths of config/paths.ts that the entry routes serve', () => {
    const patterns = Object.fromEntries(entryScreenTable.map((s) => [s.module, [...s.patterns]]));
    expect(patterns).toEqual({
      home: [paths.home.path, paths.studentHome.path],
      events: [paths.events.path],
      event: [paths.event.path],
      login: [paths.login.path, paths.studentOrgLogin.path],
    });
  });
});
