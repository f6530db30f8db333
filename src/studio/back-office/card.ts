/** The white panel every back-office section sits on. */
export const card = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';
