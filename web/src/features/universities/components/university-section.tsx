import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { OTHER_UNIVERSITY } from '../utils/other-university.ts';
import { shortSelectedName } from '../utils/university-name.ts';
import './universities.css';

// The picker (country data, the virtualised list, ≈9 KB gz) is not needed to paint the home page: it loads when
// its section comes near the viewport, or at once when its stand-in is pressed or focused.
const UniversityPicker = lazy(() => import('./university-picker.tsx').then((m) => ({ default: m.UniversityPicker })));

/** The picker's closed trigger, same box and label, until the picker itself is in. */
function PickerStandIn({ onWake }: { onWake: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { Uni } = useAppState();
  const width = useViewportWidth();
  const label = !Uni ? t('universities.placeholder') : Uni.name === OTHER_UNIVERSITY ? t('universities.otherChosen') : shortSelectedName(Uni.name, width);
  return (
    <div className="uni-picker">
      <button
        type="button"
        className="uni-picker__trigger"
        aria-expanded={false}
        data-testid="university-picker"
        onClick={() => onWake(true)}
        onFocus={() => onWake(false)}
        onPointerEnter={() => onWake(false)}
      >
        <span className={Uni ? 'uni-picker__value' : 'uni-picker__value muted'} data-testid="university-picker-value">
          {label}
        </span>
        <span className="uni-picker__caret" aria-hidden="true">▾</span>
      </button>
    </div>
  );
}

/** The section form of the picker (home): pick a university, then 'Register Now'. */
export function UniversitySection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, inView } = useInView<HTMLElement>('200px');
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null);
  useEffect(() => {
    if (inView) setWanted((w) => w ?? { open: false });
  }, [inView]);
  const standIn = <PickerStandIn onWake={(open) => setWanted((w) => (w?.open ? w : { open }))} />;

  return (
    <section ref={ref} className="uni-section" aria-labelledby="uni-section-title">
      <div className="uni-section__copy">
        <h2 id="uni-section-title" className="section-title">{t('universities.section.title')}</h2>
        <p className="muted">{t('universities.section.body')}</p>
      </div>
      <div className="uni-section__form">
        {wanted ? (
          <Suspense fallback={standIn}>
            <UniversityPicker initiallyOpen={wanted.open} />
          </Suspense>
        ) : (
          standIn
        )}
        <button type="button" className="button button--accent button--large" data-testid="register-now" onClick={() => void navigate(paths.register.href())}>
          {t('universities.section.registerNow')}
        </button>
      </div>
    </section>
  );
}
