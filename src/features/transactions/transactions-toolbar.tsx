import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { MonthSelector } from '@/ui/month-selector';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import type { GroupFilter, StatusFilter } from './filters';
import { MAX_SEARCH_LETTERS } from './search';
import styles from './transactions.module.css';

export interface ToolbarState {
  query: string;
  month: IsoMonth;
  group: GroupFilter;
  memberId: string;
  status: StatusFilter;
}

interface ToolbarProps extends ToolbarState {
  isCard: boolean;
  members: readonly FamilyMember[] | null;
  onChange: (patch: Partial<ToolbarState>) => void;
  onMonthIntent?: (month: IsoMonth) => void;
}

const firstName = (member: FamilyMember) => (member.name ?? member.email).split(/\s+/)[0] ?? '';

/** Search, member filter (family only), month, group (card: expenses only) or the card's status. */
export function TransactionsToolbar({ isCard, members, onChange, onMonthIntent, ...state }: ToolbarProps) {
  const { t } = useTranslation();
  const groups = (['all', 'revenues', 'expenses'] as const).map((value) => ({
    value,
    label: t(`transactions:group.${value}`),
  }));
  const statuses = (['all', 'paid', 'unpaid'] as const).map((value) => ({
    value,
    label: t(`transactions:status.${value}`),
  }));
  return (
    <div className={styles.toolbar}>
      <TextField
        label={t('transactions:search')}
        type="search"
        placeholder={t('transactions:searchPlaceholder')}
        value={state.query}
        maxLength={MAX_SEARCH_LETTERS}
        onChange={(query) => onChange({ query })}
      />
      {members ? (
        <Select
          label={t('transactions:member')}
          value={state.memberId}
          placeholder={t('transactions:allMembers')}
          options={members
            .filter((member) => member.user)
            .map((member) => ({ value: member.user as string, label: firstName(member) }))}
          onChange={(memberId) => onChange({ memberId })}
        />
      ) : null}
      <MonthSelector value={state.month} onChange={(month) => onChange({ month })} onIntent={onMonthIntent} />
      <Select
        label={t('transactions:group.label')}
        value={isCard ? 'expenses' : state.group}
        placeholder={null}
        disabled={isCard}
        options={groups}
        onChange={(group) => onChange({ group: group as GroupFilter })}
      />
      {isCard ? (
        <Select
          label={t('transactions:status.label')}
          value={state.status}
          placeholder={null}
          options={statuses}
          onChange={(status) => onChange({ status: status as StatusFilter })}
        />
      ) : null}
    </div>
  );
}
