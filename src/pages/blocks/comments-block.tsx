import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommentsBlock as CommentsSpec } from '../../../generated/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loading } from '../../components/loading';
import { evaluate } from '../../lib/conditions';
import { formatValue, numberOf, readPath, type Scope } from '../../lib/display';
import { textOf } from '../../lib/format';
import { callOperation, lastMessage } from '../../lib/http';
import { toast } from '../../lib/toast';
import { useGate } from '../use-gate';
import { rowsOf } from '../rows';
import { messages } from '../../lib/messages';
import { useCall } from '../page-data';
import { Failed } from './failed';
import { inputOf } from '../page-inputs';
import { RowScope, useFrame, useScope } from '../page-scope';

type Comment = Record<string, unknown>;
/** Which comment is open, and how: its replies shown, or a reply being written. One at a time (seed 3 §4). */
type Open = { id: string; mode: 'replies' | 'reply' } | null;

/**
 * A comment thread bound to the social operations (seed 3 §4, §8): the list with replies, a comment
 * box, replies, likes with counts, deleting one's own after a confirm. Only one comment is expanded or
 * in reply mode at a time; opening one closes the others, clicking again closes it.
 */
export function CommentsBlock({ block, label }: { block: CommentsSpec; label: string }) {
  const scope = useScope();
  const input = inputOf(block.list, scope);
  // another thread (comment management's chosen work) starts on its first page, nothing open
  return <Thread key={JSON.stringify(input)} block={block} label={label} input={input} scope={scope} />;
}

function Thread({
  block,
  label,
  input,
  scope,
}: {
  block: CommentsSpec;
  label: string;
  input: Record<string, unknown> | null;
  scope: Scope;
}) {
  const [page, setPage] = useState(1);
  const size = block.pageSize;
  // with a total the call answers one page (an expert's detail, 3 comments a page); else the thread cuts its answer
  const paged = Boolean(block.total && size);
  const asked = paged && input ? { ...input, pageIndex: page, pageSize: size } : input;
  const answer = useCall(block.list.operation, asked);
  const client = useQueryClient();
  const frame = useFrame();
  const [open, setOpen] = useState<Open>(null);
  const disabled = block.disabled ? evaluate(block.disabled, scope) : false;

  // after a change: the thread again, and the record too where its counts or state show it
  const refresh = () => {
    void client.invalidateQueries({ queryKey: [block.list.operation, asked] });
    if (block.reloadRecord) frame.reloadRecord?.();
  };
  const all =
    answer.data === undefined
      ? null
      : block.rows
        ? ((readPath(answer.data, block.rows) as Comment[] | undefined) ?? [])
        : rowsOf(answer.data).records;
  const shown = all && size && !paged ? all.slice((page - 1) * size, page * size) : all;
  const count =
    !all || !size ? 0 : Math.ceil((paged ? (numberOf(readPath(answer.data, block.total!)) ?? 0) : all.length) / size);
  return (
    <Box className="comments">
      {block.submit && !disabled && (
        <CommentBox
          block={block}
          part={block.submit}
          placeholder={block.texts.placeholder ?? ''}
          button={block.texts.submit ?? ''}
          onDone={refresh}
        />
      )}
      {!shown ? (
        input && answer.isError ? (
          <Failed onRetry={answer.retry} />
        ) : input ? (
          <Loading />
        ) : null
      ) : !shown.length ? (
        block.texts.none && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {block.texts.none}
          </Typography>
        )
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {shown.map((comment, i) => (
            <li key={textOf(comment[block.fields.id]) || i}>
              <RowScope row={comment}>
                <CommentItem
                  block={block}
                  comment={comment}
                  open={open}
                  setOpen={setOpen}
                  disabled={disabled}
                  onChange={refresh}
                />
              </RowScope>
            </li>
          ))}
        </Stack>
      )}
      {count > 1 ? (
        <Pagination
          aria-label={messages.pager(label)}
          sx={{ mt: 2 }}
          count={count}
          page={page}
          onChange={(_, p) => setPage(p)}
        />
      ) : null}
    </Box>
  );
}

