import type { ComponentType } from 'react';
import { ObjectiveModal } from './objective-modal';

export { ObjectiveModal, type ObjectiveModalProps } from './objective-modal';
export { ObjectivesPending, ObjectivesScreen } from './objectives-screen';

/** The 'objective' global modal; the shell passes the props `openGlobalModal` was given. */
export const objectiveGlobalModals = {
  objective: ObjectiveModal,
} as unknown as Record<'objective', ComponentType<{ onClose: () => void }>>;
