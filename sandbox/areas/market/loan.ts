// The tea-farmer loan application (seed 3 §2.10, §5, §7; seed 2 §8): one application per member, a
// second answers code 105 with the first one.
import type { Db } from '../../db.js';
import { fail, ok, type Envelope, type Handler } from '../../handlers/shared.js';
import { insertRecord, listRecords, type Stored } from '../record-store.js';
import { stamp } from '../personal/time.js';
import { requireMember } from './common.js';
import { TOWNSHIPS } from './townships.js';

const LOAN_KIND = 'loanApplication';
const LOAN_SUBMITTED = '信息提交成功，线下会有业务人员与您联系，请注意电话接听';

const FIELDS = ['name', 'phone', 'area', 'year', 'varieties', 'yield', 'idCard', 'county', 'city', 'address'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11643: the 18th character is the check digit of the first 17. */
function idCardValid(idCard: string): boolean {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(idCard[i]), 0);
  return '10X98765432'[sum % 11] === idCard[17].toUpperCase();
}

/** Seed 2 §8: code 105 = this member has applied already; the earlier application comes with it. */
function alreadyApplied(db: Db, memberId: string): Envelope | undefined {
  const earlier: Stored | undefined = listRecords(db, LOAN_KIND, { where: { memberId } })[0];
  return earlier && { code: 105, msg: '您已提交过贷款申请，请勿重复提交', data: earlier };
}

export const loanHandlers: Record<string, Handler> = {
  showLoanApply({ query }, { db }) {
    const member = requireMember(db, query.memberId);
    return alreadyApplied(db, member.id) ?? ok(undefined, '尚未申请');
  },

  applyForLoan({ query }, ctx) {
    const member = requireMember(ctx.db, query.memberId);
    const earlier = alreadyApplied(ctx.db, member.id);
    if (earlier) return earlier;
    if (!idCardValid(String(query.idCard))) fail('茶农身份证号格式不正确');
    if (!TOWNSHIPS[String(query.county)].includes(String(query.city))) fail('请选择茶园所在乡镇');
    const now = ctx.now();
    const fields = Object.fromEntries(FIELDS.map((name) => [name, query[name]]));
    return ok(
      insertRecord(ctx.db, LOAN_KIND, { ...fields, memberId: member.id, crtTime: stamp(now) }, now),
      LOAN_SUBMITTED,
    );
  },
};
