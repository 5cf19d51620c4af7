// Friend entries as seed 1 §3 names them (To_Account, C2cNick, Gender, AllowType, C2cImage), built from a
// chat profile with display texts: a missing nick, gender or allow type shows 未知, an allow type the
// portal does not know shows 需要确认 (the cautious reading: ask before adding).
import type { ChatProfile } from './chat-client';
import * as chatTexts from '../../../generated/texts/chat';

export interface FriendEntry {
  To_Account: string;
  C2cNick: string;
  Gender: string;
  AllowType: string;
  C2cImage: string;
}

const UNKNOWN = chatTexts.unknown;
const NEEDS_CONFIRM = chatTexts.needConfirm;

const genders: Record<string, string> = {
  Gender_Type_Male: chatTexts.male,
  Gender_Type_Female: chatTexts.female,
  Gender_Type_Unknown: UNKNOWN,
};

const allowTypes: Record<string, string> = {
  AllowType_Type_AllowAny: chatTexts.allowAny,
  AllowType_Type_NeedConfirm: NEEDS_CONFIRM,
  AllowType_Type_DenyAny: chatTexts.denyAny,
};

export function toFriendEntry(p: ChatProfile): FriendEntry {
  return {
    To_Account: p.userID,
    C2cNick: p.nick || UNKNOWN,
    Gender: p.gender ? (genders[p.gender] ?? UNKNOWN) : UNKNOWN,
    AllowType: p.allowType ? (allowTypes[p.allowType] ?? NEEDS_CONFIRM) : UNKNOWN,
    C2cImage: p.avatar ?? '',
  };
}
