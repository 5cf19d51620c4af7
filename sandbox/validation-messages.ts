// Turns express-openapi-validator's (English, ajv-based) request errors into the Chinese message of a
// 400 envelope, naming the field: 参数错误：query.phone 必须匹配格式 ^1\d{10}$.
interface ValidationItem {
  path?: string;
  message?: string;
  errorCode?: string;
}

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

/** ajv keyword → Chinese text, given ajv's English message (which carries the rule's value). */
const BY_KEYWORD: Record<string, (message: string) => string> = {
  required: () => '为必填项',
  pattern: (m) => `必须匹配格式 ${quoted(m)}`,
  format: (m) => `必须符合 ${quoted(m)} 格式`,
  minLength: (m) => `长度不能少于 ${number(m)} 个字符`,
  maxLength: (m) => `长度不能超过 ${number(m)} 个字符`,
  minimum: (m) => `不能小于 ${number(m)}`,
  maximum: (m) => `不能大于 ${number(m)}`,
  type: (m) =>
    `必须是${m
      .replace(/^must be /, '')
      .split(',')
      .map((t) => TYPE_NAMES[t] ?? t)
      .join('或')}`,
  enum: (m) => `必须是以下值之一：${m.split(': ').slice(1).join(': ')}`,
  const: () => '不是允许的值',
  additionalProperties: () => '不是接口定义的字段',
  oneOf: () => '不符合任何一种允许的形式',
};

const quoted = (message: string) => /"(.*)"/.exec(message)?.[1] ?? message;
const number = (message: string) => /-?\d+(\.\d+)?/.exec(message)?.[0] ?? message;

function describe({ path, message = '', errorCode = '' }: ValidationItem): string {
  const field = (path ?? '').replace(/^\//, '').split('/').join('.') || '请求';
  const keyword = errorCode.replace(/\.openapi\.validation$/, '');
  if (BY_KEYWORD[keyword]) return `${field} ${BY_KEYWORD[keyword](message)}`;
  if (message.startsWith('Unknown query parameter')) return `${field} 不是接口定义的参数`;
  if (message.startsWith('Empty value found')) return `${field} 不能为空`;
  return `${field} ${message}`;
}

export function validationMessage(errors: ValidationItem[]): string {
  return `参数错误：${[...new Set(errors.map(describe))].join('；')}`;
}
