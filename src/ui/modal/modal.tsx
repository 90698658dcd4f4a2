import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusInside, trapTab } from '../focus/focus-trap';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Width in px (the task modal is 360). */
  width?: number;
  /** Hides the × button when the footer already offers a way out. */
  hideCloseButton?: boolean;
}

/**
 * A modal that opened itself (the dashboard's tour), or whose opener is out of reach, gives the
 * focus to the page's title instead of the body, so the next Tab starts at the top of the screen
 * and a reader says where it is.
 */
function pageTitle(): HTMLElement | undefined {
  const title = [...document.querySelectorAll<HTMLElement>('h1')].find(
    (h1) => h1.getClientRects().length > 0,
  );
  if (title && !title.hasAttribute('tabindex')) title.tabIndex = -1;
  return title;
}

/** The page's main landmark, made focusable by script if it is not already. */
function mainLandmark(): HTMLElement | undefined {
  const main = document.querySelector('main') ?? undefined;
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/**
 * Focus back on the opener, unless the focus has already gone somewhere else on the page. An opener
 * that can no longer take it (a link of the phone's drawer, closed and inert since the click that
 * opened the dashboard's tour: audit M4) gives way to the page's title, then to its main landmark,
 * never to the body.
 */
function giveFocusBack(opener: Element | null) {
  const active = document.activeElement;
  const lost = !active || active === document.body || active.closest('dialog') !== null;
  if (!lost) return;
  const openerOnPage =
    opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : undefined;
  for (const candidate of [() => openerOnPage, pageTitle, mainLandmark]) {
    const target = candidate();
    if (!target) continue;
    target.focus({ preventScroll: true });
    if (document.activeElement === target) return;
  }
}

/**
 * An accessible dialog on the native <dialog> element: showModal() makes the page behind inert,
 * moves focus inside and restores it to the opener on close; Tab is kept inside and Esc asks the
 * owner to close. It stays in the React tree (no portal), so brand CSS variables still apply.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width,
  hideCloseButton = false,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);

  const wantsOpen = useRef(open);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    wantsOpen.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      giveFocusBack(opener.current);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const observer = new MutationObserver(() => keepFocusInside(dialog, body.current));
    observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  // A modal its owner unmounts while open (the global ones) is never close()d, so the browser does
  // not give the focus back: it would be left on the page's body.
  useEffect(() => () => giveFocusBack(opener.current), []);

  const style = width ? ({ '--modal-width': `${width}px` } as CSSProperties) : undefined;

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={style}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab' && ref.current) {
          trapTab(event, ref.current);
        }
      }}
      // Esc is handled above; Chrome may still send a cancel (or close without one) on repeated Esc.
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        // The browser's close event comes a task after close(): by then the owner may have opened
        // the dialog again, and that late event closed the new one (seen in CI on a loaded machine).
        if (wantsOpen.current && !ref.current?.open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop closes; the second click of a double click does not. A double click
        // on a button that swaps the form for a shorter question stage lands its second click where
        // the button was, on the backdrop by then, and closed the dialog with the edit unsaved
        // (audit J2).
        if (event.target === event.currentTarget && event.detail <= 1) onClose();
      }}
    >
      {open ? (
        <>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button
                type="button"
                className={styles.close}
                aria-label={t('ui:modal.close')}
                onClick={onClose}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    d="M6 6l12 12M18 6L6 18"
                  />
                </svg>
              </button>
            )}
          </header>
          <div ref={body} className={styles.body}>
            {children}
          </div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}
