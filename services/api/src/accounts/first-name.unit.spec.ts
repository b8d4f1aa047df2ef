import { describe, expect, it } from 'vitest';
import { defaultFirstName } from './first-name.ts';

describe('defaultFirstName', () => {
  it.each([
    ['anna.kowalska@uw.edu.pl', 'Anna'],
    ['JAN_NOWAK@uw.edu.pl', 'Jan'],
    ['marie-claire@sorbonne.fr', 'Marie'],
    ['tom2024@ucl.ac.uk', 'Tom'],
    ['lea+news@ethz.ch', 'Lea'],
    ['émile@ens.fr', 'Émile'],
    ['s1234567@ed.ac.uk', 'S'],
    ['2024abc@ucl.ac.uk', 'Student'],
    ['.x@ucl.ac.uk', 'Student'],
  ])('%s → %s', (email, expected) => {
    expect(defaultFirstName(email)).toBe(expected);
  });
});
