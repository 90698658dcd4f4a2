import ExcelJS from 'exceljs';
import { MAX_LIST_ROWS } from '../src/features/onboarding/onboarding-request.ts';
import {
  FIXTURE_MONTH,
  filledWorkbook,
} from '../src/features/onboarding/spreadsheet/fixtures/filled-sheet.ts';
import { SHEETS } from '../src/features/onboarding/spreadsheet/layout.ts';
import { readSheets } from '../src/features/onboarding/spreadsheet/read-sheets.ts';
import { workbookGrids } from '../src/features/onboarding/spreadsheet/workbook-grids.ts';
import { loadAverage, writeSection } from './results.ts';

// The onboarding spreadsheet's read of 5,000 entry lines, in Node on this machine (the browser's
// worker does the same work, src/features/onboarding/spreadsheet/import-worker.ts): the .xlsx opened
// by exceljs, turned into grids, and read: the first 500 into rows, the rest listed as beyond what
// one save takes (decision 167). Timed here, not in a test (decision 407's aim: well under a second
// of work for the read itself).
const LINES = 5000;
const RUNS = 9;

async function workbookFile(): Promise<ArrayBuffer> {
  const workbook = filledWorkbook(ExcelJS);
  const entries = workbook.getWorksheet(SHEETS.entries);
  if (!entries) throw new Error('spreadsheet bench: template without its entries sheet');
  for (let index = 0; index < LINES; index += 1)
    entries.getRow(7 + index).values = ['Despesa variável', '2026-03-02', 'Lazer', `#${index}`, 10.01];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

const file = await workbookFile();
const opened: number[] = [];
const read: number[] = [];
for (let run = 0; run <= RUNS; run += 1) {
  const started = performance.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const grids = workbookGrids(workbook);
  const between = performance.now();
  const { rows, problems } = readSheets(grids, FIXTURE_MONTH);
  const ended = performance.now();
  const lines = rows.filter((row) => row.cents === 1001).length;
  const beyond = problems.filter((problem) => problem.reason === 'tooMany').length;
  // The template's own example lines share the 500 with these.
  if (lines > MAX_LIST_ROWS || lines + beyond < LINES)
    throw new Error(`spreadsheet bench: ${lines} lines read and ${beyond} listed as too many, of ${LINES}`);
  // The first run warms the JIT and is not counted.
  if (run === 0) continue;
  opened.push(between - started);
  read.push(ended - between);
}

const table = `## Spreadsheet read (\`bench/50-spreadsheet-read.bench.ts\`)

${LINES.toLocaleString('en')} entry lines in an .xlsx of ${(file.byteLength / 1024).toFixed(0)} KB (${MAX_LIST_ROWS} read into rows, the rest listed as beyond one save), ${RUNS} runs after one warm-up, median (range), in ms; load average ${loadAverage()}.

| Step | Median | Range |
| --- | ---: | ---: |
| exceljs opens the file and the grids are made (\`workbookGrids\`) | ${median(opened).toFixed(0)} | ${range(opened)} |
| the grids are read into rows (\`readSheets\`) | ${median(read).toFixed(0)} | ${range(read)} |
`;
writeSection('spreadsheet-read', table);
console.log(table);
