/** CPF (Brazilian taxpayer number): eleven digits whose last two are check digits. */

function checkDigit(digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The eleven-digit CPF of nine base digits: the base followed by its two check digits. */
export function withCheckDigits(base: readonly number[]): string {
  const first = checkDigit(base, 10);
  return [...base, first, checkDigit([...base, first], 11)].join('');
}

export function isValidCpf(value: string): boolean {
  const text = cpfDigits(value);
  // Repeated digits (111.111.111-11) pass the arithmetic but are not issued.
  if (text.length !== 11 || /^(\d)\1{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits.slice(0, 9), 10);
  const second = checkDigit(digits.slice(0, 10), 11);
  return first === digits[9] && second === digits[10];
}
