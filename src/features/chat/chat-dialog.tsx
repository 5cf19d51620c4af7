import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { messages } from '../../lib/messages';
import { ChatEditor } from './chat-editor';
import { MessagePane } from './message-pane';
import { chatStore, useChat } from './use-chat';
import { PageDialog } from '../../components/page-dialog';

/**
 * The member-to-member consult pop-up (seed 1 §2.11): the conversation with one member, over the app's
 * chat session, from a page that names them (a job's publisher, an author, a tea-instrument seller).
 */
export function ChatDialog({ to, name, onClose }: { to: string; name: string; onClose(): void }) {
  const chat = useChat();
  useEffect(() => {
    void chatStore.start();
    chatStore.openConversation(to);
    return () => chatStore.leave();
  }, [to]);
  return (
    <PageDialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="chat-dialog-title">
      <DialogTitle id="chat-dialog-title">咨询 {name}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', height: 480, p: 0 }}>
        <MessagePane messages={chat.messages} loadMore={chat.loadMore} isCompleted={chat.isCompleted} onLoadOlder={chatStore.loadOlder} />
        <ChatEditor disabled={chat.status !== 'ready'} onSendText={chatStore.sendText} onSendImage={chatStore.sendImage} emptyText={messages.chatEmptyPopup} />
      </DialogContent>
    </PageDialog>
  );
}
