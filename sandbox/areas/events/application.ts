// A festival activity application (seed 2 §5): the request validator has checked each field's shape;
// these are the rules between fields, in the form's documented order, then the date rules the form's
// pickers enforce (texts assumed, spec saveActivity x-assumed). The sandbox refuses what the form would.
import { fail } from '../../handlers/shared.js';
import type { Fields } from '../record-store.js';
import { ONLINE } from './activities.js';
import { dayFrom } from './schedule.js';

const APPLICATION_FIELDS = [
  'enterpriseId',
  'uploadFiles',
  'videos',
  'coverPic',
  'signUpStartTime',
  'signUpEndTime',
  'startTime',
  'endTime',
  'dayStartTime',
  'dayEndTime',
  'sponsor',
  'name',
  'enterpriseIsJoin',
  'type',
  'number',
  'address',
  'crtHost',
  'details',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** HH:mm becomes HH:mm:ss, the form the seeds show daily times in. */
const clock = (value: unknown) => (text(value).length === 5 ? `${text(value)}:00` : text(value));

/** The stored fields of an application; no date may be earlier than yesterday. */
export function applicationFields(body: Fields, now: number): Fields {
  const fields: Fields = Object.fromEntries(APPLICATION_FIELDS.map((name) => [name, body[name]]));
  const joins = body.enterpriseIsJoin === 1;
  fields.signUpStartTime = joins ? text(body.signUpStartTime) : '';
  fields.signUpEndTime = joins ? text(body.signUpEndTime) : '';
  fields.crtHost = body.type === ONLINE ? text(body.crtHost) : '';
  fields.dayStartTime = clock(body.dayStartTime);
  fields.dayEndTime = clock(body.dayEndTime);
  if (joins && (!fields.signUpStartTime || !fields.signUpEndTime)) fail('请选择报名时间');
  if (body.type === ONLINE && !fields.crtHost) fail('请输入活动链接');

  const yesterday = dayFrom(now, -1);
  const dates = ['signUpStartTime', 'signUpEndTime', 'startTime', 'endTime'] as const;
  if (dates.some((d) => fields[d] && String(fields[d]) < yesterday)) fail('日期不能早于昨天');
  if (joins && String(fields.signUpEndTime) < String(fields.signUpStartTime)) fail('报名结束时间不能早于报名开始时间');
  if (joins && String(fields.startTime) < String(fields.signUpEndTime)) fail('活动时间不能早于报名截止时间');
  if (String(fields.endTime) < String(fields.startTime)) fail('活动结束时间不能早于开始时间');
  if (String(fields.dayEndTime) < String(fields.dayStartTime)) fail('每天结束时间不能早于开始时间');
  return fields;
}
