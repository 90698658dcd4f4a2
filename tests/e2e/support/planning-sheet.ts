import ExcelJS from 'exceljs';

/**
 * Fills the downloaded 'modelo-de-planilha-do-planejamento.xlsx' the way a household would: a
 * monthly salary and rent, a 3x card purchase and a financed car, plus one line whose value is not a
 * number ('Receitas e despesas', line 8), which the app must report by sheet and line.
 */
export async function fillPlanningSheet(template: Buffer, month: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = (name: string) => {
    const found = workbook.getWorksheet(name);
    if (!found) throw new Error(`the template has no sheet '${name}'`);
    return found;
  };
  sheet('Receitas e despesas').getRow(7).values = [
    'Despesa fixa',
    `10/${month.slice(5)}/${month.slice(0, 4)}`,
    'Aluguel',
    'Apartamento',
    2300.1,
    'Mensal',
  ];
  sheet('Receitas e despesas').getRow(8).values = [
    'Receita',
    `05/${month.slice(5)}/${month.slice(0, 4)}`,
    'Salário',
    '',
    'oito mil',
  ];
  sheet('Receitas e despesas').getRow(9).values = [
    'Receita',
    `05/${month.slice(5)}/${month.slice(0, 4)}`,
    'Salário',
    'Salário da Lia',
    8000.55,
    'Mensal',
  ];
  sheet('Cartão de crédito').getRow(8).values = [`${month}-08`, 'Eletrodomésticos', 'Geladeira', 389.9, 3];
  sheet('Bens').getRow(7).values = ['Automóvel', 'Onix 2022', 68000, 'Sim', 32000, 1450, 24];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
