import { passwordLimits, passwordProblem, type PasswordProblem } from '@fast-track/shared/password-rule';
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { Semaphore } from './semaphore.ts';

export const passwordMinLength = passwordLimits.minLength;
export const passwordMaxLength = passwordLimits.maxLength;

/** OWASP Password Storage Cheat Sheet, argon2id option 2: m=19 MiB, t=2, p=1. */
// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot import as a value; 2 is Argon2id.
const argon2id = 2 as Algorithm.Argon2id;

export const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export type { PasswordProblem };

export function checkPassword(password: string): PasswordProblem | undefined {
  return passwordProblem(password) ?? undefined;
}

export const passwordMessages: Record<PasswordProblem, string> = {
  required: 'Password is required',
  short: 'Password must be at least 8 characters',
  long: `Password must be at most ${passwordMaxLength} characters`,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, for addresses that have no account (no timing oracle). */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: { concurrency?: number } = {}): PasswordHasher {
  const gate = new Semaphore(options.concurrency ?? 4);
  let dummy: Promise<string> | undefined;
  const verifyHash = (storedHash: string, password: string) =>
    gate.run(() => verify(storedHash, password).catch(() => false));
  return {
    hash: (password) => gate.run(() => hash(password, argon2Options)),
    verify: verifyHash,
    async verifyDummy(password) {
      dummy ??= gate.run(() => hash(randomBytes(16).toString('hex'), argon2Options));
      await verifyHash(await dummy, password);
    },
  };
}