/** Sends a comment or a reply; an empty one is refused with the spec's text before any call. */
function CommentBox({
  block,
  part,
  placeholder,
  button,
  onDone,
}: {
  block: CommentsSpec;
  part: NonNullable<CommentsSpec['submit']>;
  placeholder: string;
  button: string;
  onDone(): void;
}) {
  const scope = useScope();
  const gate = useGate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!text.trim()) return toast(block.texts.empty ?? block.texts.placeholder ?? '');
    const input = inputOf(part, scope, { [part.text ?? 'message']: text.trim() });
    if (!input) return;
    setSending(true);
    try {
      await callOperation(part.operation, input);
      // seed 3 §8: a comment's message shows on success only; a failure has been said by the HTTP layer
      const said = block.serverMessage ? lastMessage.get(part.operation) : block.texts.done;
      if (said) toast(said);
      setText('');
      onDone();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1} alignItems="flex-end">
      <TextField
        multiline
        minRows={2}
        fullWidth
        placeholder={placeholder}
        slotProps={{ htmlInput: { 'aria-label': placeholder } }}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        variant="contained"
        disabled={sending}
        onClick={() => void gate.pass({ login: block.texts.loginFirst }, () => void send())}
      >
        {button}
      </Button>
      {gate.dialog}
    </Stack>
  );
}

