import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { optionalPersonNameText, personNameText, storableText } from '../http/safe-text.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountProfileOf, changeLanguage, changePassword, renameAccount } from './account.service.ts';
import { answer } from './account.routes.ts';
import { callerOf, type Caller } from './require-account.ts';

// Request shapes of docs/accounts.md § Settings. Passwords get a generous bound here; the real rule (8–256) answers
// 'weak password'.
const password = storableText(1024);
const profileRequest = z.object({ firstName: personNameText, LastName: optionalPersonNameText.optional() });
const languageRequest = z.object({ lng: storableText(35).transform((s) => s.trim()).pipe(z.string().min(2)) });
const passwordChangeRequest = z.object({ currentPassword: password, newPassword: password });

/** What an audience slice adds to a settings answer (students: their profile as `user`, which their screens keep). */
export type SettingsAnswerPart = (caller: Caller) => Promise<Record<string, unknown>>;

export interface SettingsHandlers {
  profile: RequestHandler;
  language: RequestHandler;
  password: RequestHandler;
}

/**
 * One handler per setting of any account: /api/account/settings/* and the students' documented paths
 * (/api/student/settings/*) are the same handlers behind their own guard. A changed name or language answers
 * { msg, account } plus what the audience slices add (`parts`, filled when they are created); a password change
 * answers as changePassword does ('success' | 'wrongpass' | 'weak password' | 'throttled', 429 with Retry-After).
 */
export function settingsHandlers(deps: AccountDeps, parts: readonly SettingsAnswerPart[]): SettingsHandlers {
  const answerChanged = async (res: Response, caller: Caller) => {
    const added = await Promise.all(parts.map((part) => part(caller)));
    res.json(Object.assign({ msg: 'success', account: await accountProfileOf(deps, caller.accountId) }, ...added));
  };
  return {
    profile: async (req, res) => {
      const body = parseBody(profileRequest, req.body);
      const caller = callerOf(res);
      await renameAccount(deps, caller.accountId, { firstName: body.firstName, lastName: body.LastName });
      await answerChanged(res, caller);
    },
    language: async (req, res) => {
      const body = parseBody(languageRequest, req.body);
      const caller = callerOf(res);
      await changeLanguage(deps, caller.accountId, body.lng);
      await answerChanged(res, caller);
    },
    password: async (req, res) => {
      const body = parseBody(passwordChangeRequest, req.body);
      answer(res, await changePassword(deps, callerOf(res), body));
    },
  };
}
