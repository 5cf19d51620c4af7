import { DEMO_ACCOUNTS } from './seed.js';

/** What `npm start` and `npm run dev` print once the sandbox listens. */
export function printBanner(url: string, demo: boolean): void {
  console.log(`\n茶产业门户 sandbox: ${url}\n\n演示账号（账号 / 密码 / 手机号）：`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.kind}  ${account.username} / ${account.password} / ${account.phone}`);
  }
  console.log('\n短信验证码打印在此控制台。');
  console.log(
    demo
      ? '演示开关 SANDBOX_DEMO=1 已打开：/__sandbox/sms、/__sandbox/qr/<id>/scan|confirm、/__sandbox/review/* 可用（任何人可读验证码、代扫码、审核），只用于演示。\n'
      : '测试与演示接口（/__sandbox/sms、扫码确认、审核）已关闭；需要时以 SANDBOX_DEMO=1 启动。\n',
  );
}
