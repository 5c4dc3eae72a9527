import { Writable } from 'node:stream';
import { loggerOptions } from '../../../src/server/plugins/logging';
import { participantBody, postParticipant } from '../support/participants';
import { createTestApp } from '../support/test-app';

function captureStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('request logs', () => {
  it('are JSON lines with a request id, and carry no body, query string or credentials', async () => {
    const { lines, stream } = captureStream();
    const t = await createTestApp({ app: { logger: { ...loggerOptions('info'), stream } } });
    try {
      const res = await postParticipant(
        t.app,
        participantBody({ potentialParticipant_ID: 'jane.doe@example.org' }),
        {
          headers: { authorization: 'Bearer top-secret', cookie: 'session=abc' },
        },
      );
      expect(res.statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/api/nothing?email=jane.doe@example.org' });
    } finally {
      await t.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestEntries = entries.filter((entry) => entry.requestId);
    expect(requestEntries.length).toBeGreaterThanOrEqual(4);
    expect(requestEntries.some((entry) => JSON.stringify(entry).includes('/Participant/Add'))).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain('jane.doe');
    expect(all).not.toContain('top-secret');
    expect(all).not.toContain('session=abc');
  });
});
