// `npm run sandbox:reset`: delete the data folder; the next start recreates and re-seeds it.
import { rmSync } from 'node:fs';
import { DEFAULT_DATA_DIR } from './server.js';

rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
console.log(`[sandbox] 已删除 ${DEFAULT_DATA_DIR}，下次启动时重新生成演示数据。`);
