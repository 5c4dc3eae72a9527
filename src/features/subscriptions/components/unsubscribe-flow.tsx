import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Language } from '../../../shared/content-model/language';
import type { UnsubscribeFields } from '../../../shared/content-model/subscription-fields';
import {
  selectSubscriptions,
  subscriptionPageClosed,
  unsubscribeConfirmed,
  type SubscriptionScope,
} from '../subscriptions-slice';
import type { SubscriptionStrings } from '../subscriptions-strings';
import { ResubscribeForm } from './resubscribe-form';
import '../subscriptions.css';

interface UnsubscribeFlowProps {
  fields: UnsubscribeFields;
  t: SubscriptionStrings;
  token: string | null;
  /** null while the page's study is not known yet (the button waits). */
  scope: SubscriptionScope | null;
  language: Language;
  position: number;
}

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text, index) => <p key={index}>{text}</p>);
}

/**
 * With the product's decision: opening the page changes nothing (mail scanners open
 * links); one click on Unsubscribe unsubscribes; then the resubscribe form is offered.
 */
export function UnsubscribeFlow({ fields, t, token, scope, language, position }: UnsubscribeFlowProps) {
  const dispatch = useAppDispatch();
  const { unsubscribe } = useAppSelector(selectSubscriptions);
  useEffect(() => () => void dispatch(subscriptionPageClosed()), [dispatch]);

  const Heading = position === 0 ? 'h1' : 'h2';
  const SubHeading = position === 0 ? 'h2' : 'h3';
  const done = unsubscribe === 'done';
  const sending = unsubscribe === 'sending';
  const canConfirm = token !== null && scope !== null && !sending;
  const problem =
    token === null
      ? t.missingToken
      : unsubscribe === 'invalid'
        ? t.invalidLink
        : unsubscribe === 'failed'
          ? t.unsubscribeError
          : null;

  return (
    <section className="subscriptions-page" aria-busy={sending}>
      <Heading>{t.heading}</Heading>
      {done ? null : <Paragraphs texts={t.texts} />}
      {!done && unsubscribe !== 'invalid' && token !== null ? (
        <button
          type="button"
          className="subscriptions-page__button"
          disabled={!canConfirm}
          onClick={() => scope && dispatch(unsubscribeConfirmed({ token, scope }))}
        >
          {t.unsubscribeButton}
        </button>
      ) : null}
      <div role="status" aria-live="polite">
        {sending ? <p>{t.unsubscribing}</p> : null}
      </div>
      <div role="alert">{problem ? <p className="subscriptions-page__error">{problem}</p> : null}</div>
      {done && token !== null && scope !== null ? (
        <>
          <SubHeading>{t.unsubscribedHeading}</SubHeading>
          <Paragraphs texts={t.unsubscribedTexts} />
          <ResubscribeForm fields={fields} t={t} token={token} scope={scope} language={language} />
        </>
      ) : null}
    </section>
  );
}
