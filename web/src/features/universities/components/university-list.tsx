import { List, type RowComponentProps } from 'react-window';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import type { UniversityDto } from '../api/get-universities.ts';
import { shortListName } from '../utils/university-name.ts';

export const DEFAULT_UNIVERSITY_IMAGE = '/images/default-university.svg';
/** Spec §9 University list. */
export const ROW_HEIGHT = 55;
export const LIST_HEIGHT = 250;

interface RowProps {
  items: UniversityDto[];
  selected: string | undefined;
  onPick: (university: UniversityDto) => void;
}

function Row({ index, style, ariaAttributes, items, selected, onPick }: RowComponentProps<RowProps>) {
  const university = items[index];
  if (!university) return null;
  return (
    <div style={style} {...ariaAttributes}>
      <button
        type="button"
        className={university.name === selected ? 'uni-row uni-row--selected' : 'uni-row'}
        title={university.name}
        data-testid="university-option"
        onClick={() => onPick(university)}
      >
        <ImageWithFallback className="uni-row__logo" src={university.logo} fallback={DEFAULT_UNIVERSITY_IMAGE} width={32} height={32} loading="lazy" />
        <span className="uni-row__name">{shortListName(university.name)}</span>
      </button>
    </div>
  );
}

/** The country's universities, virtualised (a country has up to a few hundred). */
export function UniversityList({ items, selected, onPick, label }: RowProps & { label: string }) {
  const height = Math.min(LIST_HEIGHT, Math.max(items.length, 1) * ROW_HEIGHT);
  return (
    <List
      aria-label={label}
      className="uni-list"
      rowComponent={Row}
      rowCount={items.length}
      rowHeight={ROW_HEIGHT}
      rowProps={{ items, selected, onPick }}
      defaultHeight={height}
      style={{ height }}
    />
  );
}
