import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../config/paths.ts';
import { getProviders, NO_PROVIDERS, type Providers } from '../api/get-providers.ts';
import { googleNonce, linkedinAuthorizationUrl } from '../api/social-register.ts';
import type { ChosenUniversity } from '../machines/registration.flow.ts';
import { googleAuthorizationUrl, savePendingSocial } from '../utils/social-pending.ts';

/** 'Or Continue With' Google and LinkedIn; each button only when the server has that provider configured. */
export function SocialButtons({ university, invite }: { university: ChosenUniversity | null; invite: string | undefined }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<Providers>(NO_PROVIDERS);

  useEffect(() => {
    let live = true;
    void getProviders().then((p) => {
      if (live) setProviders(p);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!providers.google && !providers.linkedin) return null;
  const uni = { name: university?.name ?? '', area: university?.area ?? '' };

  const google = async (clientId: string) => {
    // A redirect (response_type=id_token) rather than Google's script: the CSP allows scripts from 'self' only.
    // The nonce comes from the API, which accepts it once: a leaked ID token cannot be replayed.
    let nonce: string;
    try {
      nonce = await googleNonce();
    } catch {
      toast.error(t('auth.social.error'));
      return;
    }
    savePendingSocial({ university: uni, invite, nonce });
    window.location.assign(googleAuthorizationUrl({ clientId, nonce, redirectUri: new URL(paths.registerGoogle.href(), window.location.origin).toString() }));
  };

  const linkedin = async () => {
    try {
      window.location.assign(await linkedinAuthorizationUrl({ university: uni, invite }));
    } catch {
      toast.error(t('auth.social.error'));
    }
  };

  return (
    <div data-testid="social-buttons">
      <p className="auth-divider">{t('auth.social.orContinueWith')}</p>
      <div className="social-buttons">
        {providers.google && (
          <button type="button" className="button button--secondary" data-testid="google-button" onClick={() => void google(providers.google!.clientId)}>
            {t('auth.social.google')}
          </button>
        )}
        {providers.linkedin && (
          <button type="button" className="button button--secondary" data-testid="linkedin-button" onClick={() => void linkedin()}>
            {t('auth.social.linkedin')}
          </button>
        )}
      </div>
    </div>
  );
}
