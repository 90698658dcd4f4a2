import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/ui/confirm-modal';
import { TextField } from '@/ui/text-field';

interface PasswordConfirmProps {
  open: boolean;
  title: string;
  question: string;
  /** Runs the act with the password; answers the message to show when it was refused, else null. */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The spec's confirmation question, answered with the current password (decision 303). */
export function PasswordConfirm({ open, title, question, onConfirm, onCancel }: PasswordConfirmProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setError(undefined);
  }, [open]);

  async function confirm() {
    if (!password) {
      setError(t('settings:account.passwordRequired'));
      return;
    }
    setBusy(true);
    setError((await onConfirm(password)) ?? undefined);
    setBusy(false);
  }

  return (
    <ConfirmModal
      open={open}
      title={title}
      message={question}
      danger
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <TextField
        type="password"
        label={t('settings:account.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
    </ConfirmModal>
  );
}
