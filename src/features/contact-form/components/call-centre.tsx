import { displayPhone, telLinkOf } from '../../../shared/domain/cards/contact-links';

/** The call-centre number (?pn) in its sentence, written as people read it and dialled with a tap. */
export function CallCentre({ number, words }: { number: string; words: readonly [string, string] }) {
  const tel = telLinkOf(number);
  const shown = displayPhone(number);
  return (
    <p className="contact-form__call-centre">
      {words[0]}
      {tel ? <a href={tel}>{shown}</a> : shown}
      {words[1]}
    </p>
  );
}
