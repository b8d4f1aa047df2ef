/**
 * The greeting needs a first name before the student has typed one: the local part of the address up to the
 * first '.', '_', '-', '+' or digit, capitalised ("anna.kowalska@uni.pl" → "Anna"). Falls back to "Student"
 * when nothing usable is left ("2024@…").
 */
export function defaultFirstName(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const head = local.split(/[._\-+0-9]/)[0] ?? '';
  if (head.length === 0) return 'Student';
  const lower = head.toLocaleLowerCase('en');
  return lower.charAt(0).toLocaleUpperCase('en') + lower.slice(1);
}
