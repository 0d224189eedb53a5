import { requestAt } from '@eval/contracts/call-request';
import type { consultationCentreCalls } from '@eval/contracts/calls/consultations';
import { useEffect, useState } from 'react';
import { consultationRoutes } from '../../lib/consultations';
import { fetchFile } from '../../lib/download';

export interface QrImage {
  /** An object URL of the PNG, for `<img src>` and the download link; null until it loads. */
  url: string | null;
  /** The file name the server gives it. */
  name: string;
  failed: boolean;
  retry: () => void;
}

/**
 * A consultation's QR code (`GET …/:consultaId/qr`, a PNG): fetched with the user's token, shown
 * through an object URL (the policy allows `blob:` images), revoked when it is no longer shown.
 */
export function useQrImage(consultaId: number, fallbackName: string): QrImage {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    url: string | null;
    name: string;
    failed: boolean;
  }>({ key: '', url: null, name: fallbackName, failed: false });
  const key = `${String(consultaId)}:${String(attempt)}`;
  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    void fetchFile(
      requestAt<typeof consultationCentreCalls.qr>(consultationRoutes.qr, {
        params: { consultaId: String(consultaId) },
      }),
      fallbackName,
    ).then((file) => {
      if (cancelled) return;
      if (!file) {
        setState({ key, url: null, name: fallbackName, failed: true });
        return;
      }
      url = URL.createObjectURL(file.blob);
      setState({ key, url, name: file.name, failed: false });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, consultaId, fallbackName]);
  // Another consultation's (or an earlier attempt's) image is never shown for this one.
  const current = state.key === key;
  return {
    url: current ? state.url : null,
    name: current ? state.name : fallbackName,
    failed: current && state.failed,
    retry: () => setAttempt((n) => n + 1),
  };
}
