// Reads what the sandbox sent by SMS (a sandbox-only endpoint), as a user would read their phone.
export async function smsCode(baseUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/__sandbox/sms?phone=${phone}`);
  const body = (await res.json()) as { data?: { code?: string } };
  if (!body.data?.code) throw new Error(`no SMS code sent to ${phone}`);
  return body.data.code;
}
