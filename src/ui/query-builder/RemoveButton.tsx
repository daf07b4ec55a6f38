/** The × that removes a terminal; its accessible name says which. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className="icon-button remove" aria-label={label} title={label} onClick={onRemove}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
