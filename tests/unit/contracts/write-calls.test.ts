import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { loadWriteCall, writeCallModuleNames } from '../../../src/shared/contracts/write-call-modules';
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

describe("the page's table of write contracts by module", () => {
  it('finds every write contract by its name, and the very same object the service worker carries', async () => {
    for (const contract of allWriteCalls())
      await expect(loadWriteCall(contract.name)).resolves.toBe(contract);
    expect(writeCallModuleNames().flat().sort()).toEqual(
      allWriteCalls()
        .map((c) => c.name)
        .sort(),
    );
  });

  it('lists with each module exactly the writes that module defines, so a lookup downloads one module', async () => {
    for (const names of writeCallModuleNames()) {
      const contracts = await Promise.all(names.map((name) => loadWriteCall(name)));
      // Every name of one entry resolves to a contract of that entry's module: loading the first
      // name's module alone must find them all.
      const first = contracts[0] as CallContract;
      const sameModule = Object.values(
        (await import(join(dir, moduleFileOf(first)))) as Record<string, unknown>,
      ).filter((value): value is CallContract => isContract(value) && value.method !== 'GET');
      expect(contracts.every((contract) => sameModule.includes(contract as CallContract))).toBe(true);
    }
  });

  it('knows no contract for a name none has, and downloads nothing for it', async () => {
    await expect(loadWriteCall('Nobody/Knows')).resolves.toBeUndefined();
  });
});

/** The contract file that defines a contract (its export, not a re-export). */
function moduleFileOf(contract: CallContract): string {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    if (source.includes(`'${contract.name}'`)) return file;
  }
  throw new Error(`no contract file names ${contract.name}`);
}

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
