import { describe, expect, it } from 'vitest';
import { deadlineMailTexts } from './deadline-mail-texts.ts';
import { eventMailTexts } from './event-mail-texts.ts';
import { inquiryMailTexts } from './inquiry-mail-texts.ts';
import { mailLanguages } from './mail-job.ts';
import { mailLocale } from './mail-locale.ts';
import { mailTexts } from './mail-texts.ts';
import { messageDigestTexts } from './message-digest-texts.ts';
import { webinarTeamMailTexts } from './webinar-team-mail-texts.ts';

// The move of the mail texts from TypeScript to /locales/<lng>/mail.json (docs/translations.md, plan step 2): every
// text, filled as mail-templates.ts fills it today ({name}) and as it will fill the JSON ({{name}}), must come out
// byte for byte the same, in every language, before the TypeScript texts go.
const fillTs = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
const fillJson = (template: string, vars: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => vars[key] ?? whole);

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

// Every name any text fills, with values that would show a slip: markup, braces, a second placeholder.
const names = ['name', 'code', 'minutes', 'days', 'organisationName', 'role', 'jobTitle', 'companyName', 'eventTitle', 'when', 'reference', 'count', 'webinarTitle', 'centerName'];
const vars = Object.fromEntries(names.map((name, i) => [name, `<b>${name}</b> {code} {{days}} ${i}`]));

describe('mail texts in /locales/<lng>/mail.json', () => {
  for (const lng of mailLanguages) {
    it(`${lng}: every text is the TypeScript text, filled byte for byte the same`, () => {
      const typescript = {
        account: mailTexts[lng],
        event: eventMailTexts[lng],
        deadline: deadlineMailTexts[lng],
        inquiry: inquiryMailTexts[lng],
        messageDigest: messageDigestTexts[lng],
        webinarTeam: webinarTeamMailTexts[lng],
      } as unknown as Tree;
      const fromTs = leaves(typescript);
      const fromJson = new Map(leaves(mailLocale[lng] as unknown as Tree));
      expect([...fromJson.keys()].sort()).toEqual(fromTs.map(([key]) => key).sort());
      for (const [key, text] of fromTs) expect(fillJson(fromJson.get(key)!, vars), key).toBe(fillTs(text, vars));
    });
  }
});
