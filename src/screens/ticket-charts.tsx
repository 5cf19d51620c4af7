import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SharePie, ticketSamples, TrendChart } from '../features/charts';

/**
 * The ticket detail's activity data (seed 2 §2.2 Tickets: placeholder charts), a screen block: the
 * back end answers no figures for an activity, so the charts draw marked sample data.
 */
export function TicketChartsScreen() {
  const samples = ticketSamples();
  return (
    <Stack spacing={2}>
      <Chip label="示例数据" size="small" color="warning" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      <div className="ticket-charts">
        <TrendChart series={samples.visitors} label="近7天每日入场人数（示例数据）" />
        <SharePie data={samples.sources} label="游客来源分布（示例数据）" />
      </div>
    </Stack>
  );
}
