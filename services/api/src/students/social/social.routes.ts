import { trackIds } from '@fast-track/shared/tracks';
import { NotFoundError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import {
  createGoogleVerifier,
  exchangeLinkedinCode,
  googleNonceStore,
  linkedinAuthorizationUrl,
  oauthStateStore,
  ProviderError,
  retryAfterSeconds,
  audienceOf,
  type LinkedinAudienceHandler,
  type OAuthConfig,
} from '../../accounts/index.ts';
import { multipartFields } from '../../http/multipart-fields.ts';
import { parseBody } from '../../http/parse-body.ts';
import { optionalPersonNameText, storableText } from '../../http/safe-text.ts';
import type { StudentDeps } from '../student-deps.ts';
import { signInWithProvider, type SocialForm } from './social.service.ts';

// Multipart sends everything as text: the university and tracks arrive as JSON strings.
const jsonText = <S extends z.ZodType>(schema: S) =>
  storableText(4000).transform((text, ctx): z.output<S> => {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'must be JSON of the expected shape' });
    return z.NEVER;
  });
const university = z.object({ name: storableText(300).transform((s) => s.trim()).pipe(z.string().min(1)), area: storableText(100).transform((s) => s.trim()).default('') });
const tracks = z.array(z.object({ id: z.enum(trackIds) })).max(20);
const name = optionalPersonNameText.optional();

const socialForm = z.object({
  selectedUni: z.union([university, jsonText(university)]),
  selectedItem: z.union([tracks, jsonText(tracks)]).optional(),
  firstName: name,
  LastName: name,
  invite: storableText(200).optional(),
  password: storableText(1024).optional(),
});
const googleRequest = socialForm.extend({ credentialResponse: storableText(8000).pipe(z.string().min(20)) });
const callbackQuery = z.object({
  code: storableText(2000).pipe(z.string().min(1)).optional(),
  state: storableText(200).pipe(z.string().min(1)),
  error: storableText(200).optional(),
});

export const googleNonceLimitPerClient = 30;
export const googleNonceWindowMs = 10 * 60_000;
const googleNonceClientKey = (ip: string): string => `google-nonce:ip:${ip}`;
export const googleNonceMessage = 'This Google sign-in has expired or was already used, please try again';

const toForm = (body: z.output<typeof socialForm>): SocialForm => ({
  university: body.selectedUni,
  tracks: body.selectedItem ?? [],
  firstName: body.firstName,
  lastName: body.LastName,
  invite: body.invite,
});

/** Google ID-token sign-up and the LinkedIn authorization-code flow (docs/accounts.md "Social sign-in"). */
export function socialRoutes(
  deps: StudentDeps,
  oauth: OAuthConfig | undefined,
  otherAudiences: Readonly<Record<string, LinkedinAudienceHandler>> = {},
): Router {
  const router = Router();
  const verifyGoogle = oauth?.google ? createGoogleVerifier(oauth.google) : undefined;

  router.get('/auth/providers', (_req, res) => {
    res.json({ google: oauth?.google ? { clientId: oauth.google.clientId } : null, linkedin: Boolean(oauth?.linkedin) });
  });

  // The nonce the SPA sends to Google; the ID token must carry it back, and it works for one sign-in (10 minutes).
  router.post('/google/nonce', async (req, res) => {
    if (!verifyGoogle) throw new NotFoundError('Google sign-in is not configured.');
    const limit = await deps.rateLimiter.hit(googleNonceClientKey(req.ip ?? 'unknown'), googleNonceLimitPerClient, googleNonceWindowMs);
    if (!limit.allowed) {
      const retryAfter = retryAfterSeconds(limit.retryAfterMs);
      res.status(429).set('Retry-After', String(retryAfter)).json({ msg: 'throttled', retryAfter });
      return;
    }
    res.set('Cache-Control', 'no-store').json({ nonce: await googleNonceStore.create(deps.db, deps.now()) });
  });

  router.post('/google/student/register', multipartFields, async (req, res) => {
    if (!verifyGoogle) throw new NotFoundError('Google sign-in is not configured.');
    const body = parseBody(googleRequest, req.body);
    try {
      const { nonce, ...profile } = await verifyGoogle(body.credentialResponse, deps.now());
      // Consumed before anything is created: a replayed (leaked) ID token finds its nonce gone.
      if (!nonce || !(await googleNonceStore.consume(deps.db, nonce, deps.now()))) {
        req.log.info({ reason: nonce ? 'nonce-unknown' : 'nonce-missing' }, 'google sign-in refused');
        res.json({ msg: 'error', message: googleNonceMessage });
        return;
      }
      res.json(await signInWithProvider(deps, profile, toForm(body), 'google', body.password));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      req.log.info({ reason: error.reason, detail: error.message }, 'google sign-in refused');
      res.json({ msg: 'error', message: error.reason === 'unavailable' ? 'Google is unavailable, try again' : 'Google sign-in failed' });
    }
  });

  router.post('/linkedin/authorize/student/register', multipartFields, async (req, res) => {
    if (!oauth?.linkedin) throw new NotFoundError('LinkedIn sign-in is not configured.');
    const form = toForm(parseBody(socialForm, req.body));
    const state = await oauthStateStore.create(deps.db, 'linkedin', form, deps.now());
    res.json({ authorizationUrl: linkedinAuthorizationUrl(oauth.linkedin, oauth.publicUrl, state) });
  });

  router.get('/linkedin/callback', async (req, res) => {
    if (!oauth?.linkedin) throw new NotFoundError('LinkedIn sign-in is not configured.');
    // The fragment never reaches servers or logs; the SPA reads it and clears the address bar.
    const back = (fragment: string) => res.set('Cache-Control', 'no-store').redirect(303, `/register/linkedin#${fragment}`);
    const query = callbackQuery.safeParse(req.query);
    if (!query.success || query.data.error || !query.data.code) return back('error=denied');
    const form = await oauthStateStore.claim<SocialForm | Record<string, unknown>>(deps.db, 'linkedin', query.data.state, deps.now());
    if (!form) return back('error=state');
    const audience = audienceOf(form);
    const other = audience === undefined ? undefined : otherAudiences[audience];
    if (audience !== undefined && !other) return back('error=state');
    try {
      const profile = await exchangeLinkedinCode(oauth.linkedin, oauth.publicUrl, query.data.code);
      if (other) {
        const result = await other(profile, form as Record<string, unknown>);
        return res.set('Cache-Control', 'no-store').redirect(303, `${result.path}#${result.fragment}`);
      }
      const answer = await signInWithProvider(deps, profile, form as SocialForm, 'linkedin');
      return answer.msg === 'success' ? back(`token=${answer.token}`) : back(`error=email&message=${encodeURIComponent(answer.message)}`);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      req.log.info({ reason: error.reason, detail: error.message }, 'linkedin sign-in refused');
      return back(`error=${error.reason}`);
    }
  });

  return router;
}
