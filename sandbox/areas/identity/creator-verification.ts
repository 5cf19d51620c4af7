// Creator verification (seed 1 §2.9, §4, §5): personal or enterprise, allowed by the account kind; a
// submission waits for review (checkStatus 0), is approved (1) or rejected with a reason (2), and an
// update resubmits it. Sub-users (deputy operators) see their enterprise's record.
import type { Db } from '../../db.js';
import { fail, ok, type Handler } from '../../handlers/shared.js';
import type { MemberRow } from '../../store/members.js';
import { getRecord, insertRecord, listRecords, updateRecord, type Fields, type Stored } from '../record-store.js';
import { deputyRecordOf, requireMember, VERIFICATION_TYPE, verificationTypeOf } from './members.js';

export const CHECK_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const;
const SUBMITTED = '信息提交成功，线下会有业务人员与您联系，请注意电话接听';

interface Kind {
  record: 'tea-person' | 'tea-enterprise';
  fields: string[];
  /** the account kind this verification needs, and the refusal for the other kind (seed 1 §5) */
  allowed: (db: Db, member: MemberRow) => boolean;
  refusal: string;
  attestation: (fields: Fields) => string;
}

const COMMON_FIELDS = ['name', 'idCardNo', 'headPic', 'idCardPic'];

const PERSON: Kind = {
  record: 'tea-person',
  fields: [...COMMON_FIELDS, 'personInfo'],
  allowed: (_db, member) => member.isCompany === 0,
  refusal: '权限不足，请使用个人账号登录后进行认证',
  attestation: (f) => `个人认证：${String(f.name)}`,
};

const ENTERPRISE: Kind = {
  record: 'tea-enterprise',
  fields: [...COMMON_FIELDS, 'companyInfo', 'companyName', 'licenseFile', 'province', 'city', 'county', 'address'],
  // a sub-user logs in as a legal person too, but only the enterprise's own account verifies it
  allowed: (db, member) => verificationTypeOf(db, member) === VERIFICATION_TYPE.company,
  refusal: '权限不足，请使用法人账号登录后进行认证',
  attestation: (f) => `企业认证：${String(f.companyName)}`,
};

const recordOf = (db: Db, kind: Kind, userId: string): Stored | undefined =>
  listRecords(db, kind.record, { where: { userId } })[0];

function fieldsOf(kind: Kind, body: Record<string, unknown>): Fields {
  const fields: Fields = Object.fromEntries(
    kind.fields.filter((f) => body[f] !== undefined).map((f) => [f, String(body[f]).trim()]),
  );
  return { ...fields, attestation: kind.attestation(fields) };
}

function allowedMember(db: Db, kind: Kind, userId: unknown): MemberRow {
  const member = requireMember(db, userId);
  if (!kind.allowed(db, member)) fail(kind.refusal);
  return member;
}

const save =
  (kind: Kind): Handler =>
  ({ body }, ctx) => {
    const member = allowedMember(ctx.db, kind, body.userId);
    const existing = recordOf(ctx.db, kind, member.id);
    if (existing)
      fail(existing.checkStatus === CHECK_STATUS.waiting ? '认证审核中，请耐心等待' : '已提交过认证，请修改后重新提交');
    insertRecord(
      ctx.db,
      kind.record,
      { userId: member.id, ...fieldsOf(kind, body), checkStatus: CHECK_STATUS.waiting, checkRemarks: '' },
      ctx.now(),
    );
    return ok(undefined, SUBMITTED);
  };

// Resubmission after a rejection and editing after approval both go back to review.
const update =
  (kind: Kind): Handler =>
  ({ body }, ctx) => {
    const member = allowedMember(ctx.db, kind, body.userId);
    const record = getRecord(ctx.db, kind.record, String(body.id));
    if (!record || record.userId !== member.id) fail('认证信息不存在');
    if (record.checkStatus === CHECK_STATUS.waiting) fail('认证审核中，请耐心等待');
    updateRecord(ctx.db, kind.record, record.id, {
      ...fieldsOf(kind, body),
      checkStatus: CHECK_STATUS.waiting,
      checkRemarks: '',
    });
    return ok(undefined, SUBMITTED);
  };

/** Whose enterprise verification a member sees: a sub-user's enterprise's, otherwise its own. */
function enterpriseOwnerOf(db: Db, member: MemberRow): string {
  return String(deputyRecordOf(db, member.id)?.enterpriseId ?? member.id);
}

function summaryOf(record: Stored | undefined, info: 'personInfo' | 'companyInfo') {
  return (
    record && { id: record.id, attestation: record.attestation, [info]: record[info], checkStatus: record.checkStatus }
  );
}

export const creatorVerificationHandlers: Record<string, Handler> = {
  saveTeaPerson: save(PERSON),
  updateTeaPerson: update(PERSON),
  saveTeaEnterprise: save(ENTERPRISE),
  updateTeaEnterprise: update(ENTERPRISE),

  checkUserState({ query }, ctx) {
    const member = requireMember(ctx.db, query.userId);
    return ok({
      type: verificationTypeOf(ctx.db, member),
      person: summaryOf(recordOf(ctx.db, PERSON, member.id), 'personInfo'),
      enterprise: summaryOf(recordOf(ctx.db, ENTERPRISE, enterpriseOwnerOf(ctx.db, member)), 'companyInfo'),
    });
  },

  getTeaPersonByUserId({ query }, ctx) {
    const member = requireMember(ctx.db, query.userId);
    const record = recordOf(ctx.db, PERSON, member.id);
    return ok(record && { ...record, type: verificationTypeOf(ctx.db, member) });
  },

  getTeaEnterpriseByUserId({ query }, ctx) {
    const member = requireMember(ctx.db, query.userId);
    const record = recordOf(ctx.db, ENTERPRISE, enterpriseOwnerOf(ctx.db, member));
    return ok(record && { ...record, type: verificationTypeOf(ctx.db, member) });
  },
};

/**
 * Staff's decision on a member's pending creator verification (personal or enterprise); a rejection
 * carries the reason the page shows. Answers the reviewed record.
 */
export function reviewCreatorVerification(db: Db, userId: string, approve: boolean, remarks = ''): Stored {
  const pending = [PERSON, ENTERPRISE]
    .map((kind) => ({ kind, record: recordOf(db, kind, userId) }))
    .find(({ record }) => record?.checkStatus === CHECK_STATUS.waiting);
  if (!pending?.record) fail('该用户没有待审核的创作者认证');
  if (!approve && !remarks.trim()) fail('请填写驳回原因');
  return updateRecord(db, pending.kind.record, pending.record.id, {
    checkStatus: approve ? CHECK_STATUS.approved : CHECK_STATUS.rejected,
    checkRemarks: approve ? '' : remarks.trim(),
  })!;
}
