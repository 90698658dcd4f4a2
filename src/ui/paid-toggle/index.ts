export { PaidToggle, type PaidToggleProps } from './paid-toggle';
export { type PaidPress, usePaidToggles } from './use-paid-toggles';
