import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiResult } from '../../generated/api/client';
import { href, type RouteName } from '../../generated/routes';
import { formatValue, labelOf } from '../lib/display';
import { IdcardStatus, realNameGate } from '../lib/real-name-gate';
import * as userHomeTexts from '../../generated/texts/user-home';

export type MemberDetail = ApiResult<'getMemberDetail'>;

/**
 * Seed 1 §4 idcardStatus as the label map realNameStatus of spec/display.yaml shows it; a member neither
 * verified (1) nor under review (0) is linked to the real-name page to (re)submit. The badge says what the
 * real-name gate decides: a corporate account passes it (seed 1 §6) and reads as verified.
 */
function verification(member: MemberDetail): { label: string; color: ChipProps['color']; to?: string } {
  const status = realNameGate(member) === 'pass' ? IdcardStatus.verified : member.idcardStatus;
  const label = labelOf(status, 'realNameStatus');
  return {
    label: label?.text ?? '',
    color: label?.tone ?? 'default',
    to: status === 1 || status === 0 ? undefined : href('Verified'),
  };
}

const counters: { key: 'integral' | 'collectNum' | 'fansNum'; label: string; route?: RouteName }[] = [
  { key: 'integral', label: userHomeTexts.integral, route: 'myJifen' },
  { key: 'collectNum', label: userHomeTexts.collectNum, route: 'mySC' },
  { key: 'fansNum', label: userHomeTexts.fansNum },
];

/**
 * The member card while the member is read: the card's own frame, lines and counters with placeholders in
 * them, so the calendar and the blocks under it do not move when the member comes (a two-line skeleton
 * made /user shift by 0.39 on a phone).
 */
function ProfileCardLoading() {
  return (
    <Paper variant="outlined" aria-busy="true" sx={{ ...cardSx, background: undefined }}>
      <Skeleton variant="circular" sx={{ width: { xs: 64, sm: 88 }, height: { xs: 64, sm: 88 } }} />
      <Stack spacing={1} sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="h5" component="div">
          <Skeleton width="40%" />
        </Typography>
        <Typography>
          <Skeleton width="55%" />
        </Typography>
        <Typography>
          <Skeleton width="80%" />
        </Typography>
        <Box sx={{ minHeight: { xs: 44, sm: 30.75 }, display: 'flex', alignItems: 'center' }}>
          <Skeleton width={120} />
        </Box>
      </Stack>
      <Stack direction="row" sx={{ m: 0 }}>
        {counters.map((c) => (
          <Box key={c.key} sx={{ px: { xs: 1.5, sm: 3 }, textAlign: 'center' }}>
            <Typography variant="h5" component="div">
              <Skeleton width={40} sx={{ mx: 'auto' }} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {c.label}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

const cardSx = {
  p: { xs: 2, sm: 3 },
  display: 'flex',
  flexWrap: 'wrap',
  gap: { xs: 2, sm: 3 },
  alignItems: 'center',
  background: 'linear-gradient(110deg, #e8f5e9 0%, #f9fbf7 45%, #fff 100%)',
} as const;

/** The member card of the user home (seed 1 §2.6, seed 2 §2.2): who, how verified, phone, intro, and three counters. */
export function ProfileCard({ member, onEdit }: { member: MemberDetail | null; onEdit(): void }) {
  if (!member) return <ProfileCardLoading />;
  const name = member.nickname || member.realName || '';
  const badge = verification(member);
  return (
    <Paper variant="outlined" component="section" aria-label={userHomeTexts.profile} sx={cardSx}>
      <Avatar
        src={member.headurl || undefined}
        alt={name}
        sx={{ width: { xs: 64, sm: 88 }, height: { xs: 64, sm: 88 }, bgcolor: '#c8e6c9', color: '#2e7d32' }}
      >
        {/* the default avatar when the member has none (or it fails to load) */}
        <PersonIcon sx={{ fontSize: 56 }} />
      </Avatar>
      <Stack spacing={1} sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h2" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {badge.to ? (
            <Chip
              size="small"
              label={badge.label}
              color={badge.color}
              variant="outlined"
              clickable
              component={RouterLink}
              to={badge.to}
            />
          ) : (
            <Chip size="small" label={badge.label} color={badge.color} />
          )}
          <Chip
            size="small"
            label={member.isCompany === 1 ? userHomeTexts.company : userHomeTexts.personal}
            color="primary"
            variant="outlined"
          />
        </Stack>
        <Typography color="text.secondary">
          {userHomeTexts.phone}
          <span data-testid="member-phone">{formatValue(member.phone, 'phone')}</span>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {userHomeTexts.intro}
          {member.info || userHomeTexts.noIntro}
        </Typography>
        <Box>
          <Button size="small" onClick={onEdit} sx={{ px: 0, minWidth: 0 }}>
            {userHomeTexts.editHome}
          </Button>
          <Button size="small" component={RouterLink} to={href('userInfo')} sx={{ ml: 2, minWidth: 0 }}>
            {userHomeTexts.editInfo}
          </Button>
          {/* seed 1 §6: an enterprise owner manages its deputy operators (route query id = the enterprise) */}
          {member.isCompany === 1 && (
            <Button
              size="small"
              component={RouterLink}
              to={href('deputyOperators', { id: String(member.id) })}
              sx={{ ml: 2, minWidth: 0 }}
            >
              {userHomeTexts.deputies}
            </Button>
          )}
        </Box>
      </Stack>
      <Stack
        direction="row"
        component="dl"
        sx={{ m: 0, maxWidth: '100%', '& > div + div': { borderLeft: 1, borderColor: 'divider' } }}
      >
        {counters.map((c) => (
          // a dl wants dt before dd; column-reverse shows the figure above its label all the same
          <Box
            key={c.key}
            sx={{ px: { xs: 1.5, sm: 3 }, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600, color: '#2e7d32' }}>
              {c.route ? (
                <RouterLink to={href(c.route)} aria-label={`${c.label} ${member[c.key] ?? 0}`}>
                  {member[c.key] ?? 0}
                </RouterLink>
              ) : (
                (member[c.key] ?? 0)
              )}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
