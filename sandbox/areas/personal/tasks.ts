// Tasks (任务): newcomer tasks (type 0) are done once their points type was ever awarded, daily tasks
// (type 1) once it was awarded today. status 0 shows 领取 (go to the task's route), otherwise 已完成.
import type { Handler } from '../../handlers/shared.js';
import { listRecords, pageOf, type Stored } from '../record-store.js';
import { latestPoints } from './points.js';
import { startOfDay } from './time.js';

export const TASK_KIND = 'task';

export const taskHandlers: Record<string, Handler> = {
  listUserTasks({ query }, ctx) {
    const userId = query.userId as string;
    const today = startOfDay(ctx.now());
    const kind = query.type === undefined || query.type === '' ? undefined : Number(query.type);
    const latest = latestPoints(ctx.db, userId);
    const tasks = listRecords(ctx.db, TASK_KIND, { sort: { field: 'sort' } })
      .filter((task) => kind === undefined || task.type === kind)
      .map(({ id, taskName, score, type, pointsType, path }: Stored) => {
        const done = (latest.get(pointsType as number) ?? -1) >= (type === 0 ? 0 : today);
        return { id, taskName, score, type, pointsType, status: done ? 1 : 0, ...(path ? { path } : {}) };
      });
    return { code: 200, msg: '操作成功', page: pageOf(tasks, query.pageIndex, query.pageSize) };
  },
};
