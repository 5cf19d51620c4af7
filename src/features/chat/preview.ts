import type { ChatConversation, ChatMessage } from './chat-client';
import * as chatTexts from '../../../generated/texts/chat';
import { fillText } from '../../lib/messages';

/** The conversation list's one-line preview of a message; an image reads [图片] (seed 2 §2.2). */
export function previewOf(m: ChatMessage | undefined): string {
  if (!m) return '';
  if (m.type === 'text') return m.payload.text;
  if (m.type === 'image') return chatTexts.previewImage;
  return m.payload.data === 'order'
    ? fillText(chatTexts.previewOrder, { description: m.payload.description })
    : m.payload.description;
}

/**
 * A member's one name in the chat: the conversation list, the open conversation's header, its messages and
 * the consult pop-up all say it — the nick, or the user id when there is none (never the friend entry's 未知).
 */
export const displayName = (profile: { nick?: string; userID: string }) => profile.nick || profile.userID;

export const nameOf = (c: ChatConversation) => displayName(c.userProfile);
