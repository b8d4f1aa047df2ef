import { describe, expect, it } from 'vitest';
import { nameSettingsProblem } from './person-name-check.ts';

describe('the settings screens’ name check', () => {
  it('needs a first name, allows an empty last name, and names length and unprintable characters', () => {
    expect(nameSettingsProblem('Zoë', '')).toBeNull();
    expect(nameSettingsProblem('  ', 'Lind')?.key).toBe('settings.profile.firstNameRequired');
    expect(nameSettingsProblem('x'.repeat(61), '')).toEqual({ key: 'settings.profile.nameTooLong', values: { max: 60 } });
    expect(nameSettingsProblem('Ana', 'Lind\u202E')?.key).toBe('settings.profile.nameCharacters');
  });
});
