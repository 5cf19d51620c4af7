import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { href } from '../../generated/routes';

export function NotFound() {
  return (
    <section className="not-found">
      <Typography variant="h5" component="h1">
        页面不存在
      </Typography>
      <Button component={Link} to={href('index')} variant="contained">
        返回首页
      </Button>
    </section>
  );
}
