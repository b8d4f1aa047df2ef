import { useTranslation } from 'react-i18next';

/**
 * What career center staff who are not admitted yet wait for (issue 22): an owner's or admin's answer to their
 * request to join ('request'), or Fast-Track's review of the career center they opened ('review'). Until then the
 * API shows them nothing of the center, so the dashboard says so instead of failing to load.
 */
export function CcAdmissionNotice({ waitingFor }: { waitingFor: 'request' | 'review' }) {
  const { t } = useTranslation();
  return (
    <div className="cc-card" data-testid={`cc-admission-${waitingFor}`} role="status">
      <h2>{t(`careerCenter.admission.${waitingFor}Title`)}</h2>
      <p className="muted">{t(`careerCenter.admission.${waitingFor}`)}</p>
    </div>
  );
}
