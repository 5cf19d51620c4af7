import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Loading } from '../components/loading';
import { api } from '../lib/http';
import { useSession } from '../lib/use-session';
import { FavouritesSection } from './user-home-favourites';
import { FeedbackSection } from './user-home-feedback';
import { ProfileCard, type MemberDetail } from './user-home-profile';
import { SignInCard } from './user-home-sign-in';

/** The parts above the feedback form whose height changes as they load; scrolling waits for them. */
type Part = 'member' | 'signIn' | 'favourites' | 'feedbackForm';

/**
 * 个人中心 home /user (seed 1 §2.6): the member card, the 7-day sign-in calendar, the favourites and
 * the feedback form. `?section=feedback` (the left menu's and side panel's 意见反馈) scrolls to the form.
 */
export function UserHomeScreen() {
  const session = useSession();
  const userId = session?.userId;
  const [query] = useSearchParams();
  const { key } = useLocation();
  const [member, setMember] = useState<MemberDetail | null>(null);
  const [settled, setSettled] = useState<ReadonlySet<Part>>(new Set());
  const feedbackRef = useRef<HTMLElement>(null);

  const settle = useCallback((part: Part) => setSettled((s) => (s.has(part) ? s : new Set(s).add(part))), []);
  const onSignInReady = useCallback(() => settle('signIn'), [settle]);
  const onFormReady = useCallback(() => settle('feedbackForm'), [settle]);
  const onFavouritesReady = useCallback(() => settle('favourites'), [settle]);

  const loadMember = useCallback(() => {
    if (!userId) return;
    // a failure has been toasted by the HTTP layer; the card keeps its loading skeleton
    api.getMemberDetail({ userId }).then(setMember, () => undefined).finally(() => settle('member'));
  }, [userId, settle]);

  useEffect(() => {
    loadMember();
  }, [loadMember]);

  const toFeedback = query.get('section') === 'feedback';
  const ready = settled.size === 4;
  useEffect(() => {
    // Only once everything above has its final height, else the form slides away after the scroll.
    // The location key makes a second click on 意见反馈 (same address) scroll again. scrollIntoView
    // returns a Promise in some Chromium builds: it is called in a block, never returned to React.
    if (!toFeedback || !ready) return undefined;
    const frame = requestAnimationFrame(() => {
      feedbackRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [toFeedback, ready, key]);

  if (!userId) return <Loading />;
  return (
    <Stack spacing={2}>
      <ProfileCard member={member} />
      {/* points change with a sign-in: the member card reads them again */}
      <SignInCard memberId={userId} onSigned={loadMember} onReady={onSignInReady} />
      <FavouritesSection onReady={onFavouritesReady} />
      <FeedbackSection ref={feedbackRef} onFormReady={onFormReady} />
    </Stack>
  );
}
