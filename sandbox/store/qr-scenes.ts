// QR-login scenes (seed 1 §4): 0 waiting for a scan, 2 scanned, 1 logged in (the session's ticket is
// kept on the scene until the first poll takes it, with the scene). A scene lives 5 minutes.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db.js';

export const SCENE_TTL_MS = 5 * 60_000;
export const QR_STATE = { waiting: 0, loggedIn: 1, scanned: 2 } as const;

export interface QrScene {
  id: string;
  state: number;
  ticket: string | null;
  createdAt: number;
}

export function createScene(db: Db, now: number): string {
  const id = randomUUID();
  db.prepare('INSERT INTO qr_scenes (id, state, createdAt) VALUES (?, ?, ?)').run(id, QR_STATE.waiting, now);
  return id;
}

/** The scene, 'expired' once it is older than 5 minutes, or undefined when it never existed. */
export function findScene(db: Db, id: string, now: number): QrScene | 'expired' | undefined {
  const scene = db.prepare('SELECT * FROM qr_scenes WHERE id = ?').get(id) as QrScene | undefined;
  if (!scene) return undefined;
  return now - scene.createdAt > SCENE_TTL_MS ? 'expired' : scene;
}

export function updateScene(db: Db, id: string, state: number, ticket: string | null = null): void {
  db.prepare('UPDATE qr_scenes SET state = ?, ticket = ? WHERE id = ?').run(state, ticket, id);
}

/** The confirmed scene's ticket, deleting the scene in the same statement (two polls cannot both take it). */
export function takeConfirmedScene(db: Db, id: string): string | undefined {
  const row = db
    .prepare('DELETE FROM qr_scenes WHERE id = ? AND state = ? RETURNING ticket')
    .get(id, QR_STATE.loggedIn) as { ticket: string | null } | undefined;
  return row?.ticket ?? undefined;
}
