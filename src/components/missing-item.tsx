import Typography from '@mui/material/Typography';
import { messages } from '../lib/messages';

/** A detail page opened without the id of what it shows (a bare link, a hand-typed address). */
export function MissingItem() {
  return (
    <Typography sx={{ p: 4 }} color="text.secondary">
      {messages.emptyList}
    </Typography>
  );
}
