import { useTranslation } from 'react-i18next';
import { endSession, getSessionSnapshot, revokeTokens } from '@/app/session';
import { requestConfirmation } from '@/app/ui-store';

/**
 * Logout asks 'Deseja mesmo sair' first; 'Desconectar' revokes the token on the server (and, for a
 * planner inside a client's account, the planner's own) and ends the local session whatever the
 * server answers, so leaving never fails for the person (decision 002).
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  return async () => {
    const confirmed = await requestConfirmation({
      title: t('shell:logout.link'),
      message: t('shell:logout.question'),
      confirmLabel: t('shell:logout.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    const { session, plannerLogin } = getSessionSnapshot();
    await revokeTokens([session?.token, plannerLogin?.token]);
    endSession('user');
  };
}
