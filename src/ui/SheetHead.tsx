interface SheetHeadProps {
  title: string;
  /** Names the close button ("Close menu"). */
  closeLabel: string;
  onClose: () => void;
  /** The title's id, when the panel is labelled by it. */
  titleId?: string;
  /** The title's `part` (`title` unless told). */
  titlePart?: string;
}

/** A panel's heading and its close button (a 44 px target, named in words). */
export function SheetHead({
  title,
  closeLabel,
  onClose,
  titleId,
  titlePart = 'title',
}: SheetHeadProps) {
  return (
    <div className="ik-sheet-head" part="head">
      <h2 id={titleId} className="ik-sheet-title" part={titlePart}>
        {title}
      </h2>
      <button type="button" part="close" className="ik-icon-button" onClick={onClose}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.5" fill="none" />
        </svg>
        <span className="ik-visually-hidden">{closeLabel}</span>
      </button>
    </div>
  );
}
