// One error middleware for everything: validator refusals, body-parser failures, handler bugs and
// answers that break the contract all become the {code, msg} envelope; the server never crashes.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { redactUrl } from './redact.js';
import { validationMessage } from './validation-messages.js';
import { isApiPath } from './validation.js';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
  path?: string;
  errors?: { path?: string; message?: string; errorCode?: string }[];
}

function messageFor(status: number, err: HttpError, method: string, path: string, contentType = ''): string {
  if (err.type === 'entity.parse.failed') return '参数错误：请求体不是合法的 JSON';
  if (err.type === 'entity.too.deep') return err.message!;
  switch (status) {
    case 400:
      return validationMessage(err.errors ?? [{ message: err.message }]);
    case 401:
      return '签名校验失败';
    case 404:
      return isApiPath(path) ? `接口不存在：${method} ${path}` : `资源不存在：${path}`;
    case 405:
      return `接口不支持该请求方法：${method} ${path}`;
    case 413:
      return '请求体过大';
    case 415:
      return `参数错误：不支持的请求体类型 ${contentType || '（未指定）'}`;
    default:
      if (status < 500) return `请求被拒绝：${err.message ?? status}`;
      return err.errors?.some((e) => e.path?.startsWith('/response')) ? '服务器应答不符合接口约定' : '服务器内部错误';
  }
}

export const handleErrors: ErrorRequestHandler = (thrown: unknown, req, res, _next) => {
  const err: HttpError = typeof thrown === 'object' && thrown !== null ? thrown : { message: String(thrown) };
  const declared = Number(err.status ?? err.statusCode);
  const status = Number.isInteger(declared) && declared >= 400 && declared < 600 ? declared : 500;
  const msg = messageFor(status, err, req.method, req.path, req.headers['content-type']);
  if (status >= 500) {
    // A handler bug or an answer the spec does not allow (response validation): loud, every time.
    console.error(
      `\n[sandbox] !!! ${status} ${req.method} ${redactUrl(req.originalUrl)}: ${err.message}`,
      err.errors ?? err,
      '\n',
    );
  }
  // For the request log (app.ts); a refused signature also says why, which the client is not told.
  res.locals.note = status === 401 ? `${msg}（${err.message}）` : msg;
  if (res.headersSent) return;
  res.status(status).json({ code: status, msg });
};

/** Whatever no route answered. */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ code: 404, msg: messageFor(404, {}, req.method, req.path) });
};
