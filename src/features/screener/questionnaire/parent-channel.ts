import {
  encodeHeightMessage,
  encodeQuestionMessage,
  type QuestionInfo,
  type ScreenerCompletion,
} from '../../../shared/domain/screener-messages';

/**
 * The questionnaire's side of the postMessage protocol (see screener-messages.ts). Messages go to
 * the parent window only, and only to the app's own origin: the questionnaire is served by the
 * app, so a page of any other origin that frames it (which frame-ancestors forbids anyway)
 * receives nothing.
 */
export interface ParentChannel {
  question(info: QuestionInfo): void;
  height(pixels: number): void;
  completed(completion: ScreenerCompletion): void;
}

export function createParentChannel(target: Window = window): ParentChannel {
  const parent = target.parent;
  const origin = target.location.origin;
  const post = (message: unknown) => {
    if (parent === target) return; // opened on its own: nobody to tell
    parent.postMessage(message, origin);
  };
  let lastHeight = -1;
  return {
    question: (info) => post(encodeQuestionMessage(info)),
    height: (pixels) => {
      const rounded = Math.ceil(pixels);
      if (rounded === lastHeight) return;
      lastHeight = rounded;
      post(encodeHeightMessage(rounded));
    },
    completed: (completion) => post(completion),
  };
}

/** Reports the content's own height whenever it changes (never the viewport's: no feedback loop). */
export function observeHeight(element: HTMLElement, report: (pixels: number) => void): () => void {
  let frame = 0;
  const measure = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => report(element.getBoundingClientRect().height));
  };
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  measure();
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
}
