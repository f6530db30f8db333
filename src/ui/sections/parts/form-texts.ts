/** What a shopper reads about a sent form: the toasts and the no-JavaScript note share these words. */
import type { FormSource } from '../../../domain/forms/form-submission';

export const FORM_SENT_TEXT: Record<FormSource, string> = {
  contact: 'Thank you! Your message was sent. We will reply soon.',
  subscribe: 'Thank you for subscribing!',
  form: 'Thank you! Your request was sent.',
};

export const FORM_LIMITED_TEXT = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
