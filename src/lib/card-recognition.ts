// The third-party card-recognition service (seed 1 §7.3): the page asks the API for an appid and a
// sign (GET /api/sign), then posts {appid, sign, card_type, url_list} to the service; a result whose
// code is 0 carries the card's fields. Plain TypeScript with its collaborators passed in, so it runs
// in unit tests with a fake fetch and fake timers (no config, no DOM).

import * as timings from '../../generated/texts/timings';

/** card_type: the portrait side carries name and number, the emblem side the authority and dates. */
export const CardSide = { front: 0, back: 1 } as const;

/** Seed 1 §8: a failed recognition is reported after 1 second (spec/texts.yaml timings). */
export const RECOGNITION_FAILURE_DELAY_MS = timings.recognitionFailureDelayMs;

export interface RecognisedIdentity {
  name: string;
  idNumber: string;
}

export interface RecognitionDeps {
  /** the service's address (config.ocrUrl) */
  ocrUrl: string;
  /** the appid and sign for the service (api.getOcrSign) */
  getSign(): Promise<{ appid: string; sign: string }>;
  fetch?: typeof fetch;
  /** where relative image paths (data.filePath) are served from: the service is given absolute addresses */
  imageBase: string;
}

interface ServiceAnswer {
  code?: unknown;
  result_list?: { code?: unknown; data?: { name?: unknown; id?: unknown } }[];
}

/** The identity a service answer carries, or null when it is not a successful front-side reading. */
export function identityOf(answer: ServiceAnswer | null | undefined): RecognisedIdentity | null {
  if (!answer || Number(answer.code) !== 0) return null;
  const first = answer.result_list?.[0];
  if (!first || Number(first.code) !== 0) return null;
  const name = typeof first.data?.name === 'string' ? first.data.name.trim() : '';
  const idNumber = typeof first.data?.id === 'string' ? first.data.id.trim() : '';
  return name && idNumber ? { name, idNumber } : null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads name and ID number from the uploaded front image. Answers null on any failure (no sign, no
 * network, HTTP error, a non-0 code, missing fields) — only after RECOGNITION_FAILURE_DELAY_MS, so
 * the caller can say 识别失败 right away and the user gets the documented pause.
 */
export async function recognizeIdCardFront(
  frontPath: string,
  deps: RecognitionDeps,
): Promise<RecognisedIdentity | null> {
  const send = deps.fetch ?? fetch;
  let identity: RecognisedIdentity | null = null;
  try {
    const { appid, sign } = await deps.getSign();
    const response = await send(deps.ocrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        appid,
        sign,
        card_type: CardSide.front,
        url_list: [new URL(frontPath, deps.imageBase).href],
      }),
    });
    if (response.ok) identity = identityOf((await response.json()) as ServiceAnswer);
  } catch {
    // a refused sign (the HTTP layer has shown its msg), no network, a body that is not JSON
  }
  if (!identity) await wait(RECOGNITION_FAILURE_DELAY_MS);
  return identity;
}
