import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import * as chatTexts from '../../../generated/texts/chat';
import * as commonTexts from '../../../generated/texts/common';
import type { ChatMessage } from './chat-client';
import { MessageBody } from './message-body';
import { withTimeLabels } from '../../lib/time-label';

interface Props {
  messages: readonly ChatMessage[];
  /** seed 1 §4: true after older messages were prepended, false after an append */
  loadMore: boolean;
  isCompleted: boolean;
  onLoadOlder(): void;
  /** the partner's and the member's own names as the chat shows them (preview.ts displayName) */
  names: { in: string; out: string };
}

/** The message log: time labels 60 s apart, own messages on the right, older ones on request. */
export function MessagePane({ messages, loadMore, isCompleted, onLoadOlder, names }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const lastHeight = useRef(0);
  // Prepending keeps what the reader was looking at in place; an append brings the newest into view.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (loadMore) el.scrollTop += el.scrollHeight - lastHeight.current;
    else el.scrollTop = el.scrollHeight;
    lastHeight.current = el.scrollHeight;
  }, [messages, loadMore]);
  const onImageLoad = () => {
    const el = box.current;
    if (el && !loadMore) el.scrollTop = el.scrollHeight;
    if (el) lastHeight.current = el.scrollHeight;
  };

  return (
    <Box
      ref={box}
      role="log"
      aria-label={chatTexts.history}
      sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'grey.50' }}
    >
      {!isCompleted && (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" onClick={onLoadOlder}>
            {chatTexts.older}
          </Button>
        </Box>
      )}
      {messages.length === 0 && <Typography color="text.secondary">{commonTexts.emptyList}</Typography>}
      {withTimeLabels(messages).map(({ message, label }) => {
        const out = message.flow === 'out';
        return (
          <Box key={message.ID}>
            {label && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', my: 1 }}>
                {label}
              </Typography>
            )}
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                my: 1,
                flexDirection: out ? 'row-reverse' : 'row',
                alignItems: 'flex-start',
              }}
            >
              <Avatar
                src={message.avatar || undefined}
                alt=""
                sx={{ width: 32, height: 32 }}
                title={out ? names.out : names.in}
              >
                {(out ? names.out : names.in).slice(0, 1)}
              </Avatar>
              <Box
                sx={{
                  maxWidth: '70%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: out ? 'primary.light' : 'background.paper',
                  boxShadow: 1,
                }}
              >
                <MessageBody message={message} onImageLoad={onImageLoad} />
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
