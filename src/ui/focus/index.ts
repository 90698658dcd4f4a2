export { useStepHeading } from './use-step-heading';
