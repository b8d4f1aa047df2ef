/** Up to two letters for the account button: first and last name, else the e-mail's local part, else '?'. */
export function initialsOf(firstName: string | undefined, lastName: string | undefined, email?: string): string {
  const first = firstName?.trim()[0] ?? '';
  const last = lastName?.trim()[0] ?? '';
  if (first || last) return `${first}${last}`.toUpperCase();
  const local = email?.trim().split('@')[0] ?? '';
  return (local.slice(0, 2) || '?').toUpperCase();
}
