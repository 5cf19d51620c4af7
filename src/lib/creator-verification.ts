// The creator-verification page's decisions (seed 1 §2.9, §3, §4, §5, §6) in plain functions: which
// record a member sees, which step that record means, which verification kind the login may choose,
// and what the edit form starts with.
import type { ApiResult } from '../../generated/api/client';
import * as verificationTexts from '../../generated/texts/verification';
import { rules } from '../../generated/texts/rules';

export type VerificationKind = 'person' | 'enterprise';
export type PersonRecord = ApiResult<'getTeaPersonByUserId'>;
export type EnterpriseRecord = ApiResult<'getTeaEnterpriseByUserId'>;
export type VerificationRecord = PersonRecord | EnterpriseRecord;

/** spec VerificationType: 1 企业, 3 企业子账号, anything else a person (seed 1 §3). */
export const VERIFICATION_TYPE = { company: 1, subUser: 3 } as const;

/** A company and its sub-users read the enterprise record (a sub-user its enterprise's, §6); others the personal one. */
export function kindOfType(type: number): VerificationKind {
  return type === VERIFICATION_TYPE.company || type === VERIFICATION_TYPE.subUser ? 'enterprise' : 'person';
}

/** Sub-users see their enterprise's verification but only the enterprise's own account may change it. */
export const mayChange = (type: number) => type !== VERIFICATION_TYPE.subUser;

export const isEnterpriseRecord = (record: VerificationRecord): record is EnterpriseRecord => 'companyName' in record;

/**
 * The account-kind conflict of seed 1 §5, checked on step 1 before the form opens: enterprise
 * verification needs the enterprise's own legal-person login (a sub-user logs in as a legal person
 * but is not the enterprise), personal verification a personal login.
 */
export function conflictOf(kind: VerificationKind, login: { isCompany: boolean; type: number }): string | undefined {
  if (kind === 'enterprise')
    return login.isCompany && login.type === VERIFICATION_TYPE.company ? undefined : verificationTexts.needLegalAccount;
  return login.isCompany ? verificationTexts.needPersonalAccount : undefined;
}

/** The four steps of the page, in the Stepper's order. */
export const STEPS = verificationTexts.steps;

/** What the page shows for the member's record when no form is open (seed 1 §4; spec/texts.yaml rules.verificationStage). */
export type RecordStage =
  | { step: 0 }
  | { step: 2; status: 'waiting' | 'rejected'; record: VerificationRecord }
  | { step: 3; record: VerificationRecord };

export function stageOf(record: VerificationRecord | undefined): RecordStage {
  if (!record) return { step: 0 };
  const { waiting, rejected } = rules.verificationStage;
  if (waiting.includes(record.checkStatus)) return { step: 2, status: 'waiting', record };
  if (rejected.includes(record.checkStatus)) return { step: 2, status: 'rejected', record };
  return { step: 3, record };
}

/** An ID number with the birth date and sequence hidden: the first four and last four characters stay. */
export function maskIdCard(idCardNo: string): string {
  const keep = idCardNo.length > 8 ? 4 : 1;
  if (idCardNo.length <= keep * 2) return '*'.repeat(idCardNo.length);
  return idCardNo.slice(0, keep) + '*'.repeat(idCardNo.length - keep * 2) + idCardNo.slice(-keep);
}

/** province, city and county as the region picker holds them ("省,市,区"). */
export const regionOf = (record: Pick<EnterpriseRecord, 'province' | 'city' | 'county'>) =>
  [record.province, record.city, record.county].filter(Boolean).join(',');

/**
 * The edit form's starting data (重新提交 / 编辑): the record's own fields; the agreement is not ticked,
 * each submission agrees again.
 */
export function editInitialOf(record: VerificationRecord): Record<string, unknown> {
  const common = { name: record.name, idCardNo: record.idCardNo, headPic: record.headPic, idCardPic: record.idCardPic };
  const fields = isEnterpriseRecord(record)
    ? {
        ...common,
        companyInfo: record.companyInfo,
        companyName: record.companyName,
        licenseFile: record.licenseFile,
        province: record.province,
        city: record.city,
        county: record.county,
        region: regionOf(record),
        address: record.address,
      }
    : { ...common, personInfo: record.personInfo };
  // an empty value would count as filled in and skip its required message
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));
}
