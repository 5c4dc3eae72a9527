import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TENANT = 'cr-demo';

/** A Prescreener/Add body for the asthma screener (overridable). */
export function recordBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    potentialParticipant_ID: 'guest-ref-1',
    screenerID: 'asthma-screener',
    screenerResponseID: randomUUID(),
    tenantKey: TENANT,
    enrollmentId: randomUUID(),
    ...overrides,
  };
}

/** A qualified (AST-204, AST-205) output of the asthma screener. */
export function qualifiedOutput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pId: 'AST-204',
    pdfContent: 'Date of birth: 1985-01-01',
    pSec: 'AST-204,AST-205',
    g: 'female',
    d: '1',
    m: '1',
    y: '1985',
    ac: '40',
    zipCode: '60611',
    patientType: 'adult',
    lastQuestion: 'symptoms',
    condition: 'Asthma',
    genericAnswers: [
      { question: 'diagnosed', answer: 'yes' },
      { question: 'controller', answer: 'yes' },
      { question: 'symptoms', answer: 'yes' },
    ],
    ...overrides,
  };
}

export function disqualifiedOutput(): Record<string, unknown> {
  const { pSec: _none, ...rest } = qualifiedOutput({ lastQuestion: 'diagnosed' });
  return rest;
}

export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}
