import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIsFetching } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Loading } from '../components/loading';
import { lazyForm } from '../pages/lazy-form';

const FeedbackForm = lazyForm('feedback');

/** Mounts together with the form (same Suspense boundary), so the section learns when it has its height. */
function Mounted({ onMount }: { onMount(): void }) {
  useEffect(() => {
    onMount();
  }, [onMount]);
  return null;
}

/**
 * 意见反馈 at the foot of the user home (seed 1 §2.6, §5, §8): spec/forms/feedback.yaml — three types,
 * content (请输入反馈意见 when empty), images; 提交成功 on success, after which the form is emptied for the
 * next one. `?section=feedback` (the left menu's and side panel's 意见反馈) scrolls here.
 */
export function UserHomeFeedbackScreen() {
  const ref = useRef<HTMLElement>(null);
  const [query] = useSearchParams();
  const { key } = useLocation();
  const [formShown, setFormShown] = useState(false);
  const onFormShown = useCallback(() => setFormShown(true), []);
  // every block above reads through the page's query cache: none fetching = their heights are final
  const fetching = useIsFetching();
  const toFeedback = query.get('section') === 'feedback';
  useEffect(() => {
    // Only once everything above has its final height, else the form slides away after the scroll.
    // The location key makes a second click on 意见反馈 (same address) scroll again. scrollIntoView
    // returns a Promise in some Chromium builds: it is called in a block, never returned to React.
    if (!toFeedback || !formShown || fetching > 0) return undefined;
    const frame = requestAnimationFrame(() => {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [toFeedback, formShown, fetching, key]);
  return (
    <Paper ref={ref} variant="outlined" component="section" aria-labelledby="feedback-title" sx={{ p: 3, scrollMarginTop: 16 }}>
      <Typography id="feedback-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        意见反馈
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        您的意见是我们改进的动力，欢迎告诉我们使用中遇到的问题或建议。
      </Typography>
      <Box sx={{ maxWidth: 640 }}>
        <Suspense fallback={<Loading />}>
          {/* onSuccess: the form stays on this page and empties itself; the toast comes from the form spec */}
          <FeedbackForm onSuccess={() => undefined} />
          <Mounted onMount={onFormShown} />
        </Suspense>
      </Box>
    </Paper>
  );
}
