/** The built-in payment methods by name; a deployment's own provider shows its code. */
const LABELS: Record<string, string> = { cod: 'Cash on delivery', bank_transfer: 'Bank transfer', card: 'Card' };

export const paymentMethodLabel = (code: string) => LABELS[code] ?? code;
