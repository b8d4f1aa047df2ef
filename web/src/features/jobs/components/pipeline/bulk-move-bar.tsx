import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVE_STAGES, type MoveStage } from '../../api/pipeline.ts';

interface Props {
  count: number;
  busy: boolean;
  onMove: (stage: MoveStage) => void;
  onClear: () => void;
}

/** What to do with the selected applications: move them all to one stage (mailed or not, as the board's switch says). */
export function BulkMoveBar({ count, busy, onMove, onClear }: Props) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<MoveStage>('shortlisted');
  return (
    <div className="pipeline-bulk" role="group" aria-label={t('pipeline.bulk.label')} data-testid="pipeline-bulk">
      <p className="pipeline-bulk__count" aria-live="polite">
        {t('pipeline.bulk.selected', { count })}
      </p>
      <div className="field pipeline-bulk__stage">
        <label htmlFor="pipeline-bulk-stage">{t('pipeline.bulk.to')}</label>
        <select id="pipeline-bulk-stage" className="input" value={stage} onChange={(e) => setStage(e.currentTarget.value as MoveStage)} data-testid="pipeline-bulk-stage">
          {MOVE_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`jobs.stages.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--primary button--small" disabled={busy || count === 0} onClick={() => onMove(stage)} data-testid="pipeline-bulk-move">
        {t('pipeline.bulk.move', { count })}
      </button>
      <button type="button" className="link-button" onClick={onClear}>
        {t('pipeline.bulk.clear')}
      </button>
    </div>
  );
}
