import type { Decision } from '../api/decide-organisation.ts';
import type { OrganisationRow, OrganisationStatus } from '../api/list-organisations.ts';

export const REASON_MAX = 500;
export const TOTP_LENGTH = 6;

export type ReasonProblem = 'required' | 'long';

/** A rejection or suspension reason: required, at most 500 characters (it is mailed to the owners). */
export function checkReason(reason: string): ReasonProblem | null {
  const value = reason.trim();
  if (!value) return 'required';
  if ([...value].length > REASON_MAX) return 'long';
  return null;
}

export function isTotp(value: string): boolean {
  return new RegExp(`^\\d{${TOTP_LENGTH}}$`).test(value.trim());
}

/** What an admin may do with an organisation in this status. */
export function decisionsFor(status: OrganisationStatus): Decision[] {
  if (status === 'pending') return ['approve', 'reject'];
  if (status === 'active') return ['suspend'];
  return [];
}

/** The owner's address, whichever shape the list carries it in. */
export function ownerEmail(row: Pick<OrganisationRow, 'ownerEmail' | 'owner' | 'owners'>): string {
  return row.ownerEmail || row.owner?.email || row.owners?.find((o) => o.email)?.email || '';
}

/** A website as a link target: only http(s), with the scheme added when it was typed without one. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
