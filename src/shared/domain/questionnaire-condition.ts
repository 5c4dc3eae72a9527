/**
 * The branching conditions of a questionnaire (a question's `visibleIf`): a subset of the SurveyJS
 * expression syntax that evaluates exactly as SurveyJS's own engine does, so that a condition means
 * the same in the SurveyJS preview an author checks and in the app a person answers.
 *
 *   {diagnosed} = 'yes'        {controller} <> 'no'       {age} >= 18
 *   {a} = 'yes' and ({b} = 'no' or {c} notempty)       !({d} empty)
 *
 * A condition: `value op value` (op `=` `==` `<>` `!=` `<` `>` `<=` `>=`), `value empty`,
 * `value notempty`, joined by `and` / `&&` and `or` / `||` (and binds tighter), `!( … )`,
 * parentheses. A value: `{question}`, a quoted text, a number, `true`, `false`. Words are
 * case-insensitive. SurveyJS compares loosely, and so must we: text without case or surrounding
 * spaces, '18' equal to 18, an unanswered question equal to '', an answer that spells a number or
 * a boolean read as one.
 *
 * Refused when the content is loaded (the content model compiles every condition), never guessed
 * at when a person answers: what SurveyJS cannot parse (`not`, `01`), and what it parses into a
 * trap: `!{a} = 'x'` (SurveyJS negates {a}, not the comparison), a chained comparison, a bare word
 * taken as text, a missing `)`. Functions, arithmetic and the list operators (`contains`, `anyof`…)
 * are left out: a screener question takes one answer, and `or` says the rest.
 */

export type Answers = Readonly<Record<string, unknown>>;
export type Condition = (answers: Answers) => boolean;

export class ConditionSyntaxError extends Error {
  override readonly name = 'ConditionSyntaxError';
}

/** An operator or a parenthesis as its text; a value; a question. */
type Token = string | { value: unknown } | { question: string };

const ALIASES: Record<string, string> = { '==': '=', '&&': 'and', '||': 'or' };