function CommentItem({
  block,
  comment,
  open,
  setOpen,
  disabled,
  onChange,
}: {
  block: CommentsSpec;
  comment: Comment;
  open: Open;
  setOpen(open: Open): void;
  disabled: boolean;
  onChange(): void;
}) {
  const scope = useScope();
  const { fields, texts } = block;
  const id = textOf(comment[fields.id]);
  const replies = fields.replies ? ((readPath(comment, fields.replies) as Comment[] | undefined) ?? []) : [];
  const mine = open?.id === id ? open.mode : null;
  const toggle = (mode: 'replies' | 'reply') => setOpen(mine === mode ? null : { id, mode });
  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start">
      <Avatar src={fields.avatar ? textOf(readPath(comment, fields.avatar)) || undefined : undefined} alt="" />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <CommentBody block={block} comment={comment} scope={scope} />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
          {block.like && <LikeButton block={block} comment={comment} onChange={onChange} />}
          {block.reply && !disabled && (
            <Button size="small" onClick={() => toggle('reply')}>
              {texts.reply}
            </Button>
          )}
          {replies.length > 0 && (
            <Button size="small" onClick={() => toggle('replies')}>
              {mine === 'replies' ? texts.collapse : texts.replies.replace('{n}', String(replies.length))}
            </Button>
          )}
          {block.delete && evaluate(block.delete.when, scope) && <DeleteButton block={block} onChange={onChange} />}
        </Stack>
        {mine === 'reply' && block.reply && (
          <Box sx={{ mt: 1 }}>
            <CommentBox
              block={block}
              part={block.reply}
              placeholder={texts.replyPlaceholder ?? texts.placeholder ?? ''}
              button={texts.reply}
              onDone={() => {
                setOpen({ id, mode: 'replies' });
                onChange();
              }}
            />
          </Box>
        )}
        {mine === 'replies' && (
          <Stack
            component="ol"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 1.5, mt: 1, bgcolor: 'grey.50', borderRadius: 1 }}
          >
            {replies.map((reply, i) => (
              <li key={textOf(reply[fields.id]) || i}>
                <RowScope row={reply}>
                  <ReplyItem block={block} reply={reply} onChange={onChange} />
                </RowScope>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function ReplyItem({ block, reply, onChange }: { block: CommentsSpec; reply: Comment; onChange(): void }) {
  const scope = useScope();
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <Avatar
        src={block.fields.avatar ? textOf(readPath(reply, block.fields.avatar)) || undefined : undefined}
        alt=""
        sx={{ width: 28, height: 28 }}
      />
      <Box sx={{ flex: 1 }}>
        <CommentBody block={block} comment={reply} scope={scope} />
        <Stack direction="row" spacing={1}>
          {block.like && <LikeButton block={block} comment={reply} onChange={onChange} />}
          {block.delete && evaluate(block.delete.when, scope) && <DeleteButton block={block} onChange={onChange} />}
        </Stack>
      </Box>
    </Stack>
  );
}

function CommentBody({ block, comment }: { block: CommentsSpec; comment: Comment; scope: Scope }) {
  const { fields, texts } = block;
  const name = textOf(readPath(comment, fields.name)) || texts.nameFallback || '';
  // an expert's top comments carry a star rating and tags (seed 3 §2.5)
  const rating = fields.rating ? numberOf(readPath(comment, fields.rating)) : undefined;
  const tagValue = fields.tags ? readPath(comment, fields.tags) : undefined;
  const tags = (Array.isArray(tagValue) ? tagValue.map(textOf) : textOf(tagValue).split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography variant="subtitle2" component="span">
          {name}
        </Typography>
        {fields.time && (
          <Typography variant="caption" color="text.secondary">
            {block.format
              ? formatValue(readPath(comment, fields.time), block.format)
              : textOf(readPath(comment, fields.time))}
          </Typography>
        )}
      </Stack>
      {rating !== undefined && (
        <Rating
          value={rating}
          readOnly
          size="small"
          aria-label={(texts.rating ?? '{n}').replace('{n}', String(rating))}
        />
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {textOf(readPath(comment, fields.text))}
      </Typography>
      {tags.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
          {tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * islike 0 → like, 1 → unlike; the count follows at once (seed 3 §4). While the call runs the button is busy
 * and takes no second press (seed 3 §7's loading overlay on the honour likes): a double click would else
 * send a second like the server refuses.
 */
function LikeButton({ block, comment, onChange }: { block: CommentsSpec; comment: Comment; onChange(): void }) {
  const scope = useScope();
  const gate = useGate();
  const liked0 = block.fields.liked ? String(readPath(comment, block.fields.liked)) === '1' : false;
  const count0 = block.fields.likes ? Number(readPath(comment, block.fields.likes) ?? 0) : 0;
  const [state, setState] = useState({ liked: liked0, count: count0 });
  const [busy, setBusy] = useState(false);
  const like = async () => {
    const call = state.liked ? block.like!.off : block.like!.on;
    const input = inputOf(call, scope);
    if (!input) return;
    setBusy(true);
    try {
      await callOperation(call.operation, input);
      setState((s) => ({ liked: !s.liked, count: s.count + (s.liked ? -1 : 1) }));
      if (block.serverMessage) {
        const said = lastMessage.get(call.operation);
        if (said) toast(said);
      }
      if (block.reloadRecord) onChange();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        aria-pressed={state.liked}
        aria-busy={busy}
        disabled={busy}
        color={state.liked ? 'primary' : 'inherit'}
        onClick={() => void gate.pass({ login: block.texts.loginFirst }, () => void like())}
      >
        {`${state.liked ? block.texts.liked : block.texts.like} ${state.count}`}
      </Button>
      {gate.dialog}
    </>
  );
}

function DeleteButton({ block, onChange }: { block: CommentsSpec; onChange(): void }) {
  const scope = useScope();
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    setAsking(false);
    const input = inputOf(block.delete!, scope);
    if (!input) return;
    try {
      await callOperation(block.delete!.operation, input);
      const said = lastMessage.get(block.delete!.operation);
      if (said) toast(said);
      onChange();
    } catch {
      // the HTTP layer has shown the server's message
    }
  };
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setAsking(true)}>
        {block.texts.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={block.texts.delete}
        text={block.delete!.confirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
