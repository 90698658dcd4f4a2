import { useTranslation } from 'react-i18next';
import { endSession } from '@/app/session';
import { requestConfirmation } from '@/app/ui-store';

/** Logout asks 'Deseja mesmo sair' first; 'Desconectar' ends the session (the app then goes to /login). */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  return async () => {
    const confirmed = await requestConfirmation({
      title: t('shell:logout.link'),
      message: t('shell:logout.question'),
      confirmLabel: t('shell:logout.confirm'),
      danger: true,
    });
    if (confirmed) endSession('user');
  };
}
