import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Buttons, right-aligned on wide screens and stacked on narrow ones. */
  actions?: ReactNode;
  /**
   * Called when the dialog closes by itself (Escape, or a form with method="dialog").
   * A dialog that is not `dismissible` ignores the first Escape; browsers close it on a second one,
   * so treat `onClose` as the user's answer in that case too.
   */
  onClose?: () => void;
  dismissible?: boolean;
  /** `alertdialog` for dialogs that interrupt with something the user must act on. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal built on the native `<dialog>` opened with `showModal()`: the browser traps focus, makes the
 * page behind inert and returns focus when it closes. The title labels the dialog.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  dismissible = true,
  role = 'dialog',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={() => onClose?.()}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
