export { CONFIRM_CLOSE_DELAY_MS, ConfirmModal, type ConfirmModalProps } from './confirm-modal';
