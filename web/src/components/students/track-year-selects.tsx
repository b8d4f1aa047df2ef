import { yearsOfStudy } from '@fast-track/shared/year-of-study';
import { useTranslation } from 'react-i18next';
import { TRACK_IDS } from '../../config/tracks.ts';
import { trackLabel } from '../../lib/fixed-labels.ts';

/** A group of students by career track and year of study; '' means every track / every year. */
export interface TrackYear {
  track: string;
  yearOfStudy: string;
}

interface Labels {
  track: string;
  allTracks: string;
  year: string;
  allYears: string;
}

/**
 * The two selects that pick a group of students (a center's insights, its announcements' audience): one place for
 * the catalogue's tracks and the years of study, each select labelled by its screen's own words.
 */
export function TrackYearSelects({ idPrefix, value, onChange, labels }: { idPrefix: string; value: TrackYear; onChange: (next: TrackYear) => void; labels: Labels }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-track`}>{labels.track}</label>
        <select id={`${idPrefix}-track`} className="input" value={value.track} onChange={(e) => onChange({ ...value, track: e.currentTarget.value })}>
          <option value="">{labels.allTracks}</option>
          {TRACK_IDS.map((id) => (
            <option key={id} value={id}>
              {trackLabel(t, id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-year`}>{labels.year}</label>
        <select id={`${idPrefix}-year`} className="input" value={value.yearOfStudy} onChange={(e) => onChange({ ...value, yearOfStudy: e.currentTarget.value })}>
          <option value="">{labels.allYears}</option>
          {yearsOfStudy.map((year) => (
            <option key={year} value={year}>
              {t(`fixedValues.schoolYear.${year}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
