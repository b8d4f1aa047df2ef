import type { ReactNode } from 'react';
import './card-page.css';

interface Props {
  children: ReactNode;
  /** Wider card for dashboards-in-a-card (create forms with several fields side by side). */
  wide?: boolean;
  testId?: string;
}

/** A centred card on the page background: the frame of every sign-in, registration and create form. */
export function CardPage({ children, wide = false, testId }: Props) {
  return (
    <div className="card-page">
      <div className={wide ? 'card-page__card card-page__card--wide' : 'card-page__card'} data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
