import { buildUrl, type CallContract, type QueryOf } from '../../shared/contracts/define-call';
import type { InlinedAnswer } from '../../shared/contracts/initial-answers';

/**
 * A call's answer as the page's HTML carries it: exactly what the call's route would send (checked
 * against the contract and shaped by it, defaults applied), tagged with the call and the URL the
 * client would ask. The client uses it as it is: the HTML and the code that reads it come from the
 * same server and build, and checking it again cost a slow phone's start the building of every
 * schema the answer touches. An answer that does not pass its contract throws: the page is then
 * sent without inlined answers and asks the API, as a page from the service worker's cache does.
 */
export function inlinedAnswer<C extends CallContract>(
  contract: C,
  query: QueryOf<C> & Record<string, string | number>,
  answer: unknown,
): InlinedAnswer {
  return {
    call: contract.name,
    url: buildUrl(contract.path, {}, query),
    answer: contract.response.parse(answer),
  };
}
