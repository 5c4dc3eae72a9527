import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../shared/contracts/problem';
import { emailSupport } from '../../shared/contracts/support';
import { validateSupportForm, type SupportFormValues } from '../../shared/domain/support/support-validation';
import type { AppDeps } from '../app-deps';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { enqueueMessage } from '../jobs/message-queue';
import { findSupportForm } from '../support/support-form';
import { supportMail } from '../support/support-mail';

/*
 * POST /Send/EmailSupport: the browser names the form it used and sends the values; recipient, sender and
 * template come from that form's stored content. The same rules as the page run again here (a 400 names the
 * fields and sends nothing).
 */

const REASONS = { required: 'Required', invalid: 'Not a valid value' } as const;

export function registerSupportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, emailSupport, async ({ body, db }) => {
    const form = await findSupportForm(db, body.pagePath, body.language, body.formId);
    if (!form) {
      throw new HttpProblem(400, 'Invalid request', 'There is no such support form.', [
        { field: 'body.formId', reason: 'Not a support form of this page' },
      ]);
    }
    const values: SupportFormValues = {
      name: body.name,
      email: body.email,
      issue: body.issue,
      message: body.message,
    };
    const errors: FieldError[] = Object.entries(validateSupportForm(values, form)).map(([field, code]) => ({
      field: `body.${field}`,
      reason: REASONS[code],
    }));
    if (errors.length > 0) {
      throw new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', errors);
    }
    // Queued in the idempotent transaction: a replay answers from the stored response, no second mail.
    const message = supportMail(form, values, deps.config.publicBaseUrl);
    await enqueueMessage(db, { channel: 'email', kind: 'support', message }, deps.now());
    return { data: { sent: true as const } };
  });
}
