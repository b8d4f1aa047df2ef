/** The student organisation's routes (spec §2 Auth and registration, Student organisation area). */
import { hostAreaPaths } from './host-areas.ts';

const enc = encodeURIComponent;

export const studentOrgPaths = {
  register: { path: '/student-organization/register', href: () => '/student-organization/register' },
  /** The student login screen under the organisations' address (already routed as paths.studentOrgLogin). */
  login: { path: '/student-organization/login', href: () => '/student-organization/login' },
  create: { path: '/create/organization', href: () => '/create/organization' },
  dashboard: {
    path: '/so/dashboard',
    /** With an organisation id, the dashboard opens on that one (the header menu links so). */
    href: (organisationId?: string) => (organisationId ? `/so/dashboard?organisation=${enc(organisationId)}` : '/so/dashboard'),
  },
  ...hostAreaPaths('so'),
  /** The society's team (spec §2): members, roles, invitations, join requests, the hand-over of ownership. */
  team: { path: '/so/dashboard/Team', href: () => '/so/dashboard/Team' },
  /** Messaging (issue 14): the society's conversations with its members and companies. */
  chat: { path: '/so/dashboard/chat', href: () => '/so/dashboard/chat' },
} as const;
