import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Loading } from '../components/loading';
import { useSession } from '../lib/use-session';
import { useCall } from '../pages/page-data';
import { FormDialog } from '../pages/lazy-form-dialog';
import { ProfileCard, type MemberDetail } from './user-home-profile';
import { SignInCard } from './user-home-sign-in';
import * as userHomeTexts from '../../generated/texts/user-home';

/**
 * The head of 个人中心 /user (seed 1 §2.6, seed 2 §2.2): the member card — its 编辑主页 opens the avatar
 * and intro form of the account's kind (a person's updatePersonInfo, an enterprise's updateMember) —
 * and the 7-day sign-in calendar. The rest of the page is spec/routes.yaml's blocks.
 */
export function UserHomeScreen() {
  const session = useSession();
  const userId = session?.userId;
  const member = useCall<MemberDetail>('getMemberDetail', userId ? { userId } : null);
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  // points change with a sign-in, avatar and intro with the form: the card reads the member again
  const reloadMember = () => void client.invalidateQueries({ queryKey: ['getMemberDetail'] });
  if (!userId) return <Loading />;
  return (
    <Stack spacing={2}>
      <ProfileCard member={member.data ?? null} onEdit={() => setEditing(true)} />
      <SignInCard memberId={userId} onSigned={reloadMember} />
      {editing && member.data && (
        <Suspense fallback={null}>
          <FormDialog
            title={userHomeTexts.editHome}
            form={member.data.isCompany === 1 ? 'user-home-profile-company' : 'user-home-profile'}
            record={member.data}
            onClose={() => setEditing(false)}
            onSuccess={() => {
              setEditing(false);
              reloadMember();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
