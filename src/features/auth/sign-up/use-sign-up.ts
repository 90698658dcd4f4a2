import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuthenticateUser, useCreateUser } from '@/api/gen/endpoints/users/users';
import type { UserRegistration } from '@/api/gen/model';
import { startSession } from '@/app/session';
import { answerOf, isDuplicateSignUp, loginNotice, type Notice, signUpNotice } from '../shared/messages';
import { forgetPendingSocialSignUp } from '../social/pending-sign-up';

export type SignUpOutcome = 'done' | 'duplicate' | 'failed';

/** Creates the account, then signs in with the same e-mail and password (spec 1: automatic login). */
export function useSignUp() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const authenticate = useAuthenticateUser();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function signUp(registration: UserRegistration): Promise<SignUpOutcome> {
    setNotice(null);
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync({ data: registration });
    } catch (failure) {
      const answer = answerOf(failure);
      setNotice(signUpNotice(answer));
      return isDuplicateSignUp(answer) ? 'duplicate' : 'failed';
    }
    if (registration.socialLogin) {
      // A social account has no password: the sign-up answers its session (decision 491).
      forgetPendingSocialSignUp();
      const session = created.status === 200 ? created.data.data.session : undefined;
      if (session) startSession(session);
      await navigate({ to: session ? '/painel' : '/login' });
      return 'done';
    }
    if (!registration.password) return 'failed';
    try {
      const response = await authenticate.mutateAsync({
        data: { email: registration.email, password: registration.password },
      });
      if (response.status === 200) startSession(response.data.data);
      await navigate({ to: '/painel' });
      return 'done';
    } catch (failure) {
      setNotice(loginNotice(answerOf(failure)));
      return 'failed';
    }
  }

  return { signUp, notice, pending: create.isPending || authenticate.isPending };
}
