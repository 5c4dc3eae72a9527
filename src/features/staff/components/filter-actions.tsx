/** The buttons under a workspace filter form: apply (submits the form) and clear. */
export function FilterActions({
  apply,
  clear,
  onClear,
}: {
  apply: string;
  clear: string;
  onClear: () => void;
}) {
  return (
    <div className="staff-referrals__actions">
      <button type="submit" className="staff__button staff__button--primary">
        {apply}
      </button>
      <button type="button" className="staff__button" onClick={onClear}>
        {clear}
      </button>
    </div>
  );
}
