import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import { useStepHeading } from '@/ui/focus';
import { GoodsList } from './goods-list';
import styles from './onboarding.module.css';
import { isOverfull, MAX_LIST_ROWS, toOnboardingRequest } from './onboarding-request';
import {
  DONE_STEP,
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
import { saveErrorText } from './save-error';
import { SpreadsheetActions } from './spreadsheet-actions';
import { StepTable } from './step-table';
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
  /** Stories and tests open a given step or table. */
  initialStep?: number;
  initialTable?: OnboardingTable;
}

const stepName = (step: number) => stepKind(step) ?? (step === VIDEO_STEP ? 'video' : 'done');

/** The onboarding's steps 0 to 6, shared by the /planejamento modal and the /onboarding-planejamento page. */
export function OnboardingWizard({
  month,
  user,
  skipTutorial,
  variant = 'standard',
  onClose,
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
  const save = useSaveOnboardingTable();
  const errors = useMemo(() => tableErrors(table.rows, month), [table.rows, month]);
  const heading = useStepHeading<HTMLHeadingElement>(step);
  const kind = stepKind(step);
  const name = stepName(step);

  const stepHasErrors = (target: StepKind) =>
    table.rows.some((row) => row.kind === target && errors.has(row.id));

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
    const request = toOnboardingRequest(table, { user, month });
    // The contract caps each list: say so before sending rather than show the schema's refusal.
    setOverfull(isOverfull(request));
    if (isOverfull(request)) return;
    save.mutate({ data: request }, { onSuccess: () => setStep(DONE_STEP) });
  };

  const setStepRows = (rows: TableRow[]) =>
    setTable((current) => {
      const others = current.rows.filter((row) => row.kind !== kind);
      return { ...current, rows: [...others, ...rows] };
    });

  const saveError = overfull
    ? t('onboarding:errors.tooManyRows', { max: MAX_LIST_ROWS })
    : save.isError
      ? saveErrorText(save.error, t)
      : '';

  return (
    <div className={styles.wizard}>
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t(`onboarding:steps.${name}`)}
      </h2>
      <p className={styles.guide}>{t(`onboarding:guides.${name}`)}</p>
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
            onRowsChange={setStepRows}
          />
          {kind === 'investments' ? (
            <GoodsList
              goods={table.goods}
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
      {step === DONE_STEP ? <Done /> : null}
      {saveError ? (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
      ) : null}
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
    </div>
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

function Done() {
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
    </div>
  );
}
