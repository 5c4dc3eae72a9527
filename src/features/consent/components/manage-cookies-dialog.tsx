import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { isEssentialCategory } from '../../../shared/domain/cookie-consent';
import { categoryText, type ConsentStrings } from '../consent-strings';

export interface ManageCookiesDialogProps {
  /** categoryType of each category shown (the essential one first). */
  categories: string[];
  initial: Record<string, boolean>;
  strings: ConsentStrings;
  onSave: (selected: Record<string, boolean>) => void;
  onClose: () => void;
}

function CategoryRow(props: {
  categoryType: string;
  checked: boolean;
  strings: ConsentStrings;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  const essential = isEssentialCategory(props.categoryType);
  const { label, text } = categoryText(props.categoryType, props.strings);
  return (
    <li className="cookie-category">
      <label className="cookie-category__label">
        <input
          type="checkbox"
          // Essential cookies are always on, also on reject: the box cannot be unticked.
          checked={essential || props.checked}
          disabled={essential}
          aria-describedby={descriptionId}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span>{label}</span>
        {essential ? <span className="cookie-category__always">{props.strings.alwaysOn}</span> : null}
      </label>
      <p id={descriptionId} className="cookie-category__text">
        {text}
      </p>
    </li>
  );
}

/** The cookie tracker's categories, each with a checkbox; the essential one ticked and disabled. */
export function ManageCookiesDialog({
  categories,
  initial,
  strings,
  onSave,
  onClose,
}: ManageCookiesDialogProps) {
  const [selected, setSelected] = useState<Record<string, boolean>>(initial);
  const actions = (
    <>
      <button type="button" className="button" onClick={onClose}>
        {strings.cancel}
      </button>
      <button type="button" className="button button--primary" onClick={() => onSave(selected)}>
        {strings.save}
      </button>
    </>
  );
  return (
    <Modal open title={strings.manageTitle} onClose={onClose} actions={actions} testId="manage-cookies">
      <p>{strings.manageIntro}</p>
      <ul className="cookie-categories">
        {categories.map((categoryType) => (
          <CategoryRow
            key={categoryType}
            categoryType={categoryType}
            checked={selected[categoryType] === true}
            strings={strings}
            onChange={(checked) => setSelected((current) => ({ ...current, [categoryType]: checked }))}
          />
        ))}
      </ul>
    </Modal>
  );
}
