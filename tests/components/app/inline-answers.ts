/** Puts answers in the document as the server inlines them in a page's HTML. */
export function inlineAnswers(answers: Record<string, { call: string; answer: unknown }>): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-answers';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}
