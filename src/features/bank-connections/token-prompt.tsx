import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { TextField } from '@/ui/text-field';
import styles from './bank-connections.module.css';

const TOKEN_PATTERN = /^\d{4,12}$/;

export interface TokenPromptProps {
  open: boolean;
  busy: boolean;
  /** The server's refusal of the last token. */
  error: string | null;
  onSubmit: (token: string) => void;
  onCancel: () => void;
}

/** The 428 round: the bank wants the numeric token its app generates before it syncs. */
export function TokenPrompt({ open, busy, error, onSubmit, onCancel }: TokenPromptProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const clean = token.trim();
    setInvalid(!TOKEN_PATTERN.test(clean));
    if (TOKEN_PATTERN.test(clean)) onSubmit(clean);
  }

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('bank-connections:token.title')}
      width={420}
      hideCloseButton
    >
      <form className={styles.tokenForm} onSubmit={submit} noValidate>
        <p>{t('bank-connections:token.prompt')}</p>
        <TextField
          label={t('bank-connections:token.label')}
          value={token}
          onChange={(value) => setToken(value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          error={invalid ? t('bank-connections:token.invalid') : (error ?? undefined)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {t('bank-connections:token.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('bank-connections:token.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
