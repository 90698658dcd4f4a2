import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createObjective,
  createObjectiveTransaction,
  updateObjective,
} from '@/api/gen/endpoints/objectives/objectives';
import type { Objective } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { idempotent, useIdempotencyKey } from '@/api/idempotency';
import { useSession } from '@/app/session';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { useFocusOnMount } from '@/ui/focus';
import { Modal } from '@/ui/modal';
import { Skeleton } from '@/ui/skeleton';
import { invalidateObjectiveQueries } from './invalidate';
import { type Direction, type MovementDraft, MovementForm } from './movement-form';
import { figuresOf, monthlyInstallmentCents } from './objective-logic';
import { ObjectiveStatement } from './objective-statement';
import {
  emptyObjective,
  monthsOfValues,
  type ObjectiveValues,
  objectiveValuesOf,
  toObjectivePatch,
  toObjectivePayload,
} from './objective-values';
import { ObjectiveWizard } from './objective-wizard';
import styles from './objectives.module.css';
import { useOwnAccounts } from './use-own-accounts';

export interface ObjectiveModalProps {
  onClose: () => void;
  /** Spec 3: new (the wizard), view (Histórico) or deposit (Depositar / Resgatar). */
  mode?: 'new' | 'view' | 'deposit';
  objective?: Objective;
  direction?: Direction;
}

type Stage =
  /** `draft`: the values of a failed save, back at the review step. */
  | { kind: 'wizard'; editing: boolean; draft?: ObjectiveValues }
  | { kind: 'view' }
  /** `draft`: the value of a failed deposit or redemption, back in the form. */
  | { kind: 'movement'; direction: Direction; draft?: MovementDraft }
  /** `retry`: the stage that was sent, where a failure goes back to; it also keeps the title. */
  | { kind: 'saving'; retry: Stage }
  | { kind: 'saved'; installmentCents: number }
  | { kind: 'movementSaved'; direction: Direction }
  | { kind: 'error'; detail: string | undefined; retry: Stage };

/** The step numbers of spec 3 section 4: 7 saving, 8 deposit speech, 9 saved, 10 deposit saved, 11 error. */
const STEP_OF: Record<Exclude<Stage['kind'], 'wizard' | 'view'>, number> = {
  saving: 7,
  movement: 8,
  saved: 9,
  movementSaved: 10,
  error: 11,
};

const stayOpen = () => undefined;

/** The server's refusal, said once: the catalogue joins message and field messages, often the same. */
const refusalText = (message: string) => [...new Set(message.split('\n'))].join('\n');

/** Saved as the wizard showed it: nothing to send (the contract wants at least one field). */
async function edit(objective: Objective, values: ObjectiveValues) {
  const patch = toObjectivePatch(values, objective);
  if (Object.keys(patch).length > 0) await updateObjective(objective._id, patch);
}

function firstStage(
  mode: ObjectiveModalProps['mode'],
  objective: Objective | undefined,
  direction: Direction,
): Stage {
  if (objective && mode === 'deposit') return { kind: 'movement', direction };
  if (objective && mode === 'view') return { kind: 'view' };
  return { kind: 'wizard', editing: false };
}

