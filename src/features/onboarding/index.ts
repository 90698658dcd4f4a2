/**
 * The financial onboarding. /planejamento opens `OnboardingModal` (after `loadNamespaces(['onboarding'])`);
 * the /onboarding-planejamento route renders `OnboardingPage`.
 */
export { OnboardingModal, type OnboardingModalProps } from './onboarding-modal';
export { OnboardingPage, OnboardingPending } from './onboarding-page';
export type { WizardVariant } from './onboarding-steps';
export { OnboardingWizard, type OnboardingWizardProps } from './onboarding-wizard';
