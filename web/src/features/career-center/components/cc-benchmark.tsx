import { useTranslation } from 'react-i18next';
import { findCountry } from '../../../config/countries.ts';
import { countryName } from '../../../lib/country-name.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { BENCHMARK_BANDS, getBenchmark, type BenchmarkTrack } from '../api/benchmark.ts';
import './cc-comms.css';
import { LoadState } from '../../../components/ui/load-state.tsx';

/**
 * /cc/dashboard's cross-school benchmark: per track, the share of the center's students in each challenge band beside
 * the median share of its country's other schools. Aggregates only; a group under five students is "fewer than 5".
 */
export function CcBenchmark({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(`benchmark/${organisationId}`, () => getBenchmark(organisationId));
  const country = loaded.status === 'ready' ? findCountry(loaded.value.country) : undefined;
  const countryText = loaded.status === 'ready' ? (country ? countryName(country, locale) : loaded.value.country) : '';
  return (
    <section className="cc-benchmark" aria-labelledby="cc-benchmark-title" data-testid="cc-benchmark">
      <h2 id="cc-benchmark-title">{t('ccComms.benchmark.title')}</h2>
      <p className="muted">{loaded.status === 'ready' ? t('ccComms.benchmark.lead', { country: countryText }) : t('ccComms.benchmark.leadPlain')}</p>
      <LoadState loaded={loaded} failed={t('ccComms.benchmark.loadFailed')} reload={loaded.reload} testId="benchmark-error" />
      {loaded.status === 'ready' && loaded.value.tracks.length === 0 && (
        <p className="muted" data-testid="benchmark-empty">
          {t('ccComms.benchmark.empty')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.tracks.map((row) => <TrackTable key={row.track} row={row} />)}
      {loaded.status === 'ready' && loaded.value.tracks.length > 0 && <p className="muted cc-benchmark__note">{t('ccComms.benchmark.note')}</p>}
    </section>
  );
}

function TrackTable({ row }: { row: BenchmarkTrack }) {
  const { t } = useTranslation();
  const percent = (value: number) => t('ccComms.benchmark.percent', { value });
  const id = `benchmark-${row.track.replace(/\W+/g, '-')}`;
  return (
    <div className="cc-benchmark__track" data-testid="benchmark-track">
      <h3 id={id}>{trackLabel(t, row.track)}</h3>
      {/* Scrolls sideways only when a language's headings do not fit; focusable so a keyboard can scroll it. */}
      <div className="cc-benchmark__scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="cc-benchmark__table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{t('ccComms.benchmark.band')}</th>
              <th scope="col">{t('ccComms.benchmark.ours')}</th>
              <th scope="col">{t('ccComms.benchmark.peers')}</th>
            </tr>
          </thead>
          <tbody>
            {BENCHMARK_BANDS.map((band) => (
              <tr key={band}>
                <th scope="row">{t(`ccComms.benchmark.bands.${band}`)}</th>
                <td>{'shares' in row.ours ? percent(row.ours.shares[band]) : '—'}</td>
                <td>{'shares' in row.peers ? percent(row.peers.shares[band]) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted" data-testid="benchmark-groups">
        {'students' in row.ours ? t('ccComms.benchmark.oursCount', { count: row.ours.students }) : t('ccComms.benchmark.oursFew', { count: row.ours.fewerThan })}
        {' · '}
        {'schools' in row.peers ? t('ccComms.benchmark.peersCount', { count: row.peers.schools }) : t('ccComms.benchmark.peersFew', { count: row.peers.fewerSchoolsThan })}
      </p>
    </div>
  );
}
