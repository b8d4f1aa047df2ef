import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { footerColumns } from '../../config/paths.ts';
import { BRAND, COPYRIGHT_YEAR } from '../../config/social.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { LanguageSelect } from './language-select.tsx';

const FooterSocial = lazy(() => import('./footer-social.tsx'));

/**
 * The operator's social profiles, asked for when the footer nears the viewport: it is on every screen, below the
 * fold of the first (the main area is a screen tall), and neither its loader nor the call belong to the first paint.
 */
function useSocialLinks(near: boolean): SiteSettings['social'] {
  const [social, setSocial] = useState<SiteSettings['social']>([]);
  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    import('../../lib/site-settings.ts')
      .then(({ loadSiteSettings }) => loadSiteSettings())
      .then((settings) => current && setSocial(settings.social), () => undefined);
    return () => {
      current = false;
    };
  }, [near]);
  return social;
}

export function Footer() {
  const { t } = useTranslation();
  const { ref, inView } = useInView<HTMLElement>('0px');
  const socialLinks = useSocialLinks(useOpenedOnce(inView));
  return (
    <footer className="site-footer" ref={ref}>
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
            <Suspense fallback={null}>
              <FooterSocial links={socialLinks} />
            </Suspense>
          )}
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
