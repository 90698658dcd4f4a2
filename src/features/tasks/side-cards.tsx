import { useTranslation } from 'react-i18next';
import type { Achievement } from '@/api/gen/model';
import { TaskCard } from './task-card';
import { ACHIEVEMENTS } from './task-logic';
import styles from './tasks.module.css';

/** 'Suas conquistas': each achievement with a check once earned. */
export function AchievementsCard({
  achieved,
  hasProfile,
}: {
  achieved: Set<Achievement>;
  hasProfile: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TaskCard title={t('tasks:cards.achievements')}>
      {hasProfile ? null : <p className={styles.hint}>{t('tasks:achievements.noProfile')}</p>}
      <ul className={styles.list}>
        {ACHIEVEMENTS.map((code) => {
          const done = achieved.has(code);
          return (
            <li key={code} className={styles.achievement} data-achieved={done}>
              <span
                className={styles.check}
                role="img"
                aria-label={t(done ? 'tasks:achievements.achieved' : 'tasks:achievements.missing')}
              >
                {done ? '✓' : '○'}
              </span>
              <span>{t(`tasks:achievements.${code}`)}</span>
            </li>
          );
        })}
      </ul>
    </TaskCard>
  );
}

/** The help card: a chat with the brand's contact phone (shown only when one is configured). */
export function HelpCard({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <TaskCard title={t('tasks:help.title')}>
      <p className={styles.hint}>{t('tasks:help.text')}</p>
      <a className={styles.helpLink} href={link} target="_blank" rel="noreferrer noopener">
        {t('tasks:help.button')}
      </a>
    </TaskCard>
  );
}
