import { Button } from './button';

interface EditDeleteButtonsProps {
  /** Visible texts ("Edit", "Delete") and accessible names that say which item ("Edit Patio permit"). */
  text: { edit: string; delete: string; editNamed: string; deleteNamed: string };
  onEdit: () => void;
  onDelete: () => void;
  /** A delete is on its way: the button waits. */
  deleting: boolean;
}

/** The Edit and Delete pair of a row or card. */
export function EditDeleteButtons({ text, onEdit, onDelete, deleting }: EditDeleteButtonsProps) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={text.editNamed}>
        {text.edit}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={deleting}
        onClick={onDelete}
        aria-label={text.deleteNamed}
      >
        {text.delete}
      </Button>
    </div>
  );
}
