import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/ui/confirm-modal';
import { TextField } from '@/ui/text-field';

interface PasswordConfirmProps {
  open: boolean;
  title: string;
  question: string;
  /** A consequence said after the question (a paid plan that ends with the account). */
  note?: string | undefined;
  /** Runs the act with the password; answers the message to show when it was refused, else null. */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The spec's confirmation question, answered with the current password (decision 303). */
export function PasswordConfirm({ open, title, question, note, onConfirm, onCancel }: PasswordConfirmProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const fieldId = useId();

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setError(undefined);
  }, [open]);

  // A refusal takes the focus from 'Confirmar' to the password, to retype it (decision 092).
  useEffect(() => {
    if (!open || !error || busy) return;
    const field = document.getElementById(fieldId);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  }, [open, error, busy, fieldId]);

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
      {note ? <p>{note}</p> : null}
      <TextField
        id={fieldId}
        type="password"
        label={t('settings:account.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
    </ConfirmModal>
  );
}
