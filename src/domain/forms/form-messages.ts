/**
 * The messages of spec section 5, worded once for the browser and the store API alike so a shopper
 * reads the same sentence whichever side caught the problem. Every message has a code
 * (form-error-codes.ts), so a message can travel as (field, code) and be worded again from the
 * form's own rules: a link can then never make the page show text of the sender's choosing.
 */
import type { FieldErrorCode } from './form-error-codes';
import { MAX_FILE_BYTES } from './form-submission';

interface Named {
  fieldName: string;
  minLength?: number | undefined;
  maxLength?: number | undefined;
}

/** The sentence for an error code about a field. */
export function fieldMessage(code: FieldErrorCode, field: Named): string {
  const name = field.fieldName;
  switch (code) {
    case 'required':
      return `${name} is required`;
    case 'email':
      return `${name} must be a valid email`;
    case 'minLength':
      return `${name} must be at least ${field.minLength ?? 1} characters`;
    case 'maxLength':
      return `${name} must be at most ${field.maxLength ?? 0} characters`;
    case 'number':
      return `${name} must be a number`;
    case 'integer':
      return `${name} must be an integer`;
    case 'positive':
      return `${name} must be positive`;
    // A mandatory checkbox group needs at least one ticked box; a mandatory dropdown a value present.
    case 'checkboxRequired':
      return `Select at least one option for ${name}`;
    case 'dropdownRequired':
      return `Choose an option for ${name}`;
    case 'notAnOption':
      return `${name} must be one of the listed options`;
    case 'singleValue':
      return `${name} takes a single value`;
    case 'fileIncomplete':
      return `${name} needs a file name and its content`;
    case 'fileTooLarge':
      return `${name} must be a file of at most ${formatBytes(MAX_FILE_BYTES)}`;
    case 'unknownField':
      return `${name} is not a field of this form`;
    case 'duplicateField':
      return `${name} was sent more than once`;
  }
}

/** 2097152 → '2 MB': the limit is shown to shoppers, who think in megabytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
