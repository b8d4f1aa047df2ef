import { describe, expect, it } from 'vitest';
import { isStudentMailDomain } from './staff-email-rule.ts';

describe('isStudentMailDomain', () => {
  it('names the student sub-domains universities use, in any case', () => {
    for (const domain of ['student.ucl.ac.uk', 'Students.Ed.ac.uk', 'stud.uni-goettingen.de', 'etu.univ-lyon1.fr', 'studenti.unimi.it', 'alumnos.upm.es', 'live.warwick.ac.uk']) {
      expect(isStudentMailDomain(domain), domain).toBe(true);
    }
  });

  it('leaves staff domains alone, and a label that only looks alike or is the registrable name itself', () => {
    for (const domain of ['ucl.ac.uk', 'careers.ox.ac.uk', 'ox.ac.uk', 'studentlife.ucl.ac.uk', 'student.com', 'live.com', 'etu.fr']) {
      expect(isStudentMailDomain(domain), domain).toBe(false);
    }
  });
});
