import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { MonthSelector } from '@/ui/month-selector';
import { Select } from '@/ui/select';
import styles from './planning.module.css';

export interface PlanningToolbarProps {
  month: IsoMonth;
  min: IsoMonth;
  max: IsoMonth;
  members: readonly FamilyMember[];
  /** The person signed in: the filter's default ('Usuário principal'). */
  selfId: string;
  memberId: string;
  showNotPlanned: boolean;
  editing: boolean;
  onMonth: (month: IsoMonth) => void;
  onMember: (memberId: string) => void;
  onShowNotPlanned: (checked: boolean) => void;
  onNewCategory: () => void;
}

/** Month over 13 months, whose plan (family), the not-planned toggle, and 'Nova cartegoria' while editing. */
export function PlanningToolbar(props: PlanningToolbarProps) {
  const { t } = useTranslation();
  const others = props.members.filter(
    (member) => member.user && member.user !== props.selfId && member.status === 'active',
  );
  return (
    <div className={styles.toolbar}>
      {others.length > 0 ? (
        <Select
          label={t('planning:member')}
          value={props.memberId}
          placeholder={t('planning:mainUser')}
          options={others.map((member) => ({
            value: member.user as string,
            label: member.name ?? member.email,
          }))}
          onChange={props.onMember}
        />
      ) : null}
      <MonthSelector value={props.month} min={props.min} max={props.max} onChange={props.onMonth} />
      <Checkbox
        label={t('planning:showNotPlanned')}
        checked={props.showNotPlanned}
        onChange={props.onShowNotPlanned}
      />
      {props.editing ? (
        <Button variant="secondary" size="small" onClick={props.onNewCategory}>
          {t('planning:newCategory')}
        </Button>
      ) : null}
    </div>
  );
}
