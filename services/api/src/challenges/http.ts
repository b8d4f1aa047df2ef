import { PreconditionFailedError, PreconditionRequiredError } from '@fast-track/shared/errors';
import type { Request, Response } from 'express';
import { callerOf, membershipOf } from '../accounts/index.ts';
import { ChallengeNotFoundError, ResultNotFoundError, TaskNotFoundError } from './challenge.errors.ts';
import type { ActingMember } from './challenge.service.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid path parameter, lowercased (ids name streams); a malformed one is simply not found. */
export function challengeIdParam(req: Request, name = 'challengeId'): string {
  const value = String(req.params[name] ?? '');
  if (!uuid.test(value)) throw name === 'challengeId' ? new ChallengeNotFoundError('No such challenge.') : new ResultNotFoundError('No such result.');
  return value.toLowerCase();
}

export function taskIdParam(req: Request): string {
  const value = String(req.params['taskId'] ?? '');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) throw new TaskNotFoundError('No such task.');
  return value;
}

/** The version the editor loaded, from `If-Match: "<version>"`. */
export function ifMatch(req: Request): number {
  const header = req.get('if-match');
  if (!header) throw new PreconditionRequiredError('Send If-Match with the ETag of the challenge you loaded.');
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!match) throw new PreconditionFailedError('If-Match must be the ETag of the challenge you loaded.');
  return Number(match[1]);
}

export const member = (res: Response): ActingMember => ({ accountId: callerOf(res).accountId, companyId: membershipOf(res).organisationId });

export const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');
