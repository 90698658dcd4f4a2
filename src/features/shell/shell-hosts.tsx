import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerConfirmation,
  clearSnack,
  closeGlobalModal,
  type GlobalModalName,
  useUiState,
} from '@/app/ui-store';
import { ConfirmModal } from '@/ui/confirm-modal';
import { SnackBar } from '@/ui/snack-bar';
import styles from './app-shell.module.css';

export interface GlobalModalProps {
  onClose: () => void;
  [prop: string]: unknown;
}

/** The modals any screen may open; the features that build them register them in the route layer. */
export type GlobalModalRegistry = Partial<Record<GlobalModalName, ComponentType<GlobalModalProps>>>;

export function ErrorBanner() {
  const { t } = useTranslation();
  const visible = useUiState((ui) => ui.fetchError);
  if (!visible) return null;
  return (
    <div className={styles.errorBanner} role="alert">
      {t('shell:errorBanner')}
    </div>
  );
}

export function SnackBarHost() {
  const snack = useUiState((ui) => ui.snack);
  return <SnackBar key={snack?.id ?? 0} message={snack?.message ?? null} onClose={clearSnack} />;
}

export function ConfirmationHost() {
  const request = useUiState((ui) => ui.confirm);
  return (
    <ConfirmModal
      open={request !== null}
      title={request?.title ?? ''}
      message={request?.message ?? ''}
      confirmLabel={request?.confirmLabel}
      cancelLabel={request?.declineLabel}
      danger={request?.danger}
      onConfirm={() => answerConfirmation(true)}
      onCancel={() => answerConfirmation(false)}
      onDismiss={() => answerConfirmation(request?.declineLabel ? null : false)}
    />
  );
}

export function GlobalModalHost({ registry }: { registry: GlobalModalRegistry }) {
  const modal = useUiState((ui) => ui.modal);
  const Modal = modal ? registry[modal.name] : undefined;
  if (!modal || !Modal) return null;
  return <Modal {...modal.props} onClose={closeGlobalModal} />;
}
