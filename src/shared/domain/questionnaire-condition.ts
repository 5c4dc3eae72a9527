/**
 * The branching conditions of a questionnaire (a question's `visibleIf`), in the subset of the
 * SurveyJS expression syntax our screeners use:
 *
 *   {diagnosed} = 'yes'        {controller} <> 'no'       {age} = 18
 *   {a} = 'yes' and ({b} = 'no' or {c} notempty)       not {d} empty
 *
 * Operators: `=` (or `==`), `<>` (or `!=`), `empty`, `notempty`, `and`, `or`, `not`, parentheses.
 * Operands: `{question}`, a quoted string, a number, `true`, `false`. Anything else is refused
 * when the content is loaded (the content model parses every condition), never guessed at when a
 * person answers.
 */

export type Answers = Readonly<Record<string, unknown>>;
export type Condition = (answers: Answers) => boolean;

export class ConditionSyntaxError extends Error {
  override readonly name = 'ConditionSyntaxError';
}

type Token =
  | { kind: 'question'; name: string }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'operator'; value: '=' | '<>' }
  | { kind: 'word'; value: 'and' | 'or' | 'not' | 'empty' | 'notempty' }
  | { kind: 'paren'; value: '(' | ')' };

const WORDS = new Set(['and', 'or', 'not', 'empty', 'notempty']);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:\{([A-Za-z0-9_-]+)\}|'([^']*)'|"([^"]*)"|(-?\d+(?:\.\d+)?)(?![\w.])|(==|=|<>|!=)|([()])|([A-Za-z]+))/y;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (!match) throw new ConditionSyntaxError(`Unexpected text at "${source.slice(at).trim()}"`);
    at = pattern.lastIndex;
    const [, question, single, double, number, operator, paren, word] = match;
    if (question !== undefined) tokens.push({ kind: 'question', name: question });
    else if (single !== undefined || double !== undefined)
      tokens.push({ kind: 'literal', value: single ?? double ?? '' });
    else if (number !== undefined) tokens.push({ kind: 'literal', value: Number(number) });
    else if (operator !== undefined)
      tokens.push({ kind: 'operator', value: operator === '=' || operator === '==' ? '=' : '<>' });
    else if (paren !== undefined) tokens.push({ kind: 'paren', value: paren as '(' | ')' });
    else {
      const lower = (word ?? '').toLowerCase();
      if (lower === 'true' || lower === 'false') tokens.push({ kind: 'literal', value: lower === 'true' });
      else if (WORDS.has(lower)) tokens.push({ kind: 'word', value: lower as 'and' });
      else throw new ConditionSyntaxError(`Unknown word "${word}"`);
    }
  }
  return tokens;
}

type Operand = (answers: Answers) => unknown;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** SurveyJS compares loosely: '18' equals 18; an unanswered question equals nothing. */
const equal = (left: unknown, right: unknown) =>
  !isEmpty(left) && !isEmpty(right) && String(left) === String(right);

/** A recursive-descent parser over the tokens; each rule returns the compiled function. */
class Parser {
  private at = 0;
  readonly questions = new Set<string>();

  constructor(private readonly tokens: Token[]) {}

  parse(): Condition {
    if (this.tokens.length === 0) throw new ConditionSyntaxError('The condition is empty');
    const condition = this.or();
    if (this.at < this.tokens.length) throw new ConditionSyntaxError('Unexpected text after the condition');
    return condition;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isWord(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'word' && token.value === value;
  }

  /** `operand (word operand)*`: any part holds for `or`, every part for `and`. */
  private joined(word: 'or' | 'and', operand: () => Condition): Condition {
    const parts = [operand()];
    while (this.isWord(word)) {
      this.at += 1;
      parts.push(operand());
    }
    if (parts.length === 1) return parts[0]!;
    return word === 'or'
      ? (answers) => parts.some((part) => part(answers))
      : (answers) => parts.every((part) => part(answers));
  }

  private or(): Condition {
    return this.joined('or', () => this.and());
  }

  private and(): Condition {
    return this.joined('and', () => this.unary());
  }

  private unary(): Condition {
    if (this.isWord('not')) {
      this.at += 1;
      const inner = this.unary();
      return (answers) => !inner(answers);
    }
    const token = this.peek();
    if (token?.kind === 'paren' && token.value === '(') {
      this.at += 1;
      const inner = this.or();
      const close = this.peek();
      if (close?.kind !== 'paren' || close.value !== ')') throw new ConditionSyntaxError('Missing ")"');
      this.at += 1;
      return inner;
    }
    return this.comparison();
  }

  private comparison(): Condition {
    const left = this.operand();
    const next = this.peek();
    if (next?.kind === 'word' && (next.value === 'empty' || next.value === 'notempty')) {
      this.at += 1;
      return next.value === 'empty'
        ? (answers) => isEmpty(left(answers))
        : (answers) => !isEmpty(left(answers));
    }
    if (next?.kind !== 'operator') throw new ConditionSyntaxError('Expected =, <>, empty or notempty');
    this.at += 1;
    const right = this.operand();
    return next.value === '='
      ? (answers) => equal(left(answers), right(answers))
      : (answers) => !equal(left(answers), right(answers));
  }

  private operand(): Operand {
    const token = this.peek();
    this.at += 1;
    if (token?.kind === 'question') {
      this.questions.add(token.name);
      return (answers) => answers[token.name];
    }
    if (token?.kind === 'literal') return () => token.value;
    throw new ConditionSyntaxError('Expected a {question} or a value');
  }
}

/** Compiles a condition; throws ConditionSyntaxError for anything outside the subset. */
export function compileCondition(source: string): { test: Condition; questions: ReadonlySet<string> } {
  const parser = new Parser(tokenize(source));
  const test = parser.parse();
  return { test, questions: parser.questions };
}
