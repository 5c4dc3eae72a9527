import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

/** The project's ESLint on `code` as if it were the file at `path` (nothing is written). */
function lint(path: string, code: string): LintMessage[] {
  let out: string;
  try {
    out = execFileSync(
      join(root, 'node_modules', '.bin', 'eslint'),
      ['-c', '.config/eslint.config.js', '--format', 'json', '--stdin', '--stdin-filename', path],
      { cwd: root, input: code, encoding: 'utf8' },
    );
  } catch (error) {
    // ESLint exits 1 when it reports an error; its report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as Array<{ messages: LintMessage[] }>;
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/boundaries');
}

describe('the import boundaries', () => {
  it("refuse another feature's internals however they are reached: import, export … from, export *, import()", () => {
    const code = [
      "import { a } from '../../contact-form/components/contact-form-view';",
      "export { b } from '../../contact-form/components/contact-form-view';",
      "export * from '../../contact-form/components/contact-form-view';",
      "export const c = () => import('../../contact-form/components/contact-form-view');",
      'export const d = a;',
    ].join('\n');
    const messages = lint('src/features/profile/components/example.ts', code);
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3, 4]);
    expect(messages[0]!.message).toContain("another feature's internals");
  });

  it("allow another feature's slice, shared components, and the feature's own files", () => {
    const code = [
      "import { a } from '../../contact-form/contact-form-slice';",
      "export { b } from '../../../components/form/consent-group-field';",
      "export const c = () => import('./profile-form');",
      'export const d = a;',
    ].join('\n');
    expect(lint('src/features/profile/components/example.ts', code)).toEqual([]);
  });

  it('keep the shared rules free of the app, the server and sagas free of components', () => {
    expect(lint('src/shared/domain/example.ts', "export * from '../../app/hooks';")).toHaveLength(1);
    expect(
      lint('sagas/example.ts', "export const v = () => import('../src/components/form/text-field');"),
    ).toHaveLength(1);
  });
});
