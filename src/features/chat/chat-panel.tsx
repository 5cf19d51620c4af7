import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { ChatEditor } from './chat-editor';
import { ConversationList } from './conversation-list';
import { MessagePane } from './message-pane';
import { displayName } from './preview';
import { chatStore, useChat } from './use-chat';
import * as chatTexts from '../../../generated/texts/chat';

/**
 * Conversation list, the open conversation's messages and the editor, over the app's chat session. Side by
 * side on a wide screen; on a phone one at a time, as messaging apps do: the list, or the open conversation
 * filling the screen with a way back to the list (`onBack`; the browser's back does the same).
 */
export function ChatPanel({ onOpen, onBack }: { onOpen(userID: string): void; onBack(): void }) {
  const chat = useChat();
  const { partner, me } = chat;
  const narrow = (shown: boolean) => ({ xs: shown ? 'flex' : 'none', md: 'flex' });
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const thread = useRef<HTMLDivElement>(null);
  // on a phone an opened conversation fills the screen: the shell's header scrolls away above it
  useEffect(() => {
    if (phone && partner) thread.current?.scrollIntoView({ block: 'start' });
  }, [phone, partner?.conversationID]);
  return (
    <Paper variant="outlined" sx={{ display: 'flex', height: { md: 620 }, overflow: 'hidden' }}>
      <Box
        sx={{
          display: narrow(!partner),
          flexDirection: 'column',
          width: { xs: '100%', md: 280 },
          flexShrink: 0,
          minHeight: { xs: 240, md: 0 },
          borderRight: { md: 1 },
          borderColor: 'divider',
          overflowY: 'auto',
        }}
      >
        <ConversationList
          conversations={chat.conversations}
          listed={chat.listed}
          activeId={partner?.conversationID}
          onOpen={onOpen}
        />
      </Box>
      {/* on a phone an open conversation covers the screen, the shell's bars too, as a messaging app's does
          (dvh: the editor stays pinned above the keyboard) */}
      <Box
        ref={thread}
        sx={{
          display: narrow(!!partner),
          flex: 1,
          flexDirection: 'column',
          minWidth: 0,
          height: { xs: '100dvh', md: 'auto' },
          minHeight: { xs: 360, md: 0 },
          position: { xs: 'fixed', md: 'static' },
          inset: { xs: 0, md: 'auto' },
          zIndex: { xs: 1200, md: 'auto' },
          bgcolor: 'background.paper',
        }}
      >
        {chat.status === 'kickedOut' && (
          <Typography color="error" sx={{ p: 2 }}>
            {chatTexts.kickedOut}
          </Typography>
        )}
        {partner ? (
          <>
            <Box
              sx={{
                px: 2,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                display: 'flex',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <Button onClick={onBack} sx={{ display: { md: 'none' }, minWidth: 44, minHeight: 44, flexShrink: 0 }}>
                {chatTexts.backToConversations}
              </Button>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" noWrap>
                  {displayName(partner)}
                </Typography>
              </Box>
            </Box>
            <MessagePane
              messages={chat.messages}
              loadMore={chat.loadMore}
              isCompleted={chat.isCompleted}
              onLoadOlder={chatStore.loadOlder}
              names={{ in: displayName(partner), out: me ? displayName(me) : '' }}
            />
            <ChatEditor
              disabled={chat.status !== 'ready'}
              onSendText={chatStore.sendText}
              onSendImage={chatStore.sendImage}
            />
          </>
        ) : (
          <Typography color="text.secondary" sx={{ m: 'auto' }}>
            {chatTexts.pickConversation}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
