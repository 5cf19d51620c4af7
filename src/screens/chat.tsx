import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatPanel } from '../features/chat/chat-panel';
import { chatStore, useChat } from '../features/chat/use-chat';
import * as chatTexts from '../../generated/texts/chat';
import { fillText } from '../lib/messages';

/**
 * 我的消息 (seed 2 §2.2) at /user/chat: the member's conversations; `?to=<user id>` opens the one with
 * that member. Opening a conversation from the list goes through the same query parameter.
 */
export function ChatScreen() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to');
  const { totalUnread } = useChat();

  useEffect(() => void chatStore.start(), []);
  useEffect(() => {
    if (to) chatStore.openConversation(to);
    return () => chatStore.leave();
  }, [to]);

  return (
    <section>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {totalUnread > 0 ? fillText(chatTexts.titleUnread, { n: totalUnread }) : chatTexts.title}
      </Typography>
      <ChatPanel
        onOpen={(userID) =>
          setParams((current) => {
            // keep the page's other parameters (the notice centre's tab)
            current.set('to', userID);
            return current;
          })
        }
        onBack={() =>
          setParams((current) => {
            current.delete('to');
            return current;
          })
        }
      />
    </section>
  );
}
