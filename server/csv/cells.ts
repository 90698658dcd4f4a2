/**
 * Cells of the CSV files the server writes (decision 310). Spreadsheets (Excel, LibreOffice, Google
 * Sheets) run a cell that starts with `=`, `+`, `-`, `@`, tab or carriage return as a formula, so any
 * text a person wrote is neutralised the way OWASP's CSV-injection guidance says: a single quote in
 * front and the cell quoted. Leading spaces and quotes do not hide a formula from every reader, so
 * they are looked through. Numbers the server formats itself stay numbers.
 */

const SEPARATOR = ';';
// NUL and line feed also open formulas in some readers (OWASP ASVS lists NUL); they cost nothing here.
const FORMULA_START = /^[\s"']*[=+\-@\t\r\n\0]/;
const NEEDS_QUOTES = /[;"\r\n\t]/;
/** What `amountCell` accepts: a pt-BR decimal (`-10,00`), which spreadsheets read as a number. */
const PT_BR_NUMBER = /^-?\d+(,\d+)?$/;

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** A text cell: anything a formula could start from comes out as plain text. */
export function textCell(value: string): string {
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/**
 * A number the server formatted (NUMERIC turned into `-123,45`) goes out bare so it stays a number;
 * anything else that reaches this column is treated as text.
 */
export function amountCell(value: string): string {
  return PT_BR_NUMBER.test(value) ? value : textCell(value);
}

/** One CSV line from cells already made safe by `textCell` or `amountCell`. */
export const csvLine = (cells: string[]) => cells.join(SEPARATOR);
