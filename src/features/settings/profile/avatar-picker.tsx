import { useTranslation } from 'react-i18next';
import { Avatar } from '@/ui/avatar';
import styles from '../settings.module.css';
import { AVATARS } from './profile-schema';

interface AvatarPickerProps {
  value: string;
  onChange: (image: string) => void;
}

/** The ten built-in avatars as toggle buttons: the chosen one is pressed. */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.avatars}>
      <legend className={styles.muted}>{t('settings:profile.avatar')}</legend>
      {AVATARS.map((avatar, index) => (
        <button
          key={avatar}
          type="button"
          className={styles.avatarOption}
          aria-pressed={value === avatar}
          aria-label={t('settings:profile.avatarOption', { number: index + 1 })}
          onClick={() => onChange(avatar)}
        >
          <Avatar image={avatar} size={44} />
        </button>
      ))}
    </fieldset>
  );
}
