import CircularProgress from '@mui/material/CircularProgress';

export function Loading() {
  return (
    <div className="loading">
      <CircularProgress size={28} aria-label="加载中" />
    </div>
  );
}
