import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { allWriteCalls, writeCallNamed } from '../../../src/shared/contracts/write-calls';

const dir = join(__dirname, '../../../src/shared/contracts');

function isContract(value: unknown): value is CallContract {
  const v = value as Partial<CallContract> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.method === 'string';
}

/** The study-team workspace's calls: online, session-bound, never queued in a participant's outbox. */
const isWorkspaceContractFile = (name: string) => name.startsWith('staff-');

/** Every contract the outbox may carry (anything but a GET), read from the contract files. */
async function writeContracts(
  include: (file: string) => boolean = (name) => !isWorkspaceContractFile(name),
): Promise<Set<CallContract>> {
  // A set: some contract files re-export another file's contracts.
  const found = new Set<CallContract>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && include(name))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isContract(value) && value.method !== 'GET') found.add(value);
    }
  }
  return found;
}

describe('the registry of write contracts', () => {
  it('holds every contract but the GETs, so any outbox entry finds its contract by name', async () => {
    const expected = await writeContracts();
    expect(expected.size).toBeGreaterThan(0);
    for (const contract of expected) expect(writeCallNamed(contract.name)).toBe(contract);
    expect(allWriteCalls()).toHaveLength(expected.size);
  });

  it("leaves the workspace's writes out: the service worker never carries them", async () => {
    const workspace = await writeContracts(isWorkspaceContractFile);
    expect(workspace.size).toBeGreaterThan(0);
    for (const contract of workspace) expect(writeCallNamed(contract.name)).toBeUndefined();
  });

  it('names each contract once, since entries keep only the name', () => {
    const names = allWriteCalls().map((contract) => contract.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('knows no contract for a name none has', () => {
    expect(writeCallNamed('Nobody/Knows')).toBeUndefined();
  });
});

/** The project's files a module reaches through its static imports (type-only imports carry no code). */
function reachableFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)(?! type )[^'"]*?from '(\.[^']+)'/gm)) {
      visit(resolvePath(dirname(file), `${specifier!}.ts`));
    }
  };
  visit(entry);
  return seen;
}

describe('what the write registry carries into the service worker', () => {
  it('reaches neither the questionnaire schema nor its condition compiler, which only a read needs', () => {
    const reached = [...reachableFiles(join(dir, 'write-calls.ts'))].map((file) => basename(file));
    expect(reached).toContain('prescreener.ts');
    expect(reached).not.toContain('questionnaire-definition.ts');
    expect(reached).not.toContain('questionnaire-condition.ts');
  });
});
