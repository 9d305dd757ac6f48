import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert, Button, Panel } from '../../../shared/ui/index.ts';

/**
 * A section of the account-info page that shows a value and, for the signed-in owner, edits it
 * in place. Closing the form hands the focus back to its Edit button, and a save is announced.
 */
export function EditableSection({
  title,
  editLabel,
  savedText,
  canEdit,
  view,
  editor,
}: {
  title: string;
  /** The Edit button's accessible name ("Edit contact information"). */
  editLabel: { text: string; name: string };
  savedText: string;
  canEdit: boolean;
  view: ReactNode;
  editor(close: (saved: boolean) => void): ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [returns, setReturns] = useState(0);
  const asideRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (returns > 0) asideRef.current?.querySelector('button')?.focus();
  }, [returns]);

  const close = (didSave: boolean) => {
    setEditing(false);
    setSaved(didSave);
    setReturns((count) => count + 1);
  };

  return (
    <Panel
      title={title}
      aside={
        canEdit && !editing ? (
          <span ref={asideRef}>
            <Button
              variant="secondary"
              aria-label={editLabel.name}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {editLabel.text}
            </Button>
          </span>
        ) : null
      }
    >
      {saved ? <Alert tone="success">{savedText}</Alert> : null}
      {editing ? editor(close) : view}
    </Panel>
  );
}
