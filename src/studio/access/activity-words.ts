/** The audit log's actions and changes in an owner's words (decision 99); an owner call recorded by its name reads as that call. */

const ACTION_WORDS: Record<string, string> = {
  signin: 'Signed in',
  'signin.failed': 'Failed to sign in',
  'product.created': 'Added a product',
  'product.updated': 'Changed a product',
  'product.archived': 'Archived a product',
  'product.duplicated': 'Duplicated a product',
  'product.deleted': 'Deleted a product',
  'stock.changed': 'Changed stock',
  'bulk.saved': 'Saved prices and stock in the bulk editor',
  'import.started': 'Started a catalogue import',
  'export.downloaded': 'Exported the catalogue',
  'theme.published': 'Published the theme',
  'settings.changed': 'Changed store settings',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.updated': 'Changed a webhook endpoint',
  'webhook.deleted': 'Deleted a webhook endpoint',
  'webhook.secret-rotated': "Rotated a webhook endpoint's secret",
  'apikey.created': 'Created an API key',
  'apikey.revoked': 'Revoked an API key',
  // Owner calls the registrar records by name (decision 99).
  'Owner/SaveDiscount': 'Saved a discount',
  'Owner/SetDiscountActive': 'Switched a discount on or off',
  'Owner/IssueGiftCard': 'Issued a gift card',
  'Owner/SetGiftCardActive': 'Switched a gift card on or off',
  'Owner/SetOrderStatus': "Changed an order's status",
  'Owner/SetCustomerStatus': "Changed a customer's status",
  'Owner/SaveShipping': 'Changed shipping and taxes',
  'Owner/SetMessageState': 'Marked a message',
  'Owner/ModerateReview': 'Moderated a review',
  'Owner/AnswerReview': 'Answered a review',
  'Owner/DeleteReview': 'Deleted a review',
  'Owner/CancelCatalogueImport': 'Cancelled a catalogue import',
  'Owner/TestWebhook': 'Sent a test webhook',
  'Owner/ResendWebhook': 'Sent a webhook delivery again',
  'Web/SetMaintenance': 'Switched maintenance mode',
  'Theme/RestoreVersion': 'Restored a theme version into the draft',
  'Theme/RevokePreviewLinks': 'Revoked preview links',
  'Theme/UploadMedia': 'Uploaded a picture',
  'Pages/Create': 'Added a page',
  'Pages/Update': 'Changed a page',
  'Pages/Delete': 'Deleted a page',
};

export function actionWords(action: string): string {
  const known = ACTION_WORDS[action];
  if (known) return known;
  // An owner call recorded by the registrar: `Owner/SaveDiscount` reads "Owner call SaveDiscount".
  const [area, name] = action.split('/');
  return name ? `${area} call ${name}` : action;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** One line per change: `price: 10.00 → 12.50`, `lines: …`; at most 12. */
export function changeLines(changes: Record<string, unknown>): string[] {
  const lines = Object.entries(changes).flatMap(([key, value]) => {
    if (Array.isArray(value) && value.length === 2 && !value.some((part) => typeof part === 'object' && part !== null))
      return [`${key}: ${shown(value[0])} → ${shown(value[1])}`];
    // Settings record their change as sentences already.
    if (key === 'lines' && Array.isArray(value)) return value.map(shown);
    if (Array.isArray(value) && value.every((part) => typeof part === 'string')) return [`${key}: ${value.join(', ')}`];
    return [`${key}: ${shown(value)}`];
  });
  return lines.length > 12 ? [...lines.slice(0, 12), `and ${lines.length - 12} more`] : lines;
}
