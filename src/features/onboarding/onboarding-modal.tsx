import { useTranslation } from 'react-i18next';
import { Modal } from '@/ui/modal';
import { OnboardingWizard, type OnboardingWizardProps } from './onboarding-wizard';

export interface OnboardingModalProps extends OnboardingWizardProps {
  open: boolean;
}

/**
 * 'Levantamento de informações financeiras' as a modal, for /planejamento to open (the opener loads
 * the 'onboarding' namespace first). `onClose` is both the × and the final 'Fechar'.
 */
export function OnboardingModal({ open, onClose, ...wizard }: OnboardingModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('onboarding:title')} width={1100}>
      <OnboardingWizard {...wizard} onClose={onClose} />
    </Modal>
  );
}
