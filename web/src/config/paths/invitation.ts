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
} as const;
