export { trapTab } from './focus-trap';
export { useFocusOnMount } from './use-focus-on-mount';
export { useStepHeading } from './use-step-heading';
