import { messages } from './messages';
import { toast } from './toast';

/**
 * The legacy path: a hidden, read-only textarea selected and copied with execCommand. It is what
 * still works where the async Clipboard API is missing (plain http on a LAN address is not a secure
 * context) or refused (no permission, document not focused).
 */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // off-screen rather than display:none — a hidden element cannot be selected
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    // execCommand copies the focused selection; select() alone does not focus everywhere
    area.focus();
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

/** Copies text to the clipboard: the Clipboard API first, then the textarea; false when both fail. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // refused: fall through to the legacy path
    }
  }
  return copyWithTextarea(text);
}

/** Copies and says so (seed 1 §8: 复制成功 / 复制失败，请手动复制). */
export async function copyWithToast(text: string): Promise<boolean> {
  const done = await copyText(text);
  toast(done ? messages.copied : messages.copyFailed);
  return done;
}
