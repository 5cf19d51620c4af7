import { messages } from '../lib/messages';

/** A detail page opened without the id of what it shows (a bare link, a hand-typed address). */
export function MissingItem() {
  return (
    <p className="t-body1 t-secondary" style={{ padding: 32 }}>
      {messages.emptyList}
    </p>
  );
}
