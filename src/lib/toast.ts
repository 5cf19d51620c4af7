// Toasts as a tiny store outside React, so the HTTP layer and screens show them the same way.
// Seed 1 §8: shown for 1 500 ms, fading during the last 450 ms, then removed.
export const toastTiming = { durationMs: 1500, fadeMs: 450 } as const;

export interface Toast {
  id: number;
  text: string;
  fading: boolean;
}

type Listener = (toasts: readonly Toast[]) => void;

export function createToastStore(timing = toastTiming) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((l) => l(toasts));
  };

  function show(text: string): void {
    const id = nextId++;
    set([...toasts, { id, text, fading: false }]);
    setTimeout(
      () => set(toasts.map((t) => (t.id === id ? { ...t, fading: true } : t))),
      timing.durationMs - timing.fadeMs,
    );
    setTimeout(() => set(toasts.filter((t) => t.id !== id)), timing.durationMs);
  }

  return {
    show,
    get: () => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toasts = createToastStore();
export const toast = toasts.show;
