import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { Html } from '../components/html';
import { Loading } from '../components/loading';
import { MissingItem } from '../components/missing-item';
import { SharePie, ticketSamples, TrendChart } from '../features/charts';
import type { Place } from '../features/maps';
import { offlinePlaces } from '../features/maps/places';
import { api } from '../lib/http';
import { messages } from '../lib/messages';
import { toast } from '../lib/toast';
import { useSession } from '../lib/use-session';

const MapDialog = lazy(() => import('../features/maps').then((m) => ({ default: m.MapDialog })));

type Activity = ApiResult<'getActivityDetail'>;

/** spec Activity.status: 2 报名中, 3 进行中, 4 已结束 (seed 2 §4: each has its own badge). */
const badges: Record<Activity['status'], { label: string; color: ChipProps['color'] }> = {
  2: { label: '报名中', color: 'primary' },
  3: { label: '进行中', color: 'success' },
  4: { label: '已结束', color: 'default' },
};

/** How long 打卡 waits for the browser's position, an unanswered permission prompt included. */
const POSITION_WAIT_MS = 10_000;

/**
 * Activities carry an address and no coordinates (spec Activity): the seat of the 信阳 district the
 * address names stands in for the venue, on the map and as the check-in position without geolocation.
 */
function placeOf(address: string): Place | undefined {
  const district = offlinePlaces.find((p) => address.includes(p.name));
  return district && { lng: district.lng, lat: district.lat, address };
}

/** The browser's position, or undefined when it is refused, unavailable or not given in time. */
function browserPosition(): Promise<{ jingdu: number; weidu: number } | undefined> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(undefined);
    // getCurrentPosition's own timeout starts only once permission is granted
    setTimeout(() => resolve(undefined), POSITION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ jingdu: p.coords.longitude, weidu: p.coords.latitude }),
      () => resolve(undefined),
      { timeout: POSITION_WAIT_MS, maximumAge: 60_000 },
    );
  });
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * 门票详情 (seed 2 §2.2 Tickets): the activity, the 打卡 button (once, while the activity runs — the
 * server decides and its refusal is shown), the intro, a map of the venue and sample charts.
 */
export function TicketDetailScreen() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const session = useSession();
  const [activity, setActivity] = useState<Activity | null>(null);
  const [checking, setChecking] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const address = activity?.address ?? '';
  // one object per address: the map dialog rebuilds its map whenever its value changes
  const place = useMemo(() => placeOf(address), [address]);

  // with userId the detail answers the member's voucher state (clockStatus) the button needs
  useEffect(() => {
    if (session && id) api.getActivityDetail({ id, userId: session.userId }).then(setActivity, () => undefined);
  }, [id, session]);

  if (!id) return <MissingItem />;
  if (!activity || !session) return <Loading />;

  const checkedIn = activity.clockStatus === 1;
  const badge = badges[activity.status];
  const samples = ticketSamples();

  async function checkIn() {
    setChecking(true);
    const at = (await browserPosition()) ?? (place && { jingdu: place.lng, weidu: place.lat });
    // a refusal's msg is shown by the HTTP layer
    const done = await api.checkInVoucher({ businessId: id, userId: session!.userId, ...at }).then(
      () => true,
      () => false,
    );
    setChecking(false);
    if (!done) return;
    toast(messages.checkedIn);
    setActivity((a) => a && { ...a, clockStatus: 1 });
  }

  return (
    <section className="ticket-detail">
      <Paper className="ticket-card" variant="outlined">
        <img className="ticket-cover" src={activity.coverPic} alt={activity.name} />
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h5" component="h1">
              {activity.name}
            </Typography>
            <Chip size="small" label={badge.label} color={badge.color} />
          </Stack>
          <dl className="ticket-facts">
            <dt>主办方</dt>
            <dd>{activity.sponsor}</dd>
            <dt>活动时间</dt>
            <dd>
              {activity.startTime} 至 {activity.endTime}，每天 {hhmm(activity.dayStartTime)}–{hhmm(activity.dayEndTime)}
            </dd>
            <dt>活动地址</dt>
            <dd>{activity.address}</dd>
          </dl>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={checkedIn || checking} onClick={checkIn}>
              {checkedIn ? '已打卡' : '打卡'}
            </Button>
            {place && (
              <Button variant="outlined" onClick={() => setMapOpen(true)}>
                查看地图
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2">
        活动介绍
      </Typography>
      <Html html={activity.details} />
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" component="h2">
          活动数据
        </Typography>
        <Chip label="示例数据" size="small" color="warning" variant="outlined" />
      </Stack>
      <div className="ticket-charts">
        <TrendChart series={samples.visitors} label="近7天每日入场人数（示例数据）" />
        <SharePie data={samples.sources} label="游客来源分布（示例数据）" />
      </div>
      {mapOpen && (
        <Suspense fallback={null}>
          <MapDialog open mode="view" value={place} onClose={() => setMapOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
