import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { fillText } from '../../lib/messages';
import { ChatEditor } from './chat-editor';
import { MessagePane } from './message-pane';
import { displayName } from './preview';
import { chatStore, useChat } from './use-chat';
import * as chatTexts from '../../../generated/texts/chat';
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
      {/* the page names whom it asks (a job's contact) until the chat knows the member: then the chat's one name */}
      <DialogTitle id="chat-dialog-title">
        {fillText(chatTexts.consultTitle, { name: chat.partner?.nick ? displayName(chat.partner) : name })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', height: 480, p: 0 }}>
        <MessagePane
          messages={chat.messages}
          loadMore={chat.loadMore}
          isCompleted={chat.isCompleted}
          onLoadOlder={chatStore.loadOlder}
          names={{ in: chat.partner ? displayName(chat.partner) : name, out: chat.me ? displayName(chat.me) : '' }}
        />
        <ChatEditor
          disabled={chat.status !== 'ready'}
          onSendText={chatStore.sendText}
          onSendImage={chatStore.sendImage}
          emptyText={chatTexts.emptyPopup}
        />
      </DialogContent>
    </PageDialog>
  );
}
