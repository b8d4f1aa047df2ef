import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { OTHER_UNIVERSITY } from '../utils/other-university.ts';
import { shortSelectedName } from '../utils/university-name.ts';
import './universities.css';

// The picker (country data, the virtualised list, ≈9 KB gz) is not needed to paint the home page: its code is fetched
// on the first sign of use of its stand-in (pointer over it, focus), and the picker replaces the stand-in, open, when
// the stand-in is pressed.
const loadPicker = () => import('./university-picker.tsx');
const UniversityPicker = lazy(() => loadPicker().then((m) => ({ default: m.UniversityPicker })));
const prefetchPicker = (): void => {
  loadPicker().catch(() => undefined); // the press loads it again and shows the failure through the error boundary
};

/** The picker's closed trigger, same box and label, until the picker itself is needed. */
function PickerStandIn({ onPress }: { onPress: () => void }) {
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
        onClick={onPress}
        onFocus={prefetchPicker}
        onPointerEnter={prefetchPicker}
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
  const [pressed, setPressed] = useState(false);
  const standIn = <PickerStandIn onPress={() => setPressed(true)} />;

  return (
    <section className="uni-section" aria-labelledby="uni-section-title">
      <div className="uni-section__copy">
        <h2 id="uni-section-title" className="section-title">{t('universities.section.title')}</h2>
        <p className="muted">{t('universities.section.body')}</p>
      </div>
      <div className="uni-section__form">
        {pressed ? (
          <Suspense fallback={standIn}>
            <UniversityPicker initiallyOpen />
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
