import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { screenOptions } from '../../generated/routes';
import { Loading } from '../components/loading';
import { useSession } from '../lib/use-session';
import { useFrame } from '../pages/page-scope';
import * as chatTexts from '../../generated/texts/chat';
import { fillText } from '../lib/messages';

const ConsultDialog = lazy(() => import('../features/consult').then((m) => ({ default: m.ConsultDialog })));
// the form runtime comes with the pop-up's form, not with the expert's page (most readers never consult);
// React's lazy must resolve to a function component, so the form's own lazy component is wrapped
const ConsultForm = lazy(() =>
  import('../pages/lazy-form').then(({ lazyForm }) => {
    const Form = lazyForm('expert-consult');
    return { default: (props: ComponentProps<typeof Form>) => <Form {...props} /> };
  }),
);
const { consultPollMs } = screenOptions['expert-consult'];

/**
 * 在线咨询 on the expert detail (seed 3 §2.5, §7), a screen block inside the expert's record block:
 * the pop-up exchanges messages with the expert by polling every consultPollMs while it is open and
 * stops when it closes — a conversation no block describes.
 */
export function ExpertConsultScreen() {
  const { record } = useFrame();
  const session = useSession();
  const [consulting, setConsulting] = useState(false);
  if (!record || !session) return null;
  const expert = { memberId: String(record.memberId ?? ''), realName: String(record.realName ?? '') };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Typography color="text.secondary">{fillText(chatTexts.consultPrompt, { name: expert.realName })}</Typography>
        <Button variant="contained" sx={{ flexShrink: 0 }} onClick={() => setConsulting(true)}>
          {chatTexts.consultButton}
        </Button>
      </Stack>
      {consulting && (
        <Suspense fallback={null}>
          <ConsultDialog
            open
            onClose={() => setConsulting(false)}
            expert={expert}
            session={session}
            pollMs={consultPollMs}
            editor={(add) => (
              <Suspense fallback={<Loading />}>
                <ConsultForm host={{ toMemberId: expert.memberId }} onSuccess={add} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    </Paper>
  );
}
