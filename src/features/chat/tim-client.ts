// ChatClient over tim-js-sdk (production, seed 1 §7.4). Loaded with a dynamic import only when chat
// starts with config.chat.kind 'tim', so the SDK never weighs on routes without chat.
import TIM, { type ChatSDK, type Conversation, type Message } from 'tim-js-sdk';
import TIMUploadPlugin from 'tim-upload-plugin';
import {
  createEmitter,
  type ChatBody,
  type ChatClient,
  type ChatConversation,
  type ChatDraft,
  type ChatMessage,
  type ChatProfile,
  userIdOf,
} from './chat-client';

interface TimDraft extends ChatDraft {
  message: Message;
}

interface TimEvent<T> {
  data: T;
}

function bodyOf(m: Message): ChatBody {
  switch (m.type) {
    case TIM.TYPES.MSG_TEXT:
      return { type: 'text', payload: { text: m.payload.text } };
    case TIM.TYPES.MSG_IMAGE:
      // imageInfoArray: original, big, thumbnail; the original is what was sent
      return { type: 'image', payload: { url: m.payload.imageInfoArray?.[0]?.url ?? '' } };
    default:
      return {
        type: 'custom',
        payload: {
          data: m.payload?.data ?? '',
          description: m.payload?.description ?? '',
          extension: m.payload?.extension ?? '',
        },
      };
  }
}

const toMessage = (m: Message): ChatMessage => ({
  ...bodyOf(m),
  ID: m.ID,
  conversationID: m.conversationID,
  from: m.from,
  to: m.to,
  flow: m.flow === 'out' ? 'out' : 'in',
  time: m.time,
  nick: m.nick,
  avatar: m.avatar,
});

// gender and allowType are TIM.TYPES string values
const toProfile = (p: {
  userID: string;
  nick?: string;
  avatar?: string;
  gender?: unknown;
  allowType?: unknown;
}): ChatProfile => ({
  userID: p.userID,
  nick: p.nick,
  avatar: p.avatar,
  gender: p.gender ? String(p.gender) : undefined,
  allowType: p.allowType ? String(p.allowType) : undefined,
});

const toConversation = (c: Conversation): ChatConversation => ({
  conversationID: c.conversationID,
  unreadCount: c.unreadCount,
  userProfile: toProfile(c.userProfile ?? { userID: userIdOf(c.conversationID) }),
  // the list's lastMessage is a summary (type, payload, fromAccount, lastTime), not a full Message
  lastMessage: c.lastMessage?.type
    ? toMessage({
        ...c.lastMessage,
        ID: '',
        conversationID: c.conversationID,
        from: c.lastMessage.fromAccount,
        time: c.lastMessage.lastTime,
      } as Message)
    : undefined,
});

export function createTimClient(SDKAppID: number): ChatClient {
  const tim: ChatSDK = TIM.create({ SDKAppID });
  // image messages are uploaded by the SDK's upload plugin
  tim.registerPlugin({ 'tim-upload-plugin': TIMUploadPlugin });
  tim.setLogLevel(1);
  const events = createEmitter();
  tim.on(TIM.EVENT.SDK_READY, () => events.emit('ready', undefined));
  tim.on(TIM.EVENT.KICKED_OUT, () => events.emit('kickedOut', undefined));
  tim.on(TIM.EVENT.MESSAGE_RECEIVED, (e: TimEvent<Message[]>) => events.emit('messageReceived', e.data.map(toMessage)));
  tim.on(TIM.EVENT.CONVERSATION_LIST_UPDATED, (e: TimEvent<Conversation[]>) =>
    events.emit('conversationListUpdated', e.data.map(toConversation)),
  );
  const draft = (to: string, message: Message): TimDraft => ({ to, message });
  const single = { conversationType: TIM.TYPES.CONV_C2C };

  return {
    login: (userID, userSig) => tim.login({ userID, userSig }).then(() => undefined),
    logout: () => tim.logout(),
    on: events.on,
    off: events.off,
    getConversationList: () =>
      tim.getConversationList().then((r) => (r.data.conversationList as Conversation[]).map(toConversation)),
    getMyProfile: () => tim.getMyProfile().then((r) => toProfile(r.data)),
    async getMessageList({ conversationID, nextReqMessageID, count }) {
      // `count` is no longer in the typings but the SDK still reads it (at most 15)
      const options = { conversationID, nextReqMessageID, count };
      const r = await tim.getMessageList(options);
      return {
        messageList: (r.data.messageList as Message[]).map(toMessage),
        nextReqMessageID: r.data.nextReqMessageID,
        isCompleted: r.data.isCompleted,
      };
    },
    createTextMessage: (to, text) => draft(to, tim.createTextMessage({ to, ...single, payload: { text } })),
    createImageMessage: (to, file) => draft(to, tim.createImageMessage({ to, ...single, payload: { file } })),
    createCustomMessage: (to, { description, order }) =>
      draft(
        to,
        tim.createCustomMessage({
          to,
          ...single,
          payload: { data: 'order', description, extension: JSON.stringify(order) },
        }),
      ),
    sendMessage: (d) => tim.sendMessage((d as TimDraft).message).then((r) => toMessage(r.data.message)),
    getConversationProfile: (conversationID) =>
      tim.getConversationProfile(conversationID).then((r) => toConversation(r.data.conversation)),
    setMessageRead: (conversationID) => tim.setMessageRead({ conversationID }).then(() => undefined),
  };
}
