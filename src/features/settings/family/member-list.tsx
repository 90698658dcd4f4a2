import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@/api/gen/model';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import styles from '../settings.module.css';
import type { FamilyRoles } from './family-roles';

interface MemberListProps {
  members: readonly FamilyMember[];
  roles: FamilyRoles;
  onRemove: (member: FamilyMember) => void;
  onLeave: (member: FamilyMember) => void;
}

export function MemberList({ members, roles, onRemove, onLeave }: MemberListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('settings:family.members')}>
      {members.map((member) => {
        const who = member.name ?? member.email;
        return (
          <li key={member._id ?? member.email} className={styles.row}>
            <span className={styles.rowMain}>
              <Avatar image={member.image} name={who} size={32} />
              <span>
                {who}
                <br />
                <span className={styles.muted}>{member.email}</span>
              </span>
              {member.role === 'admin' ? (
                <span className={styles.badge}>{t('settings:family.admin')}</span>
              ) : null}
              {member.status === 'pending' ? (
                <span className={styles.muted}>{t('settings:family.pending')}</span>
              ) : null}
            </span>
            {roles.canRemove(member) ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={t('settings:family.remove', { name: who })}
                onClick={() => onRemove(member)}
              >
                {t('common:actions.delete')}
              </Button>
            ) : null}
            {roles.canLeave(member) ? (
              <Button size="small" variant="danger" onClick={() => onLeave(member)}>
                {t('settings:family.leave')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
