// The app's one chat session, following the stored login, and its React binding. The client
// implementation is chosen by config.chat and imported only when chat starts.
import { useSyncExternalStore } from 'react';
import { config } from '../../lib/config';
import { onSessionChange, sessionKeys } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { ChatClient } from './chat-client';
import { createChatStore, type ChatState } from './chat-store';
import * as chatTexts from '../../../generated/texts/chat';

function loadClient(): Promise<ChatClient> {
  if (config.chat.kind === 'tim') {
    const appId = config.chat.timAppId;
    return import('./tim-client').then((m) => m.createTimClient(appId));
  }
  const url = new URL('/__chat', config.apiBase);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return import('./local-client').then((m) => m.createLocalClient(url.href));
}

export const chatStore = createChatStore({
  loadClient,
  credentials() {
    const userID = sessionStorage.getItem(sessionKeys.userId);
    const userSig = sessionStorage.getItem(sessionKeys.usersig);
    return userID && userSig ? { userID, userSig } : null;
  },
  notify: toast,
  kickedOutText: chatTexts.kickedOut,
  logError: (context, err) => console.error(`[chat] ${context}`, err),
});

onSessionChange(() => void chatStore.start());

export const useChat = (): ChatState => useSyncExternalStore(chatStore.subscribe, chatStore.get);
