import { useTranslation } from 'react-i18next';
import { DEFAULT_COMPANY_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import type { EventCompany } from '../utils/event-location.ts';

export function CompanyChip({ company, size = 28 }: { company: EventCompany; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="company-chip">
      <ImageWithFallback
        className="company-chip__logo"
        src={company.img}
        fallback={DEFAULT_COMPANY_IMAGE}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
      <span className="company-chip__name">{company.title || t('events.unknownHost')}</span>
    </span>
  );
}
