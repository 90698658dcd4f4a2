import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './avatar.module.css';
import { AvatarIllustration, BUILT_IN_AVATAR_COUNT } from './illustrations';

export interface AvatarProps {
  /** 'avatar1'..'avatar10', an image URL, or nothing (initials). */
  image?: string | null | undefined;
  /** Whose avatar: the accessible name and the initials fallback. */
  name?: string | undefined;
  size?: number;
}

/** The index of a built-in avatar name, or null for anything else (a URL). */
export function builtInAvatarIndex(image: string | null | undefined): number | null {
  const match = /^avatar(\d{1,2})$/.exec(image ?? '');
  const index = match ? Number(match[1]) : 0;
  return index >= 1 && index <= BUILT_IN_AVATAR_COUNT ? index : null;
}

/**
 * The first letter of the first and of the last word that have one, whole characters: a word that
 * starts with an emoji gave half of its pair ('=\uFFFD', audit K5) and a sign is no initial.
 */
export function initials(name: string | undefined): string {
  const letters = (name ?? '')
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters.at(-1) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('pt-BR');
}

export function Avatar({ image, name, size = 40 }: AvatarProps) {
  const { t } = useTranslation();
  const label = name ? t('ui:avatar.label', { name }) : t('ui:avatar.anonymous');
  const style: CSSProperties = { width: size, height: size, fontSize: size * 0.4 };
  const index = builtInAvatarIndex(image);
  if (index === null && image) {
    return (
      <span className={styles.avatar} style={style}>
        <img className={styles.image} src={image} alt={label} width={size} height={size} />
      </span>
    );
  }
  return (
    <span className={styles.avatar} style={style} role="img" aria-label={label}>
      {index === null ? (
        <span aria-hidden="true">{initials(name)}</span>
      ) : (
        <AvatarIllustration index={index} />
      )}
    </span>
  );
}
