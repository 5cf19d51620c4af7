import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '../../lib/messages';
import { ChatEditor } from './chat-editor';
import { ConversationList } from './conversation-list';
import { MessagePane } from './message-pane';
import { chatStore, useChat } from './use-chat';

/**
 * Conversation list, the open conversation's messages and the editor, over the app's chat session; side
 * by side on a wide screen, the list above the conversation on a narrow one.
 */
export function ChatPanel({ onOpen }: { onOpen(userID: string): void }) {
  const chat = useChat();
  const { partner, friend } = chat;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, height: { md: 620 }, overflow: 'hidden' }}>
      <Box sx={{ width: { md: 280 }, maxHeight: { xs: 200, md: 'none' }, borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', overflowY: 'auto' }}>
        <ConversationList conversations={chat.conversations} listed={chat.listed} activeId={partner?.conversationID} onOpen={onOpen} />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, height: { xs: 480, md: 'auto' } }}>
        {chat.status === 'kickedOut' && (
          <Typography color="error" sx={{ p: 2 }}>
            {messages.chatKickedOut}
          </Typography>
        )}
        {partner ? (
          <>
            <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="subtitle1" component="h2">
                {partner.nick || friend?.C2cNick || partner.userID}
              </Typography>
              {friend && (
                <Typography variant="caption" color="text.secondary">
                  性别：{friend.Gender}，加好友验证：{friend.AllowType}
                </Typography>
              )}
            </Box>
            <MessagePane messages={chat.messages} loadMore={chat.loadMore} isCompleted={chat.isCompleted} onLoadOlder={chatStore.loadOlder} />
            <ChatEditor disabled={chat.status !== 'ready'} onSendText={chatStore.sendText} onSendImage={chatStore.sendImage} />
          </>
        ) : (
          <Typography color="text.secondary" sx={{ m: 'auto' }}>
            选择一个会话开始聊天
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
