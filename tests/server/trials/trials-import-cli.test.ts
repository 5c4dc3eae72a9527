import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * `npm run trials:import` as an operator runs it: a child process on its own PGlite data
 * directory (the CLI opens the configured database), fed a folder, then a URL served here.
 */

const ROOT = join(__dirname, '../../..');
const FIXTURES = join(ROOT, 'tests/fixtures/ctgov');
const CLI = join(ROOT, 'src/server/trials/ctgov/trials-import-cli.ts');

function runCli(input: string, dataDir: string): Promise<{ code: number; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.TRIAL_SEED_COUNT;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, input],
      { cwd: ROOT, env },
      (error, _stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stderr });
      },
    );
  });
}

describe('npm run trials:import', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trials-import-cli-'));
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(readFileSync(join(FIXTURES, 'page-2.json')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/v2/studies?query.term=migraine`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports a folder recursively, reporting the broken file and the summary', async () => {
    const { code, stderr } = await runCli(join(FIXTURES, 'folder'), dataDir);
    expect(code).toBe(0);
    expect(stderr).toContain('Import finished: 4 studies read.');
    expect(stderr).toMatch(/added: 3\n/);
    expect(stderr).toMatch(
      /refused: 1\n\s+\(no NCT id\): broken\.json: The input ends in the middle of its JSON\./,
    );
    // Not a terminal: no progress bar's carriage returns in a log.
    expect(stderr).not.toContain('\r');
  }, 120_000);

  it('reads the same folder again as unchanged', async () => {
    const { code, stderr } = await runCli(join(FIXTURES, 'folder'), dataDir);
    expect(code).toBe(0);
    expect(stderr).toMatch(/added: 0\n\s+updated: 0\n\s+unchanged: 3\n/);
  }, 120_000);

  it('imports from an API URL', async () => {
    const { code, stderr } = await runCli(url, dataDir);
    expect(code).toBe(0);
    expect(stderr).toMatch(/added: 1\n/);
    expect(stderr).toContain('NCT05000006: minimum age (70) above maximum age (20)');
  }, 120_000);

  it('fails with exit code 1 when the input cannot be read', async () => {
    const { code, stderr } = await runCli(join(FIXTURES, 'no-such-file.json'), dataDir);
    expect(code).toBe(1);
    expect(stderr).toContain('The input could not be read');
  }, 120_000);
});
