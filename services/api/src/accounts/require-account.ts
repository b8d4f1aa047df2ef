import { AppError } from '@fast-track/shared/errors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionStore } from './session-store.ts';

export class UnauthorizedError extends AppError {
  readonly code = 'UNAUTHORIZED';
  readonly status = 401;
  readonly title = 'Authentication required';
}

export interface StudentAuth {
  studentId: string;
  token: string;
}

/** Where requireStudent leaves the caller; typed accessor instead of augmenting Express's Request globally. */
export function studentOf(res: Response): StudentAuth {
  const auth = res.locals['student'] as StudentAuth | undefined;
  if (!auth) throw new UnauthorizedError('This route needs requireStudent in front of it.');
  return auth;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header.trim()) : null;
  return match?.[1];
}

/** Bearer guard for student routes: a live session or a 401 problem+json. */
export function requireStudent(sessions: SessionStore, now: () => number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) {
      res.set('WWW-Authenticate', 'Bearer');
      next(new UnauthorizedError('A bearer token is required.'));
      return;
    }
    sessions.resolve(token, now()).then(
      (studentId) => {
        if (!studentId) {
          res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
          next(new UnauthorizedError('The token is unknown, expired or revoked.'));
          return;
        }
        res.locals['student'] = { studentId, token } satisfies StudentAuth;
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
