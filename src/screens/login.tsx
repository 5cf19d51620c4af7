import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { href } from '../../generated/routes';
import { Loading } from '../components/loading';
import * as loginTexts from '../../generated/texts/login';
import { messages } from '../lib/messages';
import { saveSession, type LoginSession } from '../lib/session';
import { toast } from '../lib/toast';
import { lazyForm } from '../pages/lazy-form';
import { QrLogin } from './login-qr';

const tabs = [loginTexts.passwordTab, loginTexts.phoneTab, loginTexts.qrTab] as const;
const PasswordForm = lazyForm('login-password');
const PhoneForm = lazyForm('login-phone');

/** Login (seed 1 §2.4): three tabs, personal / legal-person buttons, links, WeChat and Alipay not open. */
export function LoginScreen() {
  const [tab, setTab] = useState(0);
  const navigate = useNavigate();
  const [query] = useSearchParams();

  const onQrLogin = useCallback(
    (session: LoginSession) => {
      saveSession(session);
      const redirect = query.get('redirect');
      navigate(redirect?.startsWith('/') ? redirect : href('index'), { replace: true });
    },
    [navigate, query],
  );

  return (
    <Paper className="login-card" elevation={2}>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth" aria-label={loginTexts.tabs}>
        {tabs.map((t, i) => (
          <Tab key={t} label={t} id={`login-tab-${i}`} aria-controls={`login-panel-${i}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`} className="login-panel">
        <Suspense fallback={<Loading />}>
          {tab === 0 && <PasswordForm />}
          {tab === 1 && <PhoneForm />}
          {tab === 2 && <QrLogin onLogin={onQrLogin} />}
        </Suspense>
      </div>
      <Stack direction="row" justifyContent="space-between" className="login-links">
        <Link to={href('forgetpassword')}>{loginTexts.forgotPassword}</Link>
        <span>
          {loginTexts.noAccount}
          <Link to={href('grReg')}>{loginTexts.personalRegister}</Link> ·{' '}
          <Link to={href('frReg')}>{loginTexts.legalRegister}</Link>
        </span>
      </Stack>
      <Stack direction="row" spacing={2} justifyContent="center" className="login-third-party">
        <Button variant="outlined" onClick={() => toast(messages.notOpen)}>
          {loginTexts.wechat}
        </Button>
        <Button variant="outlined" onClick={() => toast(messages.notOpen)}>
          {loginTexts.alipay}
        </Button>
      </Stack>
    </Paper>
  );
}
