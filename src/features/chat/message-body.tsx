import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChatMessage, CustomPayload } from './chat-client';
import * as chatTexts from '../../../generated/texts/chat';

/** The order's own fields, shown as they come: the seeds do not say which an order has. */
function orderFields(extension: string): [string, string][] {
  try {
    const order: unknown = JSON.parse(extension);
    if (typeof order !== 'object' || order === null) return [];
    return Object.entries(order)
      .filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1]))
      .map(([k, v]) => [k, String(v)]);
  } catch {
    return [];
  }
}

function OrderCard({ payload }: { payload: CustomPayload }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, minWidth: { xs: 0, sm: 200 } }}
      role="group"
      aria-label={chatTexts.orderMessage}
    >
      <Typography variant="subtitle2">{payload.description || chatTexts.order}</Typography>
      {orderFields(payload.extension).map(([k, v]) => (
        <Typography key={k} variant="body2" color="text.secondary">
          {k}：{v}
        </Typography>
      ))}
    </Paper>
  );
}

/** What a message shows: its text, its image, or the order card of a custom order message. */
export function MessageBody({ message, onImageLoad }: { message: ChatMessage; onImageLoad(): void }) {
  switch (message.type) {
    case 'text':
      return <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.payload.text}</Typography>;
    case 'image':
      return (
        <img
          src={message.payload.url}
          alt={chatTexts.imageAlt}
          onLoad={onImageLoad}
          style={{ maxWidth: 240, maxHeight: 240, display: 'block' }}
        />
      );
    default:
      return message.payload.data === 'order' ? (
        <OrderCard payload={message.payload} />
      ) : (
        <Typography>{message.payload.description}</Typography>
      );
  }
}
