import { createAction } from '@reduxjs/toolkit';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { emailSupport } from '../../shared/contracts/support';

/*
 * The event that starts the support sagas, apart from the slice: the app's first chunk (the sagas'
 * lazy start) listens for it without carrying the slice, which is injected with the support page.
 */

export type SupportRequestBody = BodyOf<typeof emailSupport>;

/** The person sent a valid form (the saga gives it its Idempotency-Key at once). */
export const supportRequestSubmitted = createAction<{ body: SupportRequestBody }>('supportRequest/submitted');
