import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE, type FieldError, type Problem } from '../../shared/contracts/problem';

/** Throw from a handler (or hook) for a 4xx answer; the error handler renders it as problem+json. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail?: string;
  readonly errors?: FieldError[];
  /** Extra response headers, e.g. Retry-After on 409/429. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    title: string,
    detail?: string,
    errors?: FieldError[],
    headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.errors = errors;
    this.headers = headers;
  }

  toProblem(): Problem {
    return problem(this.status, this.title, this.detail, this.errors);
  }
}

export function problem(status: number, title?: string, detail?: string, errors?: FieldError[]): Problem {
  const body: Problem = { type: 'about:blank', title: title ?? STATUS_CODES[status] ?? 'Error', status };
  if (detail !== undefined) body.detail = detail;
  if (errors !== undefined && errors.length > 0) body.errors = errors;
  return body;
}

/** Sends a problem as a string: Fastify only serialises objects for plain JSON content types. */
export function sendProblem(reply: FastifyReply, body: Problem, headers: Record<string, string> = {}) {
  return reply
    .code(body.status)
    .headers(headers)
    .type(PROBLEM_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}
