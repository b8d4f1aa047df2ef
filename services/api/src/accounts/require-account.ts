import { AppError, ForbiddenError } from '@fast-track/shared/errors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccountKind } from './account.ts';
import type { SessionStore } from './session-store.ts';

export class UnauthorizedError extends AppError {
  readonly code = 'UNAUTHORIZED';
  readonly status = 401;
  readonly title = 'Authentication required';
}

export class WrongKindError extends ForbiddenError {
  override readonly code = 'WRONG_KIND';
}
export class NotAMemberError extends ForbiddenError {
  override readonly code = 'NOT_A_MEMBER';
}
export class RoleRequiredError extends ForbiddenError {
  override readonly code = 'ROLE_REQUIRED';
}

export const organisationKinds = ['company', 'career_center', 'student_organisation'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];
export const memberRoles = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** One membership of the caller, as the guard sees it. */
export interface Membership {
  organisationId: string;
  kind: OrganisationKind;
  role: MemberRole;
}

/** The organisations slice answers this from its read table; the guard depends only on the port. */
export interface MembershipLookup {
  membershipOf(accountId: string, organisationId: string): Promise<Membership | undefined>;
}

export interface Caller {
  accountId: string;
  kind: AccountKind;
  token: string;
}

/** Where the guard leaves the caller; typed accessor instead of augmenting Express's Request globally. */
export function callerOf(res: Response): Caller {
  const caller = res.locals['caller'] as Caller | undefined;
  if (!caller) throw new UnauthorizedError('This route needs a guard in front of it.');
  return caller;
}

/** The membership requireMembership checked for this request. */
export function membershipOf(res: Response): Membership {
  const membership = res.locals['membership'] as Membership | undefined;
  if (!membership) throw new NotAMemberError('This route needs requireMembership in front of it.');
  return membership;
}

/** `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^bearer ([A-Za-z0-9_-]{20,100})$/i.exec(header.trim()) : null;
  return match?.[1];
}

const kindNames: Record<AccountKind, string> = {
  student: 'students',
  employer: 'employers',
  career_center: 'career center staff',
  admin: 'admins',
};

export interface Guard {
  /** Any live session. */
  requireAccount: RequestHandler;
  /** A live session of one of these kinds: 401 without one, 403 WRONG_KIND for another kind. */
  requireKind(...kinds: AccountKind[]): RequestHandler;
  /**
   * A live session whose account is a member of `:organisationId`, an organisation of `orgKind` ('*': any kind), with one of
   * `roles` (any role when not given): 404 when the organisation id is malformed, 403 otherwise.
   */
  requireMembership(orgKind: OrganisationKind | '*', roles?: readonly MemberRole[]): RequestHandler;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one guard of every protected route (docs/accounts.md "Guards"). */
export function createGuard(sessions: SessionStore, now: () => number, memberships: MembershipLookup): Guard {
  const resolve = async (req: Request, res: Response): Promise<Caller> => {
    const existing = res.locals['caller'] as Caller | undefined;
    if (existing) return existing;
    const token = bearerToken(req);
    if (!token) {
      res.set('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedError('A bearer token is required.');
    }
    const found = await sessions.resolveCaller(token, now());
    if (!found) {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedError('The token is unknown, expired or revoked.');
    }
    const caller: Caller = { ...found, token };
    res.locals['caller'] = caller;
    return caller;
  };

  const handler =
    (check: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      check(req, res).then(() => next(), next);
    };

  const requireKind = (...kinds: AccountKind[]): RequestHandler =>
    handler(async (req, res) => {
      const caller = await resolve(req, res);
      if (!kinds.includes(caller.kind)) {
        throw new WrongKindError(`Only ${kinds.map((k) => kindNames[k]).join(' or ')} may do this.`);
      }
    });

  return {
    requireAccount: handler(async (req, res) => {
      await resolve(req, res);
    }),
    requireKind,
    requireMembership: (orgKind, roles) =>
      handler(async (req, res) => {
        const caller = await resolve(req, res);
        const organisationId = String(req.params['organisationId'] ?? '');
        const membership = uuidPattern.test(organisationId) ? await memberships.membershipOf(caller.accountId, organisationId) : undefined;
        if (!membership || (orgKind !== '*' && membership.kind !== orgKind)) throw new NotAMemberError('You are not a member of this organisation.');
        if (roles && !roles.includes(membership.role)) {
          throw new RoleRequiredError(`Only ${roles.join(' or ')}s of this organisation may do this.`);
        }
        res.locals['membership'] = membership;
      }),
  };
}
