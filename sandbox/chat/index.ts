// The sandbox's chat service, wired in by server.ts: the WebSocket service on the HTTP server and the
// image files route in front of the app.
import express, { type Express } from 'express';
import type { Db } from '../db.js';
import { chatFiles } from './files.js';
import { CHAT_PATH, createChatService } from './service.js';
import { createChatStore } from './store.js';

export function startChat(db: Db, dataDir: string, now: () => number) {
  const files = chatFiles(dataDir);
  const service = createChatService({ store: createChatStore(db), saveImage: files.saveImage, now });
  return {
    /** The app behind /__chat/files; created apart so app.ts's route order stays as it is. */
    withFiles: (app: Express): Express => express().disable('x-powered-by').use(CHAT_PATH, files.router).use(app),
    attach: service.attach,
    close: service.close,
  };
}
