import { otpGuessLimits } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { Logger } from '@fast-track/shared/logger';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { Router } from 'express';
import type { MailQueue } from '../mail/index.ts';
import type { AccountDeps, AccountErasureHook } from './account-deps.ts';
import { settingsHandlers, type SettingsAnswerPart, type SettingsHandlers } from './account-settings.routes.ts';
import { accountRoutes } from './account.routes.ts';
import { createOtpStore } from './otp/otp-store.ts';
import { otpLimitPerClient } from './otp/otp.service.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { createGuard, type Guard, type MembershipLookup } from './require-account.ts';
import { createSessionStore } from './session-store.ts';

export interface AccountsModuleOptions {
  db: Db;
  logger: Logger;
  secret: string;
  now: () => number;
  rateLimiter: RateLimiter;
  mail: Pick<MailQueue, 'enqueue'>;
  projections: readonly Projection[];
  /** Every read table, async ones included; the inline projections' tables when not given. */
  readTables?: readonly string[];
  passwords?: PasswordHasher;
  /** Overrides the 50 code mails per client per hour (a test server sending every spec's codes from one address). */
  otpLimitPerClient?: number;
  /** Lowers the 50 codes compared per address per day (the e2e server, so one test can spend it). */
  otpGuessesPerAddress?: number;
  memberships: MembershipLookup & { describe(accountId: string): Promise<unknown[]> };
}

/** The accounts slice's module (docs/architecture.md, "The module contract"), with what the audience slices build on. */
export interface AccountsModule {
  routes: readonly Router[];
  guard: Guard;
  /** The use cases' dependencies, for the audience slices that register accounts (students, employers, …). */
  deps: AccountDeps;
  /** The one handler per setting; an audience slice may mount them again at its documented paths. */
  settings: SettingsHandlers;
  /** An audience slice adds to every settings answer (students: their profile as `user`). */
  answerSettingsWith(part: SettingsAnswerPart): void;
  /** Other slices join account deletion's transaction through this (organisations: last owner, memberships). */
  onErase(hook: AccountErasureHook): void;
  /** A slice names the personal texts its events carry, blanked in the log when their owner is erased. */
  redactOnErase(rules: readonly LogRedaction[]): void;
}

export function createAccountsModule(options: AccountsModuleOptions): AccountsModule {
  const sessions = createSessionStore(options.db);
  const deps: AccountDeps = {
    db: options.db,
    logger: options.logger,
    secret: options.secret,
    now: options.now,
    projections: options.projections,
    rateLimiter: options.rateLimiter,
    mail: options.mail,
    passwords: options.passwords ?? createPasswordHasher(),
    sessions,
    otps: createOtpStore(options.db, options.secret),
    erasureHooks: [],
    logRedactions: [],
    readTables: options.readTables ?? options.projections.flatMap((p) => p.tables),
    otpLimitPerClient: options.otpLimitPerClient ?? otpLimitPerClient,
    otpGuessesPerAddress: Math.min(options.otpGuessesPerAddress ?? otpGuessLimits.perAddress, otpGuessLimits.perAddress),
  };
  const guard = createGuard(sessions, options.now, options.memberships);
  const settingsParts: SettingsAnswerPart[] = [];
  const settings = settingsHandlers(deps, settingsParts);
  return {
    routes: [accountRoutes(deps, guard, (accountId) => options.memberships.describe(accountId), settings)],
    guard,
    deps,
    settings,
    answerSettingsWith: (part) => settingsParts.push(part),
    onErase: (hook) => deps.erasureHooks.push(hook),
    redactOnErase: (rules) => deps.logRedactions.push(...rules),
  };
}