/** The objectives global modal: the wizard (new or edit), the statement, deposits and redemptions. */
export function ObjectiveModal({
  onClose,
  mode = 'new',
  objective,
  direction = 'deposit',
}: ObjectiveModalProps) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const queryClient = useQueryClient();
  const accounts = useOwnAccounts();
  const [stage, setStage] = useState<Stage>(() => firstStage(mode, objective, direction));
  const [wizardStep, setWizardStep] = useState(0);
  const movement = useIdempotencyKey();
  const creation = useIdempotencyKey();

  async function run(action: () => Promise<unknown>, done: Stage, retry: Stage) {
    setStage({ kind: 'saving', retry });
    try {
      await action();
      setStage(done);
    } catch (failure) {
      const detail =
        failure instanceof ApiError && failure.status < 500 ? refusalText(failure.message) : undefined;
      setStage({ kind: 'error', detail, retry });
    }
    await invalidateObjectiveQueries(queryClient);
  }

  function save(values: ObjectiveValues, editing: boolean) {
    const installmentCents = monthlyInstallmentCents(
      values.totalCents ?? 0,
      values.initialCents ?? 0,
      monthsOfValues(values),
    );
    void run(
      () =>
        editing && objective
          ? edit(objective, values)
          : createObjective(toObjectivePayload(values), idempotent(creation.key)),
      { kind: 'saved', installmentCents },
      { kind: 'wizard', editing, draft: values },
    );
  }

  function move(target: Objective, moving: Direction, cents: number, date: string, payment?: string) {
    const body = { value: (moving === 'deposit' ? cents : -cents) / 100, date };
    void run(
      async () => {
        // The objective's account was removed (decision 029): the one chosen becomes its account first.
        if (payment) await updateObjective(target._id, { payment });
        // The key stays for a retry of this movement and changes once it is booked (decision 312).
        await createObjectiveTransaction(target._id, body, idempotent(movement.key));
        movement.renew();
      },
      { kind: 'movementSaved', direction: moving },
      { kind: 'movement', direction: moving, draft: { cents, date, ...(payment ? { payment } : {}) } },
    );
  }

  const title = (() => {
    // A save in flight and its failure belong to what was sent: a deposit's error is no edit (audit P2).
    const subject = stage.kind === 'saving' || stage.kind === 'error' ? stage.retry : stage;
    if (subject.kind === 'movement' || subject.kind === 'movementSaved')
      return t(
        subject.direction === 'redeem' ? 'objectives:modal.redeemTitle' : 'objectives:modal.depositTitle',
      );
    if (subject.kind === 'view') return t('objectives:modal.statementTitle');
    if (subject.kind === 'wizard' && subject.editing) return t('objectives:modal.editTitle');
    return t(objective && mode !== 'new' ? 'objectives:modal.editTitle' : 'objectives:modal.newTitle');
  })();
  const step = stage.kind === 'wizard' ? wizardStep : stage.kind === 'view' ? 'view' : STEP_OF[stage.kind];

  return (
    // Closed while saving, the write still landed and nobody saw its outcome (audit U3): it stays.
    <Modal open onClose={stage.kind === 'saving' ? stayOpen : onClose} title={title} width={520}>
      <div className={styles.modalBody} data-step={step}>
        {stage.kind === 'wizard' ? (
          <ObjectiveWizard
            defaults={
              stage.draft ?? (stage.editing && objective ? objectiveValuesOf(objective) : emptyObjective())
            }
            startAtReview={Boolean(stage.draft)}
            paidCents={stage.editing && objective ? figuresOf(objective).paidCents : 0}
            payments={accounts}
            currency={currency}
            onStep={setWizardStep}
            onSave={(values) => save(values, stage.editing)}
          />
        ) : null}
        {stage.kind === 'view' && objective ? (
          <>
            <ObjectiveStatement objective={objective} currency={currency} />
            <div className={styles.actions}>
              <Button variant="ghost" onClick={() => setStage({ kind: 'wizard', editing: true })}>
                {t('objectives:modal.edit')}
              </Button>
              <Button
                variant="secondary"
                disabled={figuresOf(objective).paidCents <= 0}
                onClick={() => setStage({ kind: 'movement', direction: 'redeem' })}
              >
                {t('objectives:actions.redeem')}
              </Button>
              <Button
                disabled={figuresOf(objective).done}
                onClick={() => setStage({ kind: 'movement', direction: 'deposit' })}
              >
                {t('objectives:actions.deposit')}
              </Button>
            </div>
          </>
        ) : null}
        {stage.kind === 'movement' && objective ? (
          <MovementForm
            objective={objective}
            direction={stage.direction}
            currency={currency}
            draft={stage.draft}
            accounts={accounts}
            onSubmit={(cents, date, payment) => move(objective, stage.direction, cents, date, payment)}
          />
        ) : null}
        {stage.kind === 'saving' ? <Skeleton variant="text" count={3} /> : null}
        {stage.kind === 'saved' ? (
          <Outcome tone="success" message={t('objectives:modal.saved')} onClose={onClose}>
            <p className={styles.muted}>
              {t('objectives:modal.savedHint', { value: formatMoney(stage.installmentCents, currency) })}
            </p>
          </Outcome>
        ) : null}
        {stage.kind === 'movementSaved' ? (
          <Outcome
            tone="success"
            message={t(
              stage.direction === 'redeem' ? 'objectives:modal.redeemSaved' : 'objectives:modal.depositSaved',
            )}
            onClose={onClose}
          />
        ) : null}
        {stage.kind === 'error' ? (
          <Outcome tone="failure" message={t('objectives:modal.error')} onClose={onClose}>
            {stage.detail ? <p className={styles.muted}>{stage.detail}</p> : null}
            <Button variant="secondary" onClick={() => setStage(stage.retry)}>
              {t('objectives:modal.tryAgain')}
            </Button>
          </Outcome>
        ) : null}
      </div>
    </Modal>
  );
}

function Outcome({
  tone,
  message,
  onClose,
  children,
}: {
  tone: 'success' | 'failure';
  message: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const actions = useFocusOnMount<HTMLDivElement>();
  return (
    <div className={styles.outcome} data-tone={tone}>
      <p role={tone === 'failure' ? 'alert' : 'status'} className={styles.outcomeText}>
        <span aria-hidden="true" className={styles.outcomeIcon}>
          {tone === 'success' ? '✓' : '✕'}
        </span>
        {message}
      </p>
      {children}
      <div ref={actions} className={styles.actions}>
        <Button onClick={onClose}>{t('objectives:modal.close')}</Button>
      </div>
    </div>
  );
}
