export interface TextBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/**
 * The text of the questionnaire's "completed" message (SurveyJS `completedHtml`), as headings and
 * paragraphs. Content is parsed, never inserted as markup: a script or a style in it shows nothing.
 */
export function completedBlocks(html: string): TextBlock[] {
  if (!html.trim()) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks: TextBlock[] = [];
  const loose: string[] = [];
  const flushLoose = () => {
    const text = loose.join(' ').replace(/\s+/g, ' ').trim();
    loose.length = 0;
    if (text) blocks.push({ kind: 'paragraph', text });
  };
  for (const node of Array.from(body.childNodes)) {
    const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : null;
    if (element && /^(SCRIPT|STYLE|TEMPLATE)$/.test(element.tagName)) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!element || /^(SPAN|B|STRONG|EM|I|A|BR)$/.test(element.tagName)) {
      loose.push(text);
      continue;
    }
    flushLoose();
    if (text) blocks.push({ kind: /^H[1-6]$/.test(element.tagName) ? 'heading' : 'paragraph', text });
  }
  flushLoose();
  return blocks;
}
