import Avatar from '@mui/material/Avatar';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from '../../lib/dayjs';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '../../lib/http';
import type { Session } from '../../lib/session';
import { withTimeLabels } from '../../lib/time-label';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { uploadRefusal } from '../../lib/upload-rules';
import { createConsultPoller, type ConsultMessage } from './consult-poller';
import { FileButton } from '../../components/file-button';
import { PageDialog } from '../../components/page-dialog';
import * as chatTexts from '../../../generated/texts/chat';
import { fillText } from '../../lib/messages';

const seconds = (m: ConsultMessage) => ({ message: m, time: dayjs(m.crtTime).unix() });

/**
 * The consult pop-up of an expert page (seed 3 §2.5, §7): history, then new messages polled every
 * `pollMs` while open; text through the editor the page renders (the expert-consult form, whose sent
 * message `add` shows at once), images through the upload call.
 */
export function ConsultDialog({
  open,
  onClose,
  expert,
  session,
  pollMs,
  editor,
}: {
  open: boolean;
  onClose(): void;
  expert: { memberId: string; realName: string };
  session: Session;
  pollMs: number;
  editor(add: (sent: unknown) => void): ReactNode;
}) {
  const [list, setList] = useState<ConsultMessage[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const ids = useMemo(
    () => ({ memberid: session.userId, toMemberId: expert.memberId }),
    [session.userId, expert.memberId],
  );
  // one poller per conversation
  const poller = useMemo(
    () =>
      createConsultPoller(
        {
          history: () => api.getConsultingHistory(ids) as Promise<ConsultMessage[]>,
          since: (lastId) => api.getConsultingNew({ ...ids, lastId }) as Promise<ConsultMessage[]>,
        },
        pollMs,
        setList,
      ),
    [ids, pollMs],
  );

  useEffect(() => {
    if (!open) return undefined;
    poller.start().catch(() => undefined);
    return () => poller.stop();
  }, [open, poller]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [list]);

  async function sendImage(file: File | undefined) {
    if (!file) return;
    const refused = uploadRefusal('image', file.name);
    if (refused) return toast(refused);
    try {
      poller.add(
        (await api.sendConsulting({ ...ids, content: 1, memberContent: await uploadFile(file) })) as ConsultMessage,
      );
    } catch {
      // the HTTP layer has said why
    }
  }

  return (
    <PageDialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="consult-title">
      <DialogTitle id="consult-title">{fillText(chatTexts.consultTitle, { name: expert.realName })}</DialogTitle>
      <DialogContent dividers>
        <div role="log" aria-label={chatTexts.consultLog} className="consult-log">
          {withTimeLabels(list.map(seconds)).map(({ message: { message: m }, label }) => (
            <div key={m.id}>
              {label && (
                <Typography className="time-label" variant="caption" component="p" align="center">
                  {label}
                </Typography>
              )}
              <Stack
                direction={m.memberid === session.userId ? 'row-reverse' : 'row'}
                spacing={1}
                className="consult-message"
              >
                <Avatar src={m.memberHeadPic} alt={m.memberNickName} sx={{ width: 32, height: 32 }} />
                {m.content === 1 ? (
                  <img src={m.memberContent} alt={chatTexts.previewImage} className="consult-image" />
                ) : (
                  <p className="consult-text">{m.memberContent}</p>
                )}
              </Stack>
            </div>
          ))}
          <div ref={end} />
        </div>
        {editor((sent) => poller.add(sent as ConsultMessage))}
        <FileButton
          size="small"
          input={{
            accept: 'image/*',
            'aria-label': chatTexts.sendImage,
            onChange: (e) => sendImage(e.target.files?.[0]),
          }}
        >
          {chatTexts.sendImage}
        </FileButton>
      </DialogContent>
    </PageDialog>
  );
}
