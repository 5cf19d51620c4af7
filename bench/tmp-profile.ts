import { inProcessLists } from './in-process-lists.js';
const { calls, close } = inProcessLists();
const names = (process.env.CALLS ?? 'findToutiaoByCondition {}').split('|');
for (const name of names) {
  const call = calls.find((c) => c.name === name)!;
  for (let i = 0; i < 50; i++) await call.run();
  const t = performance.now();
  for (let i = 0; i < 2000; i++) await call.run();
  console.log(name, ((performance.now() - t) / 2).toFixed(0), 'µs');
}
close();
