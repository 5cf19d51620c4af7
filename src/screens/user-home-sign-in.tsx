import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApiResult } from '../../generated/api/client';
import { screenOptions } from '../../generated/routes';
import type { InfoType } from '../components/info-dialog';
import { LazyInfoDialog } from '../components/lazy-info-dialog';
import { api } from '../lib/http';
import { canSignIn, signCalendar, type SignDay } from '../lib/sign-in';
import { toast } from '../lib/toast';
import * as signInTexts from '../../generated/texts/sign-in';
import { fillNodes } from '../lib/messages';

type SignInfo = ApiResult<'getSignInInfo'>;
type SignRules = ApiResult<'getSignRules'>;

/** getInfo's type for the sign-in rule text (seed 1 §7.2; spec/routes.yaml, /user's options). */
const signRuleInfoType = screenOptions['user-home-sign-in'].signRuleInfoType as InfoType;

/**
 * The 7-day sign-in calendar of the user home (seed 1 §2.6, §4; seed 2 "Sign-in modal"): streak,
 * points, the reward row with the checked days, the sign-in button and the rule pop-up.
 * `onSigned` tells the page the member's points changed; `onReady` that the card has its final height.
 */
export function SignInCard({ memberId, onSigned, onReady }: { memberId: string; onSigned(): void; onReady?(): void }) {
  const [info, setInfo] = useState<SignInfo | null>(null);
  const [rules, setRules] = useState<SignRules>([]);
  const [busy, setBusy] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);

  const loadInfo = useCallback(
    // the HTTP layer has shown why a read failed; the card then keeps what it had
    () => api.getSignInInfo({ memberId }).then(setInfo, () => undefined),
    [memberId],
  );

  useEffect(() => {
    let live = true;
    Promise.all([
      loadInfo(),
      api.getSignRules().then(
        (r) => live && setRules(r),
        () => undefined,
      ),
    ]).then(() => live && onReady?.());
    return () => {
      live = false;
    };
    // onReady is a notification, not an input: a new function must not reload the card
  }, [loadInfo]);

  async function signIn() {
    setBusy(true);
    // A refusal (today already signed, e.g. from another tab: the server says 今日已签到) is toasted by
    // the HTTP layer; either way the info is read again so the button shows the day as it stands.
    const signed = await api.signIn({ memberId }).then(
      () => true,
      () => false,
    );
    if (signed) toast(signInTexts.signedIn);
    await loadInfo();
    setBusy(false);
    if (signed) onSigned();
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-in-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" alignItems="baseline" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography id="sign-in-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {signInTexts.title}
        </Typography>
        {/* its line is kept while the member's figures load: on a phone it wraps, and coming late it moved the calendar */}
        <Typography
          color="text.secondary"
          variant="body2"
          sx={{ visibility: info ? undefined : 'hidden' }}
          aria-hidden={info ? undefined : true}
        >
          {fillNodes(signInTexts.streak, {
            days: <Strong>{info?.continuousSignInDay ?? 0}</Strong>,
            points: <Strong>{info?.integral ?? 0}</Strong>,
          })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Link component="button" type="button" variant="body2" onClick={() => setRulesOpen(true)}>
          {signInTexts.rules}
        </Link>
      </Stack>
      {info ? (
        <Box
          component="ol"
          aria-label={signInTexts.calendar}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
            gap: { xs: 0.5, sm: 1.5 },
          }}
        >
          {signCalendar(info, rules).map((d) => (
            <DayCell key={d.day} day={d} />
          ))}
        </Box>
      ) : (
        <Skeleton variant="rounded" height={104} />
      )}
      <Stack direction="row" justifyContent="center" sx={{ mt: 2.5 }}>
        {info && !canSignIn(info) ? (
          <Button variant="contained" size="large" disabled sx={{ minWidth: 200 }}>
            {signInTexts.signed}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            color="warning"
            disabled={!info || busy}
            onClick={signIn}
            sx={{ minWidth: 200 }}
          >
            {signInTexts.signNow}
          </Button>
        )}
      </Stack>
      {rulesOpen && (
        <LazyInfoDialog
          type={signRuleInfoType}
          fallbackTitle={signInTexts.rules}
          onClose={() => setRulesOpen(false)}
          actions={<Button onClick={() => setRulesOpen(false)}>{signInTexts.gotIt}</Button>}
        />
      )}
    </Paper>
  );
}

const Strong = ({ children }: { children: ReactNode }) => (
  <Box component="strong" sx={{ color: 'warning.dark', fontSize: 18, mx: 0.25 }}>
    {children}
  </Box>
);

function DayCell({ day }: { day: SignDay }) {
  return (
    <Box
      component="li"
      aria-current={day.today ? 'date' : undefined}
      data-checked={day.checked}
      sx={{
        position: 'relative',
        height: 104,
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        border: 2,
        borderColor: day.today ? 'warning.main' : 'transparent',
        bgcolor: day.checked ? '#fff3e0' : '#f5f5f5',
        color: day.checked ? 'warning.dark' : 'text.secondary',
      }}
    >
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontSize: { xs: 12, sm: 14 } }}>
        {day.label}
      </Typography>
      <Typography variant="h6" component="span" sx={{ fontWeight: 600, fontSize: { xs: 16, sm: 20 } }}>
        {day.integral === undefined ? '—' : `+${day.integral}`}
      </Typography>
      {day.checked ? (
        <Stack direction="row" alignItems="center" spacing={0.25}>
          <CheckCircleIcon sx={{ fontSize: 16, display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="caption">{signInTexts.daySigned}</Typography>
        </Stack>
      ) : (
        <Typography variant="caption">{day.today ? signInTexts.today : signInTexts.points}</Typography>
      )}
    </Box>
  );
}
