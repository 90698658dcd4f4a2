/** A day of the month as typed: digits only, at most two. */
export const dayDigits = (text: string) => text.replace(/\D/g, '').slice(0, 2);
