import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createFamily,
  joinFamilyByVoucher,
  postFamilyMember,
  removeFamilyMember,
} from '@/api/gen/endpoints/families/families';
import type { Family, FamilyMember } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { familyQuery } from '@/api/queries';
import { useActsForAnother, useCurrentUser } from '@/app/session';
import { requestConfirmation } from '@/app/ui-store';
import { FormOutcome, type Outcome } from '@/ui/form';
import { Skeleton } from '@/ui/skeleton';
import { invalidateFamily } from '../invalidate';
import styles from '../settings.module.css';
import familyStyles from './family.module.css';
import { FamilyFieldForm } from './family-field-form';
import { familyRoles, familyViewer } from './family-roles';
import { MemberList, removeButtonId } from './member-list';

/** /configuracoes/conta-familia: the family, its members and the create, join and invite forms. */
export function FamilyScreen() {
  return <FamilyView family={useSuspenseQuery(familyQuery()).data ?? undefined} />;
}

/**
 * The route's pending view. Until the family's answer is there nobody knows which forms apply: none
 * is offered (a failed answer shows the route's load error instead).
 */
export function FamilyPending() {
  return <Skeleton variant="rect" count={2} height={120} />;
}

const TITLE_ID = 'settings-family-title';
const NAME_ID = 'settings-family-name';

/** The next row's 'Excluir' (the one before when the last goes), else the family's heading. */
function nextFocus(members: readonly FamilyMember[], removed: FamilyMember): string {
  const others = members.filter((member) => member.role !== 'admin');
  const at = others.indexOf(removed);
  const next = others[at + 1] ?? others[at - 1];
  return next ? removeButtonId(next) : NAME_ID;
}

function FamilyView({ family }: { family: Family | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const actsForAnother = useActsForAnother();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Where focus goes once the list shows the removal: the row that took the removed one's place.
  const focusAfterRefresh = useRef<{ id: string; before: Family } | null>(null);

  useEffect(() => {
    const pending = focusAfterRefresh.current;
    if (!pending || pending.before === family) return;
    focusAfterRefresh.current = null;
    document.getElementById(pending.id)?.focus();
  }, [family]);

  if (!user) return <FamilyPending />;
  const roles = familyRoles(family, user._id, familyViewer(user.isPlanner === true, actsForAnother));
  const refresh = () => invalidateFamily(queryClient);

  async function memberAction(member: FamilyMember, leave: boolean) {
    if (!family) return;
    const confirmed = await requestConfirmation({
      title: leave ? t('settings:family.leaveTitle') : t('settings:family.removeTitle'),
      message: leave ? t('settings:family.leaveQuestion') : t('settings:family.removeQuestion'),
      danger: true,
    });
    if (!confirmed) return;
    setOutcome(null);
    const memberId = member._id ?? member.user ?? '';
    try {
      if (leave) await postFamilyMember(family._id, undefined, { remove: memberId });
      else await removeFamilyMember(family._id, { remove: memberId });
      focusAfterRefresh.current = {
        id: leave ? TITLE_ID : nextFocus(family.members, member),
        before: family,
      };
      setOutcome({
        tone: 'success',
        message: leave
          ? t('settings:family.left')
          : member.status === 'pending'
            ? t('settings:family.invitationCancelled', { email: member.email })
            : t('settings:family.removed', { name: member.name ?? member.email }),
      });
    } catch (error) {
      setOutcome({
        tone: 'failure',
        message: error instanceof ApiError && error.message ? error.message : t('settings:family.failed'),
      });
    }
    await refresh();
  }

  return (
    <section className={styles.column} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={styles.sectionTitle} tabIndex={-1}>
        {t('settings:family.title')}
      </h2>
      {family ? (
        <section className={styles.section} aria-label={family.name}>
          <h3 id={NAME_ID} className={`${styles.sectionTitle} ${familyStyles.name}`} tabIndex={-1}>
            {family.name}
          </h3>
          {family.voucher ? (
            <p>
              <span className={styles.muted}>{t('settings:family.voucher')}: </span>
              <strong className={styles.voucher}>{family.voucher}</strong>
              <br />
              <span className={styles.muted}>{t('settings:family.voucherHint')}</span>
            </p>
          ) : null}
          <MemberList
            familyName={family.name}
            members={family.members}
            roles={roles}
            onRemove={(member) => void memberAction(member, false)}
            onLeave={(member) => void memberAction(member, true)}
          />
        </section>
      ) : (
        <p className={styles.muted}>{t('settings:family.noFamily')}</p>
      )}
      <FormOutcome outcome={outcome} />
      {roles.showInvite && family ? (
        <FamilyFieldForm
          id="settings-family-invite"
          kind="email"
          title={t('settings:family.invite.title')}
          label={t('settings:family.invite.email')}
          submitLabel={t('settings:family.invite.submit')}
          onSubmit={async (email) => {
            await postFamilyMember(family._id, { email });
            await refresh();
            return t('settings:family.invite.sent', { email });
          }}
        />
      ) : null}
      {roles.showCreate ? (
        <FamilyFieldForm
          id="settings-family-create"
          kind="text"
          title={t('settings:family.create.title')}
          label={t('settings:family.create.name')}
          submitLabel={t('settings:family.create.submit')}
          onSubmit={async (name) => {
            await createFamily({ name, user: user._id });
            await refresh();
            return null;
          }}
        />
      ) : null}
      {roles.showJoin ? (
        <FamilyFieldForm
          id="settings-family-join"
          kind="text"
          title={t('settings:family.join.title')}
          label={t('settings:family.join.voucher')}
          submitLabel={t('settings:family.join.submit')}
          onSubmit={async (voucher) => {
            await joinFamilyByVoucher({ voucher, email: user.email, user: user._id });
            await refresh();
            return null;
          }}
        />
      ) : null}
    </section>
  );
}
