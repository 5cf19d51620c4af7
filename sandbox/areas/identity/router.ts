// The identity area's Express routes. Mount with app.use(identityRouter(ctx)) AFTER the spec's
// validator and BEFORE the operation routes: it hands the validated request what a handler cannot
// read itself (the uploaded file, request-context.ts), and adds the sandbox-only endpoints:
//   GET  /__sandbox/uploads/<name>                                 a stored upload (data.filePath)
//   POST /__sandbox/review/realname?userId=…&approve=1|0            staff's real-name decision  (tests, demo)
//   POST /__sandbox/review/creator?userId=…&approve=1|0&remarks=…   staff's creator-verification decision  (tests,
// demo)
//   POST /__sandbox/ocr  {appid, sign, card_type, url_list}         the card-recognition service
import express, { Router, type Request, type Response } from 'express';
import type { SandboxContext } from '../../context.js';
import { BusinessError } from '../../handlers/shared.js';
import { recognizeCards } from './card-recognition.js';
import { reviewCreatorVerification } from './creator-verification.js';
import { reviewRealName } from './real-name.js';
import { attachRequestContext, type UploadedPart } from './request-context.js';
import { STORED_NAME, uploadsDir } from './uploads.js';

/** Answers a sandbox-only call: its result, or the refusal of a BusinessError as HTTP 409. */
function answer(res: Response, run: () => unknown): void {
  try {
    res.json({ code: 200, msg: '操作成功', data: run() });
  } catch (err) {
    if (!(err instanceof BusinessError)) throw err;
    res.status(409).json({ code: 409, msg: err.message });
  }
}

export function identityRouter(ctx: SandboxContext, reviews: boolean): Router {
  const router = Router();

  router.post('/api/upload/huploadFile', (req, _res, next) => {
    req.body ??= {};
    attachRequestContext(req.body, { files: (req as Request & { files?: UploadedPart[] }).files });
    next();
  });

  router.get('/__sandbox/uploads/:name', (req, res) => {
    const name = String(req.params.name);
    if (!STORED_NAME.test(name)) return res.status(404).json({ code: 404, msg: `资源不存在：${req.path}` });
    // Stored files never change: a new upload gets a new name.
    res.sendFile(
      name,
      {
        root: uploadsDir(ctx.db),
        // sandbox: even a file that got past the content check could run no script as the portal's origin
        headers: {
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
        },
      },
      (err) => {
        if (err && !res.headersSent) res.status(404).json({ code: 404, msg: `资源不存在：${req.path}` });
      },
    );
  });

  // staff decisions: tests and an explicit demo only (anyone could approve their own review)
  if (reviews) {
    router.post('/__sandbox/review/realname', (req, res) =>
      answer(res, () => ({
        idcardStatus: reviewRealName(ctx.db, String(req.query.userId ?? ''), req.query.approve === '1'),
      })),
    );

    router.post('/__sandbox/review/creator', (req, res) =>
      answer(res, () =>
        reviewCreatorVerification(
          ctx.db,
          String(req.query.userId ?? ''),
          req.query.approve === '1',
          String(req.query.remarks ?? ''),
        ),
      ),
    );
  }

  router.post('/__sandbox/ocr', express.json(), (req, res) => {
    res.json(recognizeCards(ctx.db, ctx.now(), req.body ?? {}));
  });

  return router;
}
