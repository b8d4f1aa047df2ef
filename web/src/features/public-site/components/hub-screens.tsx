import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { ScreensText } from '../content/types.ts';

const screens = [
  { id: 'dashboard', src: '/images/employer-hub/dashboard.webp' },
  { id: 'jobEditor', src: '/images/employer-hub/job-editor.webp' },
  { id: 'eventEditor', src: '/images/employer-hub/event-editor.webp' },
] as const;

/** Real screens of the Employer Hub (captured from the product at 1280 px; web/public/images/employer-hub/). */
export function HubScreens() {
  const { t } = useTranslation();
  const screensText = groupTexts<ScreensText>(t, 'siteScreens');
  return (
    <section className="hub-screens" aria-labelledby="hub-screens-title">
      <h2 id="hub-screens-title" className="section-title">
        {screensText.title}
      </h2>
      <ul className="hub-screens__list">
        {screens.map((screen) => (
          <li key={screen.id}>
            <figure className="hub-screens__figure">
              <img src={screen.src} alt={screensText[screen.id]} width={960} height={600} loading="lazy" decoding="async" />
              <figcaption>{screensText[screen.id]}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
