import { DEMO_ACCOUNTS } from './seed.js';

/** What `npm start` and `npm run dev` print once the sandbox listens. */
export function printBanner(url: string): void {
  console.log(`\n茶产业门户 sandbox: ${url}\n\n演示账号（账号 / 密码 / 手机号）：`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.kind}  ${account.username} / ${account.password} / ${account.phone}`);
  }
  console.log('\n短信验证码打印在此控制台（测试可读 GET /__sandbox/sms?phone=…）。\n');
}
