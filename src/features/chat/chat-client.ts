// The one chat interface the store and screens use. Two implementations sit behind it: tim-js-sdk in
// production and the sandbox's local chat service by default (config.chat). Shapes follow the SDK's
// (seed 1 §7.4) so the tim client stays a thin adapter; conversation ids are 'C2C' + user id.

export interface ChatProfile {
  userID: string;
  nick?: string;
  avatar?: string;
  /** the SDK's Gender_Type_* value */
  gender?: string;
  /** the SDK's AllowType_Type_* value */
  allowType?: string;
}

/** A custom message; an order has data = 'order' and the order itself as JSON in extension (seed 1 §3). */
export interface CustomPayload {
  data: string;
  description: string;
  extension: string;
}

export type ChatBody =
  | { type: 'text'; payload: { text: string } }
  | { type: 'image'; payload: { url: string } }
  | { type: 'custom'; payload: CustomPayload };

export type ChatMessage = ChatBody & {
  ID: string;
  conversationID: string;
  from: string;
  to: string;
  flow: 'in' | 'out';
  /** seconds, as the SDK gives it */
  time: number;
  nick?: string;
  avatar?: string;
};

export interface ChatConversation {
  conversationID: string;
  unreadCount: number;
  userProfile: ChatProfile;
  lastMessage?: ChatMessage;
}

export interface MessagePage {
  messageList: ChatMessage[];
  /** where the next, older page starts */
  nextReqMessageID: string;
  isCompleted: boolean;
}

export interface ChatEvents {
  ready: undefined;
  kickedOut: undefined;
  messageReceived: ChatMessage[];
  conversationListUpdated: ChatConversation[];
}

export type ChatEventName = keyof ChatEvents;
export type ChatHandler<E extends ChatEventName> = (data: ChatEvents[E]) => void;

/** A message built by create*Message and not sent yet; what it holds is the implementation's business. */
export interface ChatDraft {
  readonly to: string;
}

export interface ChatClient {
  login(userID: string, userSig: string): Promise<void>;
  logout(): Promise<void>;
  on<E extends ChatEventName>(event: E, handler: ChatHandler<E>): void;
  off<E extends ChatEventName>(event: E, handler: ChatHandler<E>): void;
  getConversationList(): Promise<ChatConversation[]>;
  getMyProfile(): Promise<ChatProfile>;
  getMessageList(options: { conversationID: string; nextReqMessageID?: string; count: number }): Promise<MessagePage>;
  createTextMessage(to: string, text: string): ChatDraft;
  createImageMessage(to: string, file: File): ChatDraft;
  createCustomMessage(to: string, order: { description: string; order: unknown }): ChatDraft;
  sendMessage(draft: ChatDraft): Promise<ChatMessage>;
  getConversationProfile(conversationID: string): Promise<ChatConversation>;
  setMessageRead(conversationID: string): Promise<void>;
}

/** on / off / emit for the clients' events. */
export function createEmitter() {
  const handlers = new Map<ChatEventName, Set<(data: never) => void>>();
  return {
    on<E extends ChatEventName>(event: E, handler: ChatHandler<E>) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off<E extends ChatEventName>(event: E, handler: ChatHandler<E>) {
      handlers.get(event)?.delete(handler);
    },
    emit<E extends ChatEventName>(event: E, data: ChatEvents[E]) {
      handlers.get(event)?.forEach((h) => (h as ChatHandler<E>)(data));
    },
  };
}

export const C2C = 'C2C';
export const conversationIdOf = (userID: string) => `${C2C}${userID}`;
export const userIdOf = (conversationID: string) => conversationID.slice(C2C.length);
