/** The career center's routes (spec §2 Auth and registration, Career center area). Grouped here to keep paths.ts small. */
import { hostAreaPaths } from './host-areas.ts';

const enc = encodeURIComponent;

export const careerCenterPaths = {
  register: { path: '/career-center/register', href: () => '/career-center/register' },
  registerLinkedin: { path: '/career-center/register/linkedin', href: () => '/career-center/register/linkedin' },
  login: { path: '/career-center/login', href: () => '/career-center/login' },
  loginLinkedin: { path: '/career-center/login/linkedin', href: () => '/career-center/login/linkedin' },
  forgotPassword: { path: '/career-center/forgot/password', href: () => '/career-center/forgot/password' },
  recover: { path: '/career-center/recover/:uniqueId', href: (uniqueId: string) => `/career-center/recover/${enc(uniqueId)}` },
  /** The public contact page for career centers (spec §2 Public); where staff of an unverifiable university go. */
  contact: { path: '/career-center/contact', href: () => '/career-center/contact' },
  dashboard: { path: '/cc/dashboard', href: () => '/cc/dashboard' },
  ...hostAreaPaths('cc'),
} as const;