function tokenize(source: string): Token[] {
  // SurveyJS rewrites the text before parsing it, inside quotes too.
  const text = source
    .replace(/=>/g, '>=')
    .replace(/=</g, '<=')
    .replace(/<>/g, '!=')
    .replace(/equals/g, 'equal ');
  const pattern =
    /[ \t\n\r]*(?:\{([A-Za-z0-9_-]+)\}|'([^'"\\]*)'|"([^'"\\]*)"|(-?(?:\d+\.\d+|[1-9]\d*|0))(?![\w.])|(==|!=|<=|>=|&&|\|\||[=<>!()])|([A-Za-z]+))/y;
  const tokens: Token[] = [];
  let at = 0;
  while (!/^[ \t\n\r]*$/.test(text.slice(at))) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) throw new ConditionSyntaxError(`Unexpected text at "${text.slice(at).trim()}"`);
    at = pattern.lastIndex;
    const [, question, single, double, number, symbol, word = ''] = match;
    const lower = word.toLowerCase();
    if (question !== undefined) tokens.push({ question });
    else if (single !== undefined || double !== undefined) tokens.push({ value: single ?? double });
    else if (number !== undefined) tokens.push({ value: Number(number) });
    else if (symbol !== undefined) tokens.push(ALIASES[symbol] ?? symbol);
    else if (lower === 'true' || lower === 'false') tokens.push({ value: lower === 'true' });
    else if (/^(and|or|empty|notempty)$/.test(lower)) tokens.push(lower);
    else if (lower === 'not') throw new ConditionSyntaxError('SurveyJS has no "not": write !( … )');
    else
      throw new ConditionSyntaxError(
        `Unknown word "${word}" (a text goes in quotes; functions are not supported)`,
      );
  }
  return tokens;
}

/** Empty as SurveyJS sees it: nothing, '', an empty list, NaN. */
const isEmpty = (value: unknown) =>
  Array.isArray(value) ? value.length === 0 : !value && value !== 0 && value !== false;

/** Text read as a number, or NaN: '18', ' 7 ', '1,5', '0x1F', '1e3'. */
function toNumber(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return NaN;
  if (trimmed.startsWith('0x')) return trimmed.length > 32 ? NaN : parseInt(trimmed);
  if (trimmed.length > 15 && /^\d+$/.test(trimmed)) return NaN;
  const prepared = trimmed.indexOf(',') === trimmed.lastIndexOf(',') ? trimmed.replace(',', '.') : trimmed;
  return Number.isFinite(Number(prepared)) ? parseFloat(prepared) : NaN;
}

/** An answer as SurveyJS reads it: its question found without case, text that spells a value. */
function answerOf(answers: Answers, name: string): unknown {
  const key = Object.keys(answers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : answers[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !value) return value;
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (value.length > 1 && /^['"]/.test(value) && /['"]$/.test(value)) return value.slice(1, -1);
  const number = toNumber(value);
  // '01' stays text (a code, not a number); '0.5', '0,5' and '0x1F' are numbers.
  return Number.isNaN(number) || /^0[^.,x]/.test(value) ? value : number;
}

const numeric = (value: unknown) => value != null && !Array.isArray(value) && !isNaN(value as number);

function valuesEqual(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (Array.isArray(x) && !x.length && y === undefined) return true;
  if (Array.isArray(y) && !y.length && x === undefined) return true;
  if ((x == null && y === '') || (y == null && x === '')) return true;
  if (typeof x === 'string' && typeof y === 'string')
    return x.trim().toLowerCase() === y.trim().toLowerCase();
  const [xs, ys] = [x as string, y as string];
  if (numeric(x) && numeric(y) && parseInt(xs) === parseInt(ys) && parseFloat(xs) === parseFloat(ys))
    return true;
  if (isEmpty(x) !== isEmpty(y)) return false;
  if (typeof x === 'boolean' && typeof y === 'string') return String(x) === y.toLocaleLowerCase();
  if (typeof y === 'boolean' && typeof x === 'string') return String(y) === x.toLocaleLowerCase();
  if (!(x instanceof Object) && !(y instanceof Object)) return x == y; // JavaScript's loose ==, as SurveyJS
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  // Lists are equal whatever their order (sorted as JavaScript sorts, by text).
  const ySorted = [...y].sort();
  return [...x].sort().every((item, index) => valuesEqual(item, ySorted[index]));
}

const equal = (x: unknown, y: unknown) =>
  valuesEqual(x === 'undefined' ? undefined : x, y === 'undefined' ? undefined : y);

/** JavaScript's own order (numbers by value, text by character code); never an unanswered question. */
const greater = (left: unknown, right: unknown) =>
  left != null && right != null && (left as number) > (right as number);
const less = (left: unknown, right: unknown) =>
  left != null && right != null && (left as number) < (right as number);

const COMPARISONS: Record<string, (left: unknown, right: unknown) => boolean> = {
  '=': equal,
  '!=': (left, right) => !equal(left, right),
  '<': less,
  '>': greater,
  '<=': (left, right) => equal(left, right) || less(left, right),
  '>=': (left, right) => equal(left, right) || greater(left, right),
};

/** Compiles a condition; throws ConditionSyntaxError for anything outside the subset. */
export function compileCondition(source: string): { test: Condition; questions: ReadonlySet<string> } {
  const tokens = tokenize(source);
  const questions = new Set<string>();
  let at = 0;
  const next = () => tokens[at++];
  const eat = (op: string) => tokens[at] === op && ++at > 0;

  /** `part (word part)*`: any part holds for `or`, every part for `and`; `and` binds tighter. */
  const joined = (word: string, part: () => Condition) => (): Condition => {
    const parts = [part()];
    while (eat(word)) parts.push(part());
    if (parts.length === 1) return parts[0]!;
    return word === 'or'
      ? (answers) => parts.some((each) => each(answers))
      : (answers) => parts.every((each) => each(answers));
  };
  const condition = joined('or', joined('and', unary));

  function unary(): Condition {
    if (eat('!')) {
      // SurveyJS applies `!` to what directly follows: `!{a} = 'x'` would compare `!{a}` with 'x'.
      if (tokens[at] !== '(' && tokens[at] !== '!')
        throw new ConditionSyntaxError('Write "!" before parentheses: !( … )');
      const inner = unary();
      return (answers) => !inner(answers);
    }
    if (eat('(')) {
      const inner = condition();
      if (!eat(')')) throw new ConditionSyntaxError('Missing ")"');
      return inner;
    }
    const left = value();
    const op = next();
    if (op === 'empty' || op === 'notempty') return (answers) => isEmpty(left(answers)) === (op === 'empty');
    const compare = typeof op === 'string' && Object.hasOwn(COMPARISONS, op) ? COMPARISONS[op] : undefined;
    if (!compare) throw new ConditionSyntaxError('Expected =, <>, <, >, <=, >=, empty or notempty');
    const right = value();
    return (answers) => compare(left(answers), right(answers));
  }

  function value(): (answers: Answers) => unknown {
    const token = next();
    if (typeof token !== 'object') throw new ConditionSyntaxError('Expected a {question} or a value');
    if ('value' in token) return () => token.value;
    questions.add(token.question);
    return (answers) => answerOf(answers, token.question);
  }

  if (!tokens.length) throw new ConditionSyntaxError('The condition is empty');
  const test = condition();
  if (at < tokens.length) throw new ConditionSyntaxError('Unexpected text after the condition');
  return { test, questions };
}
