/** Challenge routes (spec §2 Challenges, Employer area; issue 12). Grouped here to keep paths.ts small. */
const enc = encodeURIComponent;

export const challengePaths = {
  /** Public page of a published challenge. */
  page: { path: '/challenge/:uniqueId', href: (uniqueId: string) => `/challenge/${enc(uniqueId)}` },
  preview: { path: '/preview/:uniqueId', href: (uniqueId: string) => `/preview/${enc(uniqueId)}` },
  attempt: { path: '/challenge/attempt/:uniqueId', href: (uniqueId: string) => `/challenge/attempt/${enc(uniqueId)}` },
  result: { path: '/challenge/result/:id', href: (id: string) => `/challenge/result/${enc(id)}` },
  byProduct: { path: '/special/challenges/by/:product', href: (product: string) => `/special/challenges/by/${enc(product)}` },
  invite: { path: '/invite/:link', href: (link: string) => `/invite/${enc(link)}` },
  certificate: { path: '/student/certificate/:id', href: (id: string) => `/student/certificate/${enc(id)}` },
  find: { path: '/Find/:uniqueId', href: (uniqueId: string) => `/Find/${enc(uniqueId)}` },
  careerCenterFind: { path: '/career-center/find/:uniqueId', href: (uniqueId: string) => `/career-center/find/${enc(uniqueId)}` },
  // The employer's builder. /new/challenge is unguarded in the browser (spec §6); the server decides who may save.
  // /edit/challenge names no challenge: it reads client state editChallenge.
  new: { path: '/new/challenge', href: () => '/new/challenge' },
  create: { path: '/create/challenge', href: () => '/create/challenge' },
  edit: { path: '/edit/challenge', href: () => '/edit/challenge' },
  // The employer's dashboard screens; details reads client state selectedChallenge.
  list: { path: '/dashboard/Challenges', href: () => '/dashboard/Challenges' },
  details: { path: '/dashboard/challenge/details', href: () => '/dashboard/challenge/details' },
} as const;
