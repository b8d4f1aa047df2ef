import { personNameProblem } from '@fast-track/shared/person-name';
import { z } from 'zod';

/**
 * Text Postgres and jsonb can store: no NUL (text refuses it) and no lone UTF-16 surrogate (jsonb refuses it).
 * Every free-text field of a request goes through this, so hostile strings end as a 400, never a 500.
 */
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const storableText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !unstorable.test(value), 'must not contain NUL bytes or unpaired surrogates');

export const requiredText = (max: number) => storableText(max).transform((s) => s.trim()).pipe(z.string().min(1));

/**
 * Trimmed text of at most `max` characters as a person counts them (code points: an emoji is one), the way the SPA's
 * counters count; UTF-16 units would refuse 600 emoji under a limit of 1,000 that the form showed as fine.
 */
export const countedText = (max: number) =>
  storableText(max * 2)
    .transform((s) => s.trim())
    .refine((value) => [...value].length <= max, `at most ${max} characters`);

/** A first or last name by the shared rule (@fast-track/shared/person-name): printable, 1–60 characters, trimmed. */
export const personNameText = z
  .string()
  .max(1024)
  .superRefine((value, ctx) => {
    const problem = personNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((s) => s.trim());

/** A name that may be left empty (a last name), else by the same rule: trimmed. */
export const optionalPersonNameText = z
  .string()
  .max(1024)
  .superRefine((value, ctx) => {
    const problem = personNameProblem(value);
    if (problem && problem !== 'required') ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((s) => s.trim());
