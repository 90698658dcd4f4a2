const stay = () => undefined;

/**
 * A modal's close (Esc, ✕, backdrop) while its save is on the way does nothing: closed, the write
 * still landed and nobody saw its outcome, and a second attempt from a fresh modal carried a new
 * Idempotency-Key and booked again (audit U3). The outcome follows in the same modal, which then
 * closes as usual.
 */
export const closeUnlessSaving = (saving: boolean, onClose: () => void) => (saving ? stay : onClose);
