import { refocusAfterRemoval } from '../common/use-focus-rescue.ts';
import { BUILDER_SECTION_BODY } from './section-context.ts';

/** The × that removes a terminal; its accessible name says which. Focus goes on to the next control. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="icon-button remove"
      aria-label={label}
      title={label}
      onClick={(event) => {
        refocusAfterRemoval(event.currentTarget, event.currentTarget.closest(BUILDER_SECTION_BODY));
        onRemove();
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
