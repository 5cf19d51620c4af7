import { messages } from '../../lib/messages';

/**
 * A block whose call failed and has nothing to show: it says so where its content would be and offers
 * 重试, never an empty list (暂无数据 would claim there is nothing). Quiet: the failure's toast, where the
 * call has one, comes from the HTTP layer.
 */
export function Failed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="block-failed" role="alert">
      <span className="t-body1 t-secondary">{messages.loadFailed}</span>
      <button type="button" className="block-retry" onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
