import { useEffect, useState } from 'react';
import { useLocale } from '../../../lib/use-locale.ts';
import { loadSiteSettings, type SiteSettings } from '../../../lib/site-settings.ts';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { PlanId, PricingRowId, PricingText } from '../content/types.ts';

type Cell = number | boolean | 'unlimited' | 'email' | 'priority' | 'dedicated';

const planIds: readonly PlanId[] = ['starter', 'growth', 'enterprise'];

/** What each plan includes (prices come from the operator's configuration, never from here). */
const rows: readonly [PricingRowId, Cell, Cell, Cell][] = [
  ['seats', 2, 10, 'unlimited'],
  ['jobPosts', 3, 25, 'unlimited'],
  ['events', 2, 12, 'unlimited'],
  ['challenges', false, 2, 'unlimited'],
  ['talentPool', true, true, true],
  ['messenger', true, true, true],
  ['analytics', false, true, true],
  ['dei', false, true, true],
  ['support', 'email', 'priority', 'dedicated'],
];

type State = { status: 'loading' } | { status: 'ready'; settings: SiteSettings } | { status: 'failed' };

/** The plans side by side: a real table (row and column headers), prices from GET /api/public/site. */
export function PricingTable() {
  const { t: translate } = useTranslation();
  const t = groupTexts<PricingText>(translate, 'sitePricing');
  const lng = useLocale();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadSiteSettings().then(
      (settings) => current && setState({ status: 'ready', settings }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const price = (plan: PlanId): string => {
    if (state.status !== 'ready') return '…';
    const amount = state.settings.pricing.plans[plan];
    if (amount === null) return t.onRequest;
    const money = new Intl.NumberFormat(lng, { style: 'currency', currency: state.settings.pricing.currency, maximumFractionDigits: 0 }).format(amount);
    return `${money} ${t.perMonth}`;
  };
  const cell = (value: Cell) => {
    if (value === true) return <span aria-label={t.included}>✓</span>;
    if (value === false) return <span aria-label={t.notIncluded}>–</span>;
    if (value === 'unlimited') return t.unlimited;
    if (typeof value === 'number') return new Intl.NumberFormat(lng).format(value);
    return t.supportLevels[value];
  };

  return (
    <section className="pricing" aria-labelledby="pricing-caption">
      {state.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{translate('site.common.failed')}</span>
          <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
            {translate('site.common.retry')}
          </button>
        </div>
      )}
      <div className="pricing__scroll" role="region" aria-labelledby="pricing-caption" tabIndex={0}>
        <table className="pricing__table" aria-busy={state.status === 'loading'}>
          <caption id="pricing-caption">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.feature}</th>
              {planIds.map((plan) => (
                <th key={plan} scope="col">
                  <span className="pricing__plan">{t.plans[plan].name}</span>
                  <span className="pricing__blurb">{t.plans[plan].blurb}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="pricing__price-row">
              <th scope="row">{t.price}</th>
              {planIds.map((plan) => (
                <td key={plan} data-testid={`price-${plan}`}>
                  {price(plan)}
                </td>
              ))}
            </tr>
            {rows.map(([row, ...values]) => (
              <tr key={row}>
                <th scope="row">{t.rows[row]}</th>
                {values.map((value, index) => (
                  <td key={planIds[index]}>{cell(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted pricing__note">{t.note}</p>
    </section>
  );
}
