import { useTranslation } from 'react-i18next';
import { BRAND, socialNetworks } from '../../config/social.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { SocialIcon } from './social-icon.tsx';

/** The operator's social profiles in the footer: a chunk of its own, loaded only when some are set (their marks'
 * path data was ≈0.6 KB gz of every first screen, for links that are unset by default). */
export default function FooterSocial({ links }: { links: SiteSettings['social'] }) {
  const { t } = useTranslation();
  return (
    <ul className="site-footer__social" aria-label={t('footer.social')} data-testid="footer-social">
      {links.map((s) => (
        <li key={s.network}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialLink', { network: socialNetworks[s.network].name, brand: BRAND })}
          >
            <SocialIcon name={socialNetworks[s.network].icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
