import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Whose plan else may be shown: family members, a planner's clients (the signed-in person excluded). */
  people: readonly { value: string; label: string }[];
  memberId: string;
  showNotPlanned: boolean;
  editing: boolean;
  /**
   * Changes are pending for the person on show: they are theirs, and 'Aplicar alterações' would
   * send them to whoever is chosen, so the choice waits until they are applied or discarded.
   */
  memberLocked: boolean;
  onMonth: (month: IsoMonth) => void;
  onMember: (memberId: string) => void;
  onShowNotPlanned: (checked: boolean) => void;
  onNewCategory: () => void;
}

/** Month over 13 months, whose plan (family, planner's clients), the not-planned toggle, and 'Nova cartegoria' while editing. */
export function PlanningToolbar(props: PlanningToolbarProps) {
  const { t } = useTranslation();
  const lockedHintId = useId();
  return (
    <div className={styles.toolbar}>
      {props.people.length > 0 ? (
        <div>
          <Select
            label={t('planning:member')}
            value={props.memberId}
            placeholder={t('planning:mainUser')}
            options={props.people}
            onChange={props.onMember}
            disabled={props.memberLocked}
            aria-describedby={props.memberLocked ? lockedHintId : undefined}
          />
          {props.memberLocked ? (
            <p id={lockedHintId} className={styles.memberHint}>
              {t('planning:memberLocked')}
            </p>
          ) : null}
        </div>
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
