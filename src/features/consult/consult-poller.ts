// Expert consultation runs over the product API, not the chat SDK (seed 3 §7 Experts): the history once,
// then new messages polled every 2 s while the pop-up is open; closing it stops the polling.

export interface ConsultMessage {
  id: number;
  memberid: string;
  content: 1 | 2;
  memberContent: string;
  crtTime: string;
  memberNickName: string;
  memberHeadPic: string;
}

export interface ConsultSource {
  history(): Promise<ConsultMessage[]>;
  since(lastId: number | undefined): Promise<ConsultMessage[]>;
}

/** Keeps the conversation's messages in order, without repeats, and tells `onChange`. */
export function createConsultPoller(
  source: ConsultSource,
  intervalMs: number,
  onChange: (list: ConsultMessage[]) => void,
) {
  let list: ConsultMessage[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let busy = false;

  function add(messages: ConsultMessage[]) {
    const known = new Set(list.map((m) => m.id));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (!fresh.length) return;
    list = [...list, ...fresh].sort((a, b) => a.id - b.id);
    onChange(list);
  }

  async function poll() {
    if (busy) return; // a slow answer is not asked for again on top of itself
    busy = true;
    try {
      add(await source.since(list.at(-1)?.id));
    } catch {
      // the HTTP layer has shown why; the next tick tries again
    } finally {
      busy = false;
    }
  }

  return {
    async start() {
      add(await source.history());
      timer ??= setInterval(poll, intervalMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    /** a message this member just sent, shown without waiting for the next poll */
    add: (message: ConsultMessage) => add([message]),
    get running() {
      return timer !== undefined;
    },
  };
}
