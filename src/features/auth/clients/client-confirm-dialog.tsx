import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { PasswordField } from '@/ui/text-field';
import styles from '../shared/auth.module.css';
import type { Notice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import listStyles from './client-list.module.css';

interface ClientConfirmDialogProps {
  /** The chosen client; null is the closed state. */
  client: Client | null;
  onConfirm: (password: string | null) => void;
  onClose: () => void;
  pending: boolean;
  /** The error state: the login's catalogue message. */
  notice: Notice | null;
  /** After a reload the planner's password is no longer in memory and is asked again. */
  needsPassword: boolean;
  /** The client has left the planner's book: there is nothing left to confirm. */
  closedToEntry?: boolean;
}

export function ClientConfirmDialog({
  client,
  onConfirm,
  onClose,
  pending,
  notice,
  needsPassword,
  closedToEntry = false,
}: ClientConfirmDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const formId = useId();
  const close = () => {
    setPassword('');
    onClose();
  };
  const missingPassword = needsPassword && password === '';
  const blocked = missingPassword || closedToEntry;
  // A real form, so Enter in 'Sua senha' confirms as it signs in on /login (audit N8); its button sits
  // in the dialog's footer, tied to it by `form`. Enter, like the button, sends nothing while busy or
  // with the password missing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || blocked) return;
    onConfirm(needsPassword ? password : null);
  };
  return (
    <Modal
      open={client !== null}
      onClose={close}
      title={t('auth:clients.confirm.title')}
      width={440}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={pending}>
            {t('auth:clients.confirm.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            busy={pending}
            disabled={blocked}
            // The twin of the click on a client's name that opened the dialog may land here (audit J2).
            answer
          >
            {pending ? t('auth:clients.confirm.working') : t('auth:clients.confirm.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {client ? (
          <p className={listStyles.question}>
            {t('auth:clients.confirm.text', { name: client.name, email: client.email })}
          </p>
        ) : null}
        {needsPassword ? (
          <>
            <p className={styles.text}>{t('auth:clients.confirm.passwordHint')}</p>
            <PasswordField
              label={t('auth:clients.confirm.password')}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
            />
          </>
        ) : null}
        <NoticeText notice={notice} />
      </form>
    </Modal>
  );
}
