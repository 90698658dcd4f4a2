import { useTranslation } from 'react-i18next';
import { logoutUser } from '@/api/gen/endpoints/users/users';
import { endSession } from '@/app/session';
import { requestConfirmation } from '@/app/ui-store';

/**
 * Logout asks 'Deseja mesmo sair' first; 'Desconectar' revokes the token on the server and ends the
 * local session whatever the server answers, so leaving never fails for the person (decision 002).
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
    await logoutUser().catch(() => undefined);
    endSession('user');
  };
}
