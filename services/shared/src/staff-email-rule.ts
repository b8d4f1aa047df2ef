/**
 * Career center staff never register with a student address (issue 22). Browser-safe (the SPA checks it too): the
 * labels universities give their students' (and graduates') mail domains, in the languages of the university
 * catalog — student.ucl.ac.uk, students.*, stud.uni-*.de, etu.univ-*.fr, studenti.*.it, alumnos.*.es,
 * live.warwick.ac.uk. An address there is a student's by the university's own naming, never staff's.
 */
const studentLabels = new Set([
  'student', 'students', 'stud', 'studs', 'studenti', 'studenci', 'studium', 'etu', 'etud', 'etudiant', 'etudiants',
  'alumni', 'alumnos', 'alumno', 'alumnes', 'alunos', 'estudiantes', 'estudiante', 'live',
]);

/** True when a label left of the domain's last two (its registrable name or suffix, e.g. ac.uk) names students. */
export function isStudentMailDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  return labels.slice(0, -2).some((label) => studentLabels.has(label));
}
