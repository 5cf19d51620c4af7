import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { toast } from '../../lib/toast';
import { uploadRefusal } from '../../lib/upload-rules';
import { FileButton } from '../../components/file-button';
import * as chatTexts from '../../../generated/texts/chat';

interface Props {
  disabled: boolean;
  onSendText(text: string): void;
  onSendImage(file: File): void;
  /** what an empty send says: seed 2's member chat 请输入内容, seed 3's pop-ups their own */
  emptyText?: string;
}

/** The text editor (Enter sends, Shift+Enter breaks the line) and the image picker. */
export function ChatEditor({ disabled, onSendText, onSendImage, emptyText = chatTexts.empty }: Props) {
  const [text, setText] = useState('');

  const send = () => {
    if (!text.trim()) return toast(emptyText);
    onSendText(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter that confirms an IME candidate is not a send
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    const refused = uploadRefusal('image', file.name);
    if (refused) return toast(refused); // stops silently after the message (seed 1 §8)
    onSendImage(file);
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      <FileButton
        size="small"
        disabled={disabled}
        input={{ accept: 'image/*', 'aria-label': chatTexts.sendImage, onChange: onPick }}
      >
        {chatTexts.image}
      </FileButton>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        multiline
        minRows={3}
        maxRows={6}
        fullWidth
        placeholder={chatTexts.editorPlaceholder}
        slotProps={{ htmlInput: { 'aria-label': chatTexts.editorLabel } }}
      />
      <Box sx={{ textAlign: 'right', mt: 1 }}>
        <Button variant="contained" onClick={send} disabled={disabled}>
          {chatTexts.send}
        </Button>
      </Box>
    </Box>
  );
}
