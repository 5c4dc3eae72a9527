import { createAction } from '@reduxjs/toolkit';
import type { ContactFormRef } from './contact-form-slice';

/*
 * The event that starts the contact-form sagas, apart from the slice: the app's first chunk (the
 * sagas' lazy start) listens for it without carrying the slice, which is injected with the
 * contact-info page.
 */

/** The contact form is on screen. */
export const contactFormOpened = createAction<ContactFormRef>('contactForm/contactFormOpened');
