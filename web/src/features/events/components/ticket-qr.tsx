import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Qr from 'qrcode';

type QrModule = typeof Qr;

/**
 * The ticket's code as a QR image (issue 26). The QR holds the bare code (`K7QX3M9P`), not a URL: the host's scanner
 * hands what it reads to the check-in call, which takes the code in any case and with spaces or a dash, and a phone's
 * camera app shows the code as text instead of opening a page.
 *
 * `qrcode` is imported on demand, so it only weighs on this page. Its SVG goes in as an `<img>` data URL, never as
 * markup in the page: the CSP's `img-src` allows `data:`, and nothing in the SVG can run or style the page.
 * If drawing fails the code in large type is still there, so nothing is shown instead.
 */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((loaded: QrModule & { default?: QrModule }) => (loaded.default ?? loaded).toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [code]);

  if (failed) return null;
  return (
    <div className="ticket-qr" data-testid="ticket-qr-box">
      {src ? (
        <img className="ticket-qr__img" src={src} alt={t('event.ticket.qrAlt', { code: label })} width={220} height={220} data-testid="ticket-qr" />
      ) : (
        <span className="ticket-qr__pending" aria-hidden="true" />
      )}
    </div>
  );
}
