/** Invitation links into an organisation (docs/accounts.md § Teams; spec §2 Auth and registration). */
const enc = encodeURIComponent;

export const invitationPaths = {
  landing: {
    path: '/registration/:company/:dsa/:user',
    href: (organisationId: string, dsa: string, invitationId: string) => `/registration/${enc(organisationId)}/${enc(dsa)}/${enc(invitationId)}`,
  },
  createProfile: {
    path: '/create/profile/:uniqueId/:dsa/:company/:user',
    href: (uniqueId: string, dsa: string, organisationId: string, invitationId: string) =>
      `/create/profile/${enc(uniqueId)}/${enc(dsa)}/${enc(organisationId)}/${enc(invitationId)}`,
  },
  /** A link cut short or with parts too many (mangled by a mail client): it cannot be used, and the page says so. */
  malformed: [{ path: '/registration/*' }, { path: '/create/profile/*' }],
} as const;
