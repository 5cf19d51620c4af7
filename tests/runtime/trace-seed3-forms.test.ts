// Seed 3 §5's forms walked as a person fills them, on the generated form and validator: from an empty
// form each submit shows the next message of the seed's list (its text, in its order), a wrong value its
// own message, and the filled form none. The seed's texts are written out here, not read from the YAML,
// so a YAML that drifts from the seed fails (tests/trace/seed-3.tsv cites these titles).
import { describe, expect, it } from 'vitest';
import { forms, type FormId } from '../../generated/forms';
import { dateRefusals, firstFailing, shownErrors } from '../../src/pages/form-logic';
import { valid as contestSignup } from '../forms/cases/contest-signup';
import { valid as exhibitorSignup } from '../forms/cases/exhibitor-signup';
import { valid as makeOffer } from '../forms/cases/make-offer';
import { valid as publishGoods } from '../forms/cases/publish-goods';
import { valid as publishJob } from '../forms/cases/publish-job';
import { valid as publishWantBuy } from '../forms/cases/publish-want-buy';
import { valid as teaLoan } from '../forms/cases/tea-loan-apply';

type Data = Record<string, unknown>;
/** A message expected on submit, then what the person types before the next submit. */
type Step = [message: string, patch: Data];

async function shown(id: FormId, data: Data): Promise<string | null> {
  const { form, validator } = await forms[id]();
  // as the form view does: the validator's errors, and the date rules rjsf is handed as extraErrors
  const errors = [
    ...shownErrors(validator.validateFormData(data, form.schema).errors),
    ...dateRefusals(form, data).map(({ field, text }) => ({ property: `.${field}`, message: text })),
  ];
  return errors.length ? (firstFailing(form, errors) ?? null) : null;
}

async function walk(id: FormId, start: Data, steps: Step[]): Promise<string[]> {
  const seen: string[] = [];
  let data = { ...start };
  for (const [, patch] of steps) {
    seen.push((await shown(id, data)) ?? '(none)');
    data = { ...data, ...patch };
  }
  seen.push((await shown(id, data)) ?? '(none)');
  return seen;
}

const messagesOf = (steps: Step[]) => [...steps.map(([m]) => m), '(none)'];
const pick = (from: Data, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, from[k]]));

