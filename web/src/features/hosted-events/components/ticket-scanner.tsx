import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Shape Detection API we use (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

function detectorClass(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** Whether this browser can read a QR code from the camera: BarcodeDetector with `qr_code`, and getUserMedia. */
export async function canScanQr(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/** canScanQr as component state: false until known, so the Scan button only ever appears where it works. */
export function useCanScanQr(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    let live = true;
    void canScanQr().then((yes) => {
      if (live) setCan(yes);
    });
    return () => {
      live = false;
    };
  }, []);
  return can;
}

type Problem = 'denied' | 'noCamera' | 'failed';

function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  return 'failed';
}

const every = 250;

/**
 * The camera view that reads a ticket's QR (issue 26): opens the back camera, looks for a QR four times a second,
 * hands the first code read to `onCode` and stops the camera — as it does on Close, on Escape and when it goes away.
 * Denied permission and a missing camera are said plainly; typing the code stays possible all along.
 */
export function TicketScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<{ kind: 'starting' | 'looking' } | { kind: 'problem'; problem: Problem }>({ kind: 'starting' });
  const latest = useRef(onCode);
  latest.current = onCode;

  // Focus goes to Close at once, so the keyboard is where the scanner is (Escape or Enter closes it).
  useLayoutEffect(() => closeButton.current?.focus(), []);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const stop = () => {
      done = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    };
    const Detector = detectorClass();
    if (!Detector) {
      setState({ kind: 'problem', problem: 'failed' });
      return stop;
    }
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (done || !video.current) return;
      try {
        const found = (await detector.detect(video.current)).find((b) => b.rawValue.trim() !== '');
        if (found && !done) {
          stop();
          latest.current(found.rawValue.trim());
          return;
        }
      } catch {
        // A frame that is not ready yet (or a blurred one): look at the next.
      }
      if (!done) timer = setTimeout(() => void look(), every);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (opened) => {
        if (done) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const el = video.current;
        if (el) {
          el.srcObject = opened;
          try {
            await el.play();
          } catch {
            // Autoplay of a muted inline video is allowed; if not, frames still arrive for detect().
          }
        }
        setState({ kind: 'looking' });
        void look();
      })
      .catch((error: unknown) => {
        if (!done) setState({ kind: 'problem', problem: problemOf(error) });
      });
    return stop;
  }, []);

  return (
    <div
      className="ticket-scanner"
      role="group"
      aria-labelledby="ticket-scanner-title"
      data-testid="ticket-scanner"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <p id="ticket-scanner-title" className="ticket-scanner__title">
        {t('hostedEvents.checkIn.scan.title')}
      </p>
      <video ref={video} className="ticket-scanner__video" muted playsInline aria-hidden="true" hidden={state.kind === 'problem'} />
      {state.kind === 'problem' ? (
        <p className="alert alert--error" role="alert" data-testid="ticket-scanner-problem">
          {t(`hostedEvents.checkIn.scan.${state.problem}`)}
        </p>
      ) : (
        <p className="muted" role="status" data-testid="ticket-scanner-status">
          {t(state.kind === 'starting' ? 'hostedEvents.checkIn.scan.starting' : 'hostedEvents.checkIn.scan.looking')}
        </p>
      )}
      <button type="button" ref={closeButton} className="button button--secondary button--small" onClick={onClose} data-testid="ticket-scanner-close">
        {t('hostedEvents.checkIn.scan.close')}
      </button>
    </div>
  );
}
