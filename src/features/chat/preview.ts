import type { ChatConversation, ChatMessage } from './chat-client';
import { texts } from '../../../generated/texts';
import { fillText } from '../../lib/messages';

/** The conversation list's one-line preview of a message; an image reads [图片] (seed 2 §2.2). */
export function previewOf(m: ChatMessage | undefined): string {
  if (!m) return '';
  if (m.type === 'text') return m.payload.text;
  if (m.type === 'image') return texts.chat.previewImage;
  return m.payload.data === 'order' ? fillText(texts.chat.previewOrder, { description: m.payload.description }) : m.payload.description;
}

/** A partner's name: the nick, or the user id when there is none. */
export const nameOf = (c: ChatConversation) => c.userProfile.nick || c.userProfile.userID;
