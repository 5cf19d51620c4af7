import { useLocation, useNavigate } from 'react-router-dom';
import { href } from '../../generated/routes';
import { readSession } from '../lib/session';
import { toast } from '../lib/toast';

/**
 * The login gate's first step (seed 1 §2.1, seed 2 §5): a visitor is told `text` (请先登录) and sent to
 * the login page, which brings them back here. Answers whether someone is logged in. Small on purpose:
 * a first-screen part (the home page's 签到) gates with it without the actions' module.
 */
export function useLoginFirst(): (text: string) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return (text) => {
    if (readSession()) return true;
    toast(text);
    navigate(href('login', { redirect: `${location.pathname}${location.search}` } as never));
    return false;
  };
}
