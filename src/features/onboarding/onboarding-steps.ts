import { STEP_KINDS, type StepKind } from './onboarding-table';

/** Step 0 is the video, 1 to 5 the data steps, 6 the success screen (spec 3). */
export const VIDEO_STEP = 0;
export const FIRST_DATA_STEP = 1;
export const LAST_DATA_STEP = 5;
export const DONE_STEP = 6;

/** 'client': the variant a planner's client gets, where Next goes straight to the end (spec 3, section 4). */
export type WizardVariant = 'standard' | 'client';

export const firstStep = (skipTutorial: boolean): number => (skipTutorial ? FIRST_DATA_STEP : VIDEO_STEP);

export function nextStep(step: number, variant: WizardVariant): number {
  if (variant === 'client' && step >= FIRST_DATA_STEP) return DONE_STEP;
  return Math.min(step + 1, DONE_STEP);
}

export function previousStep(step: number, variant: WizardVariant, skipTutorial: boolean): number {
  if (variant === 'client') return FIRST_DATA_STEP;
  return Math.max(step - 1, firstStep(skipTutorial));
}

/** The step the next press leads to is the end: that press saves. */
export const savesOnNext = (step: number, variant: WizardVariant): boolean =>
  step >= FIRST_DATA_STEP && step <= LAST_DATA_STEP && nextStep(step, variant) === DONE_STEP;

export type NextLabel = 'start' | 'next' | 'finish' | 'close';

export function nextLabel(step: number, variant: WizardVariant): NextLabel {
  if (step === VIDEO_STEP) return 'start';
  if (step === DONE_STEP) return 'close';
  return savesOnNext(step, variant) ? 'finish' : 'next';
}

export const stepKind = (step: number): StepKind | undefined =>
  step >= FIRST_DATA_STEP && step <= LAST_DATA_STEP ? STEP_KINDS[step - 1] : undefined;

export const hasPrevious = (step: number, skipTutorial: boolean): boolean =>
  step > firstStep(skipTutorial) && step !== DONE_STEP;
