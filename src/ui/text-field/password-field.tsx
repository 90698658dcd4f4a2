import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';
import styles from './text-field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'mask' | 'suffix'>;

/** A password input with the eye toggle of the sign-up and profile forms. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t('ui:password.hide') : t('ui:password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
            />
            {visible ? null : <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
          </svg>
        </button>
      }
    />
  );
}