describe('seed 3 §5 forms, filled one field at a time', () => {
  it('publish job: 请输入联系人姓名 … 请先同意承诺 in the seed order, no phone format check', async () => {
    const start = { xinziStatus: 0, xinziType: 1, shanggangStatus: 0, promise: false };
    const steps: Step[] = [
      ['请输入联系人姓名', pick(publishJob, 'contactName')],
      // any text is a phone here (seed 3 §5: job publish has no phone format check), up to the input's 11
      ['请输入联系电话', { contactPhone: '03766201234' }],
      ['请添加职位名称', pick(publishJob, 'jobName')],
      ['请输入招聘人数', pick(publishJob, 'number')],
      ['请输入薪资待遇', pick(publishJob, 'xinzi')],
      ['请选择结薪方式', pick(publishJob, 'jiexinfangshi')],
      ['请选择用工开始时间', pick(publishJob, 'ygkssj')],
      ['请选择用工结束时间', pick(publishJob, 'ygjssj')],
      ['请选择工作地点', pick(publishJob, 'jingdu', 'weidu')],
      ['请输入详细地址', pick(publishJob, 'address')],
      ['请输入工作描述', pick(publishJob, 'gzDescribe')],
      ['请输入茶园名称', pick(publishJob, 'chayuanName')],
      ['请上传茶园介绍', pick(publishJob, 'yscyWorkImageEntities')],
      ['请先同意承诺', { promise: true }],
    ];
    expect(await walk('publish-job', start, steps)).toEqual(messagesOf(steps));
  });

  it('publish job: negotiable pay skips 请输入薪资待遇, starting at once skips both dates', async () => {
    const start = {
      ...publishJob,
      xinziStatus: 1,
      xinzi: undefined,
      shanggangStatus: 1,
      ygkssj: undefined,
      ygjssj: undefined,
    };
    expect(await shown('publish-job', start)).toBeNull();
  });

  it('publish purchase request: 请上传企业照片 … 请输入收货地址, the phone pattern fifth', async () => {
    const steps: Step[] = [
      ['请上传企业照片', pick(publishWantBuy, 'enterpriseImg')],
      ['请输入企业名称', pick(publishWantBuy, 'enterpriseName')],
      ['请输入联系人', pick(publishWantBuy, 'contacts')],
      ['请输入联系方式', { contactInformation: '12345678901' }],
      ['联系方式不正确', pick(publishWantBuy, 'contactInformation')],
      ['请选择报名截止日期', pick(publishWantBuy, 'endTime')],
      ['请输入采购产品名称', pick(publishWantBuy, 'goodName')],
      ['请输入采购量', pick(publishWantBuy, 'purchaseVolume')],
      ['请输入收货地址', pick(publishWantBuy, 'address')],
    ];
    expect(await walk('publish-want-buy', {}, steps)).toEqual(messagesOf(steps));
  });

  it('publish goods: 请输入联系人, the phone pattern, 请输入商品详细介绍, 请上传商品图片', async () => {
    const steps: Step[] = [
      ['请输入联系人', pick(publishGoods, 'people')],
      ['联系方式不正确', { phone: '1380000000' }],
      ['联系方式不正确', pick(publishGoods, 'phone')],
      ['请输入商品详细介绍', pick(publishGoods, 'detailedInformation')],
      ['请上传商品图片', pick(publishGoods, 'imgs')],
    ];
    expect(await walk('publish-goods', {}, steps)).toEqual(messagesOf(steps));
  });

  it('offer: 请输入报价商, 请输入金额, 请输入联系人, the phone pattern', async () => {
    const steps: Step[] = [
      ['请输入报价商', pick(makeOffer, 'business')],
      ['请输入金额', pick(makeOffer, 'offerPrice')],
      ['请输入联系人', pick(makeOffer, 'people')],
      ['联系方式不正确', { phone: '23800000001' }],
      ['联系方式不正确', pick(makeOffer, 'phone')],
    ];
    expect(await walk('make-offer', {}, steps)).toEqual(messagesOf(steps));
  });

  it('exhibitor sign-up: 请输入负责人, the phone pattern, 请输入企业名称, 请输入企业营业执照; the cover optional', async () => {
    const steps: Step[] = [
      ['请输入负责人', pick(exhibitorSignup, 'chargeperson')],
      ['联系方式不正确', pick(exhibitorSignup, 'phone')],
      ['请输入企业名称', pick(exhibitorSignup, 'name')],
      ['请输入企业营业执照', pick(exhibitorSignup, 'companyPic')],
    ];
    expect(await walk('exhibitor-signup', {}, steps)).toEqual(messagesOf(steps));
  });

  it('contest sign-up: 请上传封面 … 请上传介绍图片或视频, the ID number up to 18 and no other check', async () => {
    const steps: Step[] = [
      ['请上传封面', pick(contestSignup, 'coverPic')],
      ['请输入参赛名称', pick(contestSignup, 'name')],
      ['请输入联系人', pick(contestSignup, 'contacts')],
      // any 18 characters pass: no format check of the number
      ['请输入身份证号', { idcard: '12345678901234567X' }],
      ['联系方式不正确', pick(contestSignup, 'phone')],
      ['请输入参赛介绍', pick(contestSignup, 'details')],
      ['请上传介绍图片或视频', pick(contestSignup, 'fileList')],
    ];
    expect(await walk('contest-signup', {}, steps)).toEqual(messagesOf(steps));
    const four = Array.from({ length: 4 }, (_, n) => ({ path: `/__sandbox/uploads/g${n}.png`, type: 1 }));
    expect(await shown('contest-signup', { ...contestSignup, fileList: four })).toBe('最多上传三张');
  });

  it('loan application: 请输入茶农姓名 … 请输入茶园地址, the ID number format after its presence', async () => {
    const steps: Step[] = [
      ['请输入茶农姓名', pick(teaLoan, 'name')],
      ['联系电话格式不正确', pick(teaLoan, 'phone')],
      ['请输入茶园面积', pick(teaLoan, 'area')],
      ['请输入定值年份', pick(teaLoan, 'year')],
      ['请输入种植品种', pick(teaLoan, 'varieties')],
      ['请输入当年预估产量', pick(teaLoan, 'yield')],
      ['请输入茶农身份证号', { idCard: '41150219900512' }],
      ['茶农身份证号格式不正确', pick(teaLoan, 'idCard')],
      ['请输入茶园所在县域', pick(teaLoan, 'county')],
      ['请输入茶园所在乡镇', pick(teaLoan, 'city')],
      ['请输入茶园地址', pick(teaLoan, 'address')],
    ];
    expect(await walk('tea-loan-apply', {}, steps)).toEqual(messagesOf(steps));
  });
});
