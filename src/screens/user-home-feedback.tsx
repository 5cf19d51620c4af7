import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { forwardRef, Suspense, useEffect } from 'react';
import { Loading } from '../components/loading';
import { lazyForm } from '../pages/lazy-form';

const FeedbackForm = lazyForm('feedback');

/** Mounts together with the form (same Suspense boundary), so the page learns when it has its height. */
function Mounted({ onMount }: { onMount(): void }) {
  useEffect(() => {
    onMount();
  }, [onMount]);
  return null;
}

/**
 * 意见反馈 on the user home (seed 1 §2.6, §5, §8): spec/forms/feedback.yaml — three types, content
 * (请输入反馈意见 when empty), images; 提交成功 on success, after which the form is emptied for the next one.
 */
export const FeedbackSection = forwardRef<HTMLElement, { onFormReady(): void }>(function FeedbackSection({ onFormReady }, ref) {
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
          <Mounted onMount={onFormReady} />
        </Suspense>
      </Box>
    </Paper>
  );
});
