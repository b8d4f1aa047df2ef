import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The whole-app error screen (spec §2). Texts fall back to English if the translations themselves failed. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="error-screen" role="alert">
      <div className="error-screen__card">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#fde8e8" />
          <path d="M24 13v14" stroke="#c81e1e" strokeWidth="4" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.6" fill="#c81e1e" />
        </svg>
        <h1>{t('error.title', { defaultValue: 'Something went wrong.' })}</h1>
        <p>{t('error.body', { defaultValue: 'We encountered an error. Please refresh the page to continue.' })}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error.refresh', { defaultValue: 'Refresh Page' })}
        </button>
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
