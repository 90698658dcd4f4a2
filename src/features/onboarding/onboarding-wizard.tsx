import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingResult } from '@/api/gen/model';
import { payloadOf } from '@/api/queries';
import type { IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import { useStepHeading } from '@/ui/focus';
import { GoodsList } from './goods-list';
import styles from './onboarding.module.css';
import { isOverfull, MAX_LIST_ROWS, requestOrder, toOnboardingRequest } from './onboarding-request';
import {
  DONE_STEP,
  FIRST_DATA_STEP,
  firstStep,
  hasPrevious,
  nextLabel,
  nextStep,
  previousStep,
  savesOnNext,
  stepKind,
  VIDEO_STEP,
  type WizardVariant,
} from './onboarding-steps';
import {
  defaultTable,
  type OnboardingTable,
  STEP_KINDS,
  type StepKind,
  type TableRow,
  withImported,
} from './onboarding-table';
import { tableErrors } from './onboarding-validation';
import { type Rejections, rejectionsOf, saveErrorText } from './save-error';
import { SpreadsheetActions } from './spreadsheet-actions';
import { StepTable } from './step-table';
import type { PreviousSurvey } from './use-previous-survey';
import { useSaveOnboardingTable } from './use-save-onboarding';

export interface OnboardingWizardProps {
  /** The selected month: rows may be dated from its first day to the end of the month 11 months later. */
  month: IsoMonth;
  /** The person the onboarding is for: the caller, or the client a planner acts for. */
  user: string;
  /** A user who skipped the tutorial starts at Receitas, not at the video. */
  skipTutorial: boolean;
  variant?: WizardVariant;
  /** 'Fechar' on the success step. */
  onClose: () => void;
  /** The survey saved before, which this one replaces (decision 006); none when absent. */
  previous?: PreviousSurvey;
  /** Stories and tests open a given step or table. */
  initialStep?: number;
  initialTable?: OnboardingTable;
}

const stepName = (step: number) => stepKind(step) ?? (step === VIDEO_STEP ? 'video' : 'done');

const stepOf = (kind: StepKind) => FIRST_DATA_STEP + STEP_KINDS.indexOf(kind);

const NO_REJECTIONS: Rejections = { rows: [], goods: [] };

/** What the success step tells: what was saved and what of the previous survey it replaced. */
interface SavedSurvey extends OnboardingResult {
  replacedGoods: number;
}

/** The onboarding's steps 0 to 6, shared by the /planejamento modal and the /onboarding-planejamento page. */
export function OnboardingWizard({
  month,
  user,
  skipTutorial,
  variant = 'standard',
  onClose,
  previous,
  initialStep,
  initialTable,
}: OnboardingWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(initialStep ?? firstStep(skipTutorial));
  const [table, setTable] = useState<OnboardingTable>(
    () =>
      initialTable ??
      defaultTable(
        Object.fromEntries(
          STEP_KINDS.map((kind) => [
            kind,
            t(`onboarding:predefined.${kind}`, { returnObjects: true }) as string[],
          ]),
        ) as Record<StepKind, string[]>,
      ),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [overfull, setOverfull] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rejections, setRejections] = useState<Rejections>(NO_REJECTIONS);
  const [saved, setSaved] = useState<SavedSurvey | null>(null);
  const save = useSaveOnboardingTable();
  const errors = useMemo(() => tableErrors(table.rows, month), [table.rows, month]);
  // A refusal holds while the row is the one sent: any change to it is the person's fix.
  const rowRejections = useMemo(
    () =>
      new Map(
        rejections.rows
          .filter((rejection) => table.rows.includes(rejection.row))
          .map((rejection) => [rejection.row.id, rejection]),
      ),
    [rejections, table.rows],
  );
  const goodRejections = useMemo(
    () =>
      new Map(
        rejections.goods
          .filter((rejection) => table.goods.includes(rejection.good))
          .map((rejection) => [rejection.good.id, rejection.message]),
      ),
    [rejections, table.goods],
  );
  const heading = useStepHeading<HTMLHeadingElement>(step);
  const kind = stepKind(step);
  const name = stepName(step);

  const stepHasErrors = (target: StepKind) =>
    table.rows.some((row) => row.kind === target && errors.has(row.id));

  const send = () => {
    setConfirming(false);
    const request = toOnboardingRequest(table, { user, month });
    // The contract caps each list: say so before sending rather than show the schema's refusal.
    setOverfull(isOverfull(request));
    if (isOverfull(request)) return;
    const replacedGoods = previous?.goods ?? 0;
    save.mutate(
      { data: request },
      {
        onSuccess: (answer) => {
          setRejections(NO_REJECTIONS);
          setSaved({ ...payloadOf(answer), replacedGoods });
          setStep(DONE_STEP);
        },
        onError: (error) => {
          const found = rejectionsOf(error, requestOrder(table), t);
          setRejections(found);
          const [first] = found.rows;
          if (first) {
            setShowErrors(true);
            setStep(stepOf(first.row.kind));
          } else if (found.goods.length > 0) setStep(stepOf('investments'));
        },
      },
    );
  };

  const goNext = () => {
    if (step === DONE_STEP) return onClose();
    if (kind && stepHasErrors(kind)) return setShowErrors(true);
    if (!savesOnNext(step, variant)) {
      setShowErrors(false);
      return setStep(nextStep(step, variant));
    }
    const broken = STEP_KINDS.findIndex(stepHasErrors);
    if (broken >= 0) {
      setShowErrors(true);
      return setStep(broken + 1);
    }
    // A new survey replaces the previous one (decision 400): never without saying so first.
    if (previous?.exists) return setConfirming(true);
    send();
  };

  const setStepRows = (rows: TableRow[]) =>
    setTable((current) => {
      const others = current.rows.filter((row) => row.kind !== kind);
      return { ...current, rows: [...others, ...rows] };
    });

  // The refusal named rows: the line says where they are, until the person has changed them all.
  const pointed = rejections.rows.length + rejections.goods.length > 0;
  const firstRejected =
    rowRejections.values().next().value?.row.kind ?? (goodRejections.size > 0 ? 'investments' : null);
  const refusal = firstRejected
    ? t('onboarding:errors.rejectedRows', { step: t(`onboarding:steps.${firstRejected}`) })
    : pointed
      ? ''
      : saveErrorText(save.error, t);
  const saveError = overfull
    ? t('onboarding:errors.tooManyRows', { max: MAX_LIST_ROWS })
    : save.isError
      ? refusal
      : '';

  return (
    <div className={styles.wizard}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t(`onboarding:steps.${name}`)}
      </h2>
      <p className={styles.guide}>{t(`onboarding:guides.${name}`)}</p>
      {previous?.exists && step !== DONE_STEP ? (
        <p className={styles.notice}>{t('onboarding:replace.notice')}</p>
      ) : null}
      {step === VIDEO_STEP ? <Video /> : null}
      {kind ? (
        <>
          <SpreadsheetActions
            month={month}
            onImported={(rows, goods) => setTable((current) => withImported(current, rows, goods))}
          />
          <StepTable
            key={kind}
            kind={kind}
            rows={table.rows.filter((row) => row.kind === kind)}
            month={month}
            errors={errors}
            showErrors={showErrors}
            rejections={rowRejections}
            onRowsChange={setStepRows}
          />
          {kind === 'investments' ? (
            <GoodsList
              goods={table.goods}
              rejected={goodRejections}
              onRemove={(id) =>
                setTable((current) => ({ ...current, goods: current.goods.filter((good) => good.id !== id) }))
              }
            />
          ) : null}
          {showErrors && stepHasErrors(kind) ? (
            <p role="alert" className={styles.error}>
              {t('onboarding:errors.summary')}
            </p>
          ) : null}
        </>
      ) : null}
      {step === DONE_STEP ? <Done saved={saved} /> : null}
      {saveError ? (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
      ) : null}
      {confirming && previous ? (
        <ReplaceWarning
          previous={previous}
          busy={save.isPending}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.footer}>
          {hasPrevious(step, skipTutorial) ? (
            <Button variant="ghost" onClick={() => setStep(previousStep(step, variant, skipTutorial))}>
              {t('onboarding:buttons.previous')}
            </Button>
          ) : null}
          <Button busy={save.isPending} onClick={goNext}>
            {t(`onboarding:buttons.${nextLabel(step, variant)}`)}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Asked on 'Finalizar' when a survey was saved before: what the new one replaces (audit O10). */
function ReplaceWarning({
  previous,
  busy,
  onConfirm,
  onCancel,
}: {
  previous: PreviousSurvey;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The pressed 'Finalizar' gives way to this question: focus follows it, not the page's top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.warning} role="alert" aria-labelledby="onboarding-replace">
      <h3 id="onboarding-replace" ref={heading} tabIndex={-1}>
        {t('onboarding:replace.title')}
      </h3>
      <p>{t('onboarding:replace.entries')}</p>
      {previous.goods > 0 ? <p>{t('onboarding:replace.goods', { count: previous.goods })}</p> : null}
      <p>{t('onboarding:replace.untouched')}</p>
      <div className={styles.footer}>
        <Button variant="ghost" onClick={onCancel}>
          {t('onboarding:replace.cancel')}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {t('onboarding:replace.confirm')}
        </Button>
      </div>
    </section>
  );
}

function Video() {
  const { t } = useTranslation();
  const src = t('onboarding:video.src');
  // A brand ships its presentation video in its locale override; without one the guide stands alone.
  return src ? (
    <iframe className={styles.video} src={src} title={t('onboarding:video.title')} allowFullScreen />
  ) : null;
}

function Done({ saved }: { saved: SavedSurvey | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.done}>
      <svg width="96" height="96" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="var(--color-primary)" />
        <path
          d="M7 12.5l3 3 7-7"
          stroke="var(--color-surface)"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {saved ? (
        <p role="status">
          {t('onboarding:done.saved', { count: saved.transactions })}
          {saved.goods > 0 ? ` ${t('onboarding:done.savedGoods', { count: saved.goods })}` : ''}
          {saved.replaced > 0 ? ` ${t('onboarding:done.replaced', { count: saved.replaced })}` : ''}
          {saved.replacedGoods > 0
            ? ` ${t('onboarding:done.replacedGoods', { count: saved.replacedGoods })}`
            : ''}
        </p>
      ) : null}
      <p>{t('onboarding:done.next')}</p>
    </div>
  );
}
