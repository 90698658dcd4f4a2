import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@/api/gen/model';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import styles from '../settings.module.css';
import familyStyles from './family.module.css';
import type { FamilyRoles } from './family-roles';

interface MemberListProps {
  /** Names the leave button: its visible 'SAIR' alone reads like the sidebar's log-out 'Sair' (audit P4). */
  familyName: string;
  members: readonly FamilyMember[];
  roles: FamilyRoles;
  onRemove: (member: FamilyMember) => void;
  onLeave: (member: FamilyMember) => void;
}

/** The id of a member's 'Excluir' button, where focus goes when the row before it is removed. */
export const removeButtonId = (member: FamilyMember) => `family-remove-${member._id ?? member.email}`;

export function MemberList({ familyName, members, roles, onRemove, onLeave }: MemberListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('settings:family.members')}>
      {members.map((member) => {
        const who = member.name ?? member.email;
        return (
          <li key={member._id ?? member.email} className={`${styles.row} ${familyStyles.row}`}>
            <span className={`${styles.rowMain} ${familyStyles.main}`}>
              <Avatar image={member.image} name={who} size={32} />
              <span className={familyStyles.who}>
                {who}
                <br />
                <span className={styles.muted}>{member.email}</span>
              </span>
              {member.role === 'admin' ? (
                <span className={`${styles.badge} ${familyStyles.pill}`}>{t('settings:family.admin')}</span>
              ) : null}
              {member.status === 'pending' ? (
                <span className={`${styles.muted} ${familyStyles.pill}`}>{t('settings:family.pending')}</span>
              ) : null}
            </span>
            {roles.canRemove(member) ? (
              <Button
                id={removeButtonId(member)}
                size="small"
                variant="ghost"
                aria-label={t('settings:family.remove', { name: who })}
                onClick={() => onRemove(member)}
              >
                {t('common:actions.delete')}
              </Button>
            ) : null}
            {roles.canLeave(member) ? (
              <Button
                size="small"
                variant="danger"
                aria-label={t('settings:family.leaveNamed', { name: familyName })}
                onClick={() => onLeave(member)}
              >
                {t('settings:family.leave')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
