import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { footerColumns } from '../../config/paths.ts';
import { BRAND, COPYRIGHT_YEAR, socialNetworks } from '../../config/social.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { LanguageSelect } from './language-select.tsx';
import { SocialIcon } from './social-icon.tsx';

/** The operator's social profiles, asked for once the page is idle (the footer is on every first screen). */
function useSocialLinks(): SiteSettings['social'] {
  const [social, setSocial] = useState<SiteSettings['social']>([]);
  useEffect(() => {
    let current = true;
    // A chunk of its own, fetched when idle: the footer is on every first screen and must not grow it.
    const load = () =>
      import('../../lib/site-settings.ts')
        .then(({ loadSiteSettings }) => loadSiteSettings())
        .then((settings) => current && setSocial(settings.social), () => undefined);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void load(), { timeout: 3000 }) : undefined;
    const timer = idle === undefined ? setTimeout(() => void load(), 1000) : undefined;
    return () => {
      current = false;
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return social;
}

export function Footer() {
  const { t } = useTranslation();
  const socialLinks = useSocialLinks();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <span className="brand brand--inverse">
              <img src="/images/logo.svg" alt="" width={28} height={28} />
              <span className="brand__name">{BRAND}</span>
            </span>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav className="site-footer__columns" aria-label={t('footer.nav')}>
            {footerColumns.map((column) => (
              <div key={column.titleKey} className="site-footer__column">
                <h2>{t(column.titleKey)}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{t(link.labelKey)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: BRAND })}</p>
          {socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label={t('footer.social')} data-testid="footer-social">
              {socialLinks.map((s) => (
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
          )}
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
