import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { screenOptions } from '../../generated/routes';
import { api } from '../lib/http';
import type { LoginSession } from '../lib/session';
import * as loginTexts from '../../generated/texts/login';

type Qr = { url: string; id: string };
type Phase = 'loading' | 'waiting' | 'scanned' | 'failed';

const { qrPollMs } = screenOptions['login-qr'];

/**
 * The app-scan tab (seed 1 §2.4, §4): a fresh QR code, its scan state polled every second —
 * 0 waiting, 2 scanned, anything else logged in (with the session). Polling stops when the tab
 * closes or a call fails; the user can ask for a new code.
 */
export function QrLogin({ onLogin }: { onLogin: (s: LoginSession) => void }) {
  const [qr, setQr] = useState<Qr | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setPhase('loading');
    api.generateQrCode().then(
      (d) => {
        if (!live) return;
        setQr({ url: d.qrcodeUrl, id: d.qrCodeSceneEntity.id });
        setPhase('waiting');
      },
      () => live && setPhase('failed'),
    );
    return () => {
      live = false;
    };
  }, [round]);

  useEffect(() => {
    if (!qr || phase === 'failed' || phase === 'loading') return undefined;
    const timer = setInterval(() => {
      api.scanLogin({ qrId: qr.id }).then(
        ({ state, session }) => {
          if (state === 0) return;
          if (state === 2) setPhase('scanned');
          else if (session) {
            clearInterval(timer);
            onLogin(session as LoginSession);
          } else setPhase('failed');
        },
        () => setPhase('failed'),
      );
    }, qrPollMs);
    return () => clearInterval(timer);
  }, [qr, phase, onLogin]);

  return (
    <div className="qr-login">
      {qr && phase !== 'loading' && (
        <img
          src={qr.url}
          alt={loginTexts.qrImage}
          width={180}
          height={180}
          className={phase === 'failed' ? 'qr-expired' : ''}
        />
      )}
      <Typography role="status">
        {phase === 'scanned' ? loginTexts.qrScanned : phase === 'failed' ? loginTexts.qrExpired : loginTexts.qrWaiting}
      </Typography>
      {phase === 'failed' && (
        <Button variant="outlined" onClick={() => setRound((r) => r + 1)}>
          {loginTexts.refreshQr}
        </Button>
      )}
    </div>
  );
}
