import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Onboarding } from '@/api/gen/model';
import { OnboardingModal, OnboardingPage, OnboardingPending, OnboardingWizard } from '@/features/onboarding';
import { loadOnboarding } from '@/features/onboarding/loader';
import { emptyRow } from '@/features/onboarding/onboarding-table';
import { FIXTURE_MONTH, filledWorkbook } from '@/features/onboarding/spreadsheet/fixtures/filled-sheet';
import { loadExcelJs } from '@/features/onboarding/spreadsheet/load-exceljs';
import { LoadErrorScreen } from '@/features/shell';
import { ME, moneyUser } from '@/testing/money-fakes';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import { signedIn } from '../transactions/support';

let saved: Onboarding[] = [];

const noGoods = { items: [], total: 0, marketValue: 0, settlementBalance: 0, equity: 0 };

const meta = {
  title: 'Planning/Levantamento financeiro',
  component: OnboardingWizard,
  args: { month: FIXTURE_MONTH, user: ME, skipTutorial: false, onClose: fn() },
  beforeEach: ({ msw }) => {
    saved = [];
    msw.use(
      http.get('*/users/:id', () => envelope({ ...moneyUser, skipTutorial: false })),
      // A first survey: no financial profile yet (its save writes one, decision 252) and no goods.
      http.get('*/profiles', () => collection([])),
      http.get('*/goods', () => envelope(noGoods)),
      http.post('*/onboarding', async ({ request }) => {
        saved.push((await request.json()) as Onboarding);
        return HttpResponse.json({ data: { transactions: 2, goods: 0, replaced: 0 } }, { status: 201 });
      }),
    );
    return signedIn();
  },
} satisfies Meta<typeof OnboardingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const valueInputs = (canvas: Canvas) => canvas.getAllByRole('textbox', { name: /^valor — Linha/ });

/** Step 0: the video and its guide; 'Iniciar' opens Receitas with its ten predefined rows. */
export const Video: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Apresentação' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anterior' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar' }));
    await expect(canvas.getByRole('heading', { name: 'Receitas' })).toBeVisible();
    await expect(canvas.getByText(/Informe tudo o que entra/)).toBeVisible();
    await expect(valueInputs(canvas)).toHaveLength(10);
    await expect(canvas.getByRole('combobox', { name: 'categoria — Linha 1' })).toHaveValue('Salário');
    for (const header of ['data', 'categoria', 'valor', 'descrição', 'rep', 'parc'])
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
  },
};

/** A user who skipped the tutorial starts at Receitas; each step keeps its default row count. */
export const SkippedTutorial: Story = {
  args: { skipTutorial: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Receitas' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anterior' })).toBeNull();
    const counts: number[] = [];
    for (const step of ['Despesas fixas', 'Despesas variáveis', 'Dívidas & Parcelas', 'Investimentos']) {
      await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
      await expect(canvas.getByRole('heading', { name: step })).toBeVisible();
      counts.push(valueInputs(canvas).length);
    }
    await expect(counts).toEqual([21, 7, 5, 5]);
    await expect(canvas.getByRole('button', { name: 'Finalizar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'nova linha' }));
    await expect(valueInputs(canvas)).toHaveLength(6);
  },
};

/** Masks and validation: the value fills from the right; a half-filled row stops Next with its message. */
export const Validation: Story = {
  args: { initialStep: 2 },
  play: async ({ canvas }) => {
    const value = canvas.getByRole('textbox', { name: 'valor — Linha 1' });
    await userEvent.type(value, '230010');
    await expect(value).toHaveValue('2.300,10');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByText('Informe uma data válida')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Corrija as linhas marcadas antes de continuar.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'valor — Linha 2' }), '0');
    await userEvent.type(canvas.getByLabelText('data — Linha 2'), '2026-03-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByText('VALOR INVÁLIDO')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Despesas fixas' })).toBeVisible();
    // Repetition and instalments exclude each other.
    const repetition = canvas.getByRole('combobox', { name: 'rep — Linha 1' });
    await userEvent.selectOptions(repetition, 'monthly');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'parc — Linha 1' }), '3');
    await expect(repetition).toHaveValue('');
  },
};

const filledRent = () => ({
  rows: [
    { ...emptyRow('fixed', 'Aluguel'), date: '2026-03-10', cents: 230_010, repetition: 'monthly' as const },
  ],
  goods: [],
});

/** 'Finalizar' on Investimentos saves the table to the cent and shows the success step with 'Fechar'. */
export const Finish: Story = {
  args: { initialStep: 5, initialTable: filledRent() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(await canvas.findByRole('heading', { name: 'Tudo pronto' })).toBeVisible();
    await expect(
      canvas.getByText(/pronto para começar sua jornada de transformação financeira/),
    ).toBeVisible();
    await expect(saved).toHaveLength(1);
    await expect(saved[0]?.debit).toEqual([
      expect.objectContaining({
        category: 'Aluguel',
        value: -2300.1,
        recurrentType: 'monthly',
        kind: 'fixed',
      }),
    ]);
    await expect(saved[0]).toMatchObject({ user: ME, date: '2026-03-01', credit: [], goods: [] });
    await expect(canvas.getByRole('status')).toHaveTextContent('2 lançamentos salvos.');
    await expect(canvas.getByText(/Próximo passo: em Planejamento, o PLANEJAMENTO AUTOMÁTICO/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A survey saved before: the profile its save wrote (decision 252) and its goods. */
const previousSurvey = (goods: number) => [
  http.get('*/profiles', () => collection([{ _id: 'profile-1', user: ME, hasSavings: true }])),
  http.get('*/goods', () => envelope({ ...noGoods, total: goods })),
];

/**
 * A survey was saved before: the wizard says so from the start, and 'Finalizar' first asks, naming
 * what the new one replaces (paid rows stay); after, the success step says what was replaced (audit O10).
 */
export const ReplacesPreviousSurvey: Story = {
  args: { initialStep: 5, initialTable: filledRent(), previous: { exists: true, goods: 2 } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/onboarding', async ({ request }) => {
        saved.push((await request.json()) as Onboarding);
        return HttpResponse.json({ data: { transactions: 1, goods: 0, replaced: 10 } }, { status: 201 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Você já salvou um levantamento financeiro. Ao finalizar este, o anterior será substituído.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    const warning = await canvas.findByRole('alert');
    await expect(
      within(warning).getByRole('heading', { name: 'Substituir o levantamento anterior?' }),
    ).toHaveFocus();
    await expect(warning).toHaveTextContent('menos os que você já marcou como pagos');
    await expect(warning).toHaveTextContent('Os 2 bens cadastrados nele também serão substituídos');
    await expect(saved).toHaveLength(0);
    await userEvent.click(within(warning).getByRole('button', { name: 'Voltar' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(saved).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Substituir e finalizar' }));
    await expect(await canvas.findByRole('heading', { name: 'Tudo pronto' })).toBeVisible();
    await expect(saved).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 lançamento salvo. 10 lançamentos do levantamento anterior foram substituídos. 2 bens do levantamento anterior foram substituídos.',
    );
  },
};

/** A value whose instalments pass 999.999.999.999,99 is flagged on its row before anything is sent (audit O4). */
export const TotalAboveMaximum: Story = {
  args: {
    initialStep: 5,
    initialTable: {
      rows: [
        {
          ...emptyRow('debts', 'Empréstimo pessoal'),
          date: '2026-03-10' as const,
          cents: 50_000_000_000_000,
          instalments: 2,
        },
      ],
      goods: [],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(canvas.getByRole('heading', { name: 'Dívidas & Parcelas' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'valor — Linha 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('VALOR MUITO ALTO')).toBeVisible();
    await expect(saved).toHaveLength(0);
  },
};

/**
 * The server still refuses a field ('debit.1.value'): the wizard goes to that row's step and marks
 * it, instead of a general sentence on Investimentos; changing the row clears the mark (audit O4).
 */
export const RefusedRowIsMarked: Story = {
  args: {
    initialStep: 5,
    initialTable: {
      rows: [
        { ...emptyRow('revenues', 'Salário'), date: '2026-03-05' as const, cents: 850_000 },
        { ...emptyRow('fixed', 'Aluguel'), date: '2026-03-10' as const, cents: 230_010 },
        { ...emptyRow('fixed', 'Condomínio'), date: '2026-03-10' as const, cents: 60_000 },
      ],
      goods: [],
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/onboarding', () =>
        apiError(400, 'Dados inválidos', [
          { message: 'debit.2.value deve ser <= 999999999999.99', field: 'debit.2.value' },
        ]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(await canvas.findByRole('heading', { name: 'Despesas fixas' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível salvar: corrija a linha marcada em Despesas fixas e finalize de novo.',
    );
    const refused = canvas.getByRole('textbox', { name: 'valor — Linha 2' });
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'valor — Linha 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByText('VALOR INVÁLIDO')).toBeVisible();
    await userEvent.type(refused, '1');
    await expect(refused).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server refuses: its message is shown and the person stays on the step. */
export const SaveRefused: Story = {
  args: { initialStep: 5, initialTable: filledRent() },
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/onboarding', () => apiError(400, 'A data do lançamento está fora do período.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(await canvas.findByText('A data do lançamento está fora do período.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Investimentos' })).toBeVisible();
  },
};

/** The client variant: Next goes straight to the end (saving), Previous back to Receitas. */
export const ClientVariant: Story = {
  args: { variant: 'client', initialStep: 3, initialTable: filledRent() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.getByRole('heading', { name: 'Receitas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(await canvas.findByRole('heading', { name: 'Tudo pronto' })).toBeVisible();
    await expect(saved).toHaveLength(1);
  },
};

/** Uploading the filled fixture: its rows join the table for review, its broken lines are listed. */
export const UploadFilledSheet: Story = {
  args: { skipTutorial: true },
  play: async ({ canvas }) => {
    const ExcelJS = await loadExcelJs();
    const buffer = await filledWorkbook(ExcelJS).xlsx.writeBuffer();
    const file = new File([buffer], 'planejamento.xlsx');
    await userEvent.upload(canvas.getByLabelText('Enviar planilha'), file);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('2 linhas não puderam ser lidas:');
    await expect(alert).toHaveTextContent(
      "Planilha 'Receitas e despesas', linha 9: valor não numérico ou zero",
    );
    await expect(alert).toHaveTextContent("Planilha 'Bens', linha 8: tipo não reconhecido");
    await expect(canvas.getByText('6 linhas importadas. Revise os valores antes de salvar.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'valor — Linha 1' })).toHaveValue('8.500,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByRole('combobox', { name: 'categoria — Linha 1' })).toHaveValue('Aluguel');
    await expect(canvas.getByRole('textbox', { name: 'valor — Linha 1' })).toHaveValue('2.300,10');
  },
};

/**
 * 1,000 lines read in the worker: the first 500 (the contract's limit per list) reach the table,
 * drawn a hundred at a time; the rest are listed by line as not read. (Bench 50 times a read of
 * 5,000; here the size only has to pass the limit.)
 */
export const UploadLargeSheet: Story = {
  args: { initialStep: 3 },
  play: async ({ canvas }) => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Receitas e despesas');
    for (let line = 7; line < 1007; line += 1)
      sheet.getRow(line).values = ['Despesa variável', '2026-03-02', 'Lazer', `Compra ${line}`, 10.01];
    const file = new File([await workbook.xlsx.writeBuffer()], 'grande.xlsx');
    await userEvent.upload(canvas.getByLabelText('Enviar planilha'), file);
    await expect(
      await canvas.findByText(
        '500 linhas importadas. Revise os valores antes de salvar.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('500 linhas não puderam ser lidas:');
    await expect(alert).toHaveTextContent(
      "Planilha 'Receitas e despesas', linha 507: além do limite de 500 linhas por envio; não foi lida",
    );
    await expect(alert).toHaveTextContent('… e mais 400 linhas que não puderam ser lidas.');
    await expect(valueInputs(canvas)).toHaveLength(100);
    await userEvent.click(canvas.getByRole('button', { name: 'mostrar mais 100 de 407 linhas' }));
    await expect(valueInputs(canvas)).toHaveLength(200);
  },
};

/** 'Baixar modelo de planilha': the file name, the brand in the title, the four sheets and their title lines. */
export const DownloadTemplate: Story = {
  args: { skipTutorial: true },
  play: async ({ canvas }) => {
    const clicked: HTMLAnchorElement[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function capture(this: HTMLAnchorElement) {
      clicked.push(this);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar modelo de planilha' }));
      await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 15_000 });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const link = clicked[0] as HTMLAnchorElement;
    await expect(link.download).toBe('modelo-de-planilha-do-planejamento.xlsx');
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(link.href)).arrayBuffer());
    await expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Receitas e despesas',
      'Cartão de crédito',
      'Dívidas',
      'Bens',
    ]);
    const [entries, card] = workbook.worksheets;
    await expect(entries?.getCell(1, 1).value).toBe('Planilha de planejamento Otto');
    await expect(entries?.getCell(6, 5).value).toBe('Valor');
    await expect(card?.getCell(7, 7).value).toBe('Março 2026');
    await expect(card?.getCell(7, 18).value).toBe('Fevereiro 2027');
  },
};

/** An 'XML Spreadsheet 2003' file is read too, on the page. */
export const UploadXml: Story = {
  args: { skipTutorial: true },
  play: async ({ canvas }) => {
    const cell = (type: string, value: string | number) =>
      `<Cell><Data ss:Type="${type}">${value}</Data></Cell>`;
    const xml = `<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
  <Worksheet ss:Name="Receitas e despesas"><Table>
    <Row ss:Index="7">${cell('String', 'Receita')}${cell('DateTime', '2026-03-05T00:00:00.000')}${cell('String', 'Salário')}${cell('String', 'Empresa')}${cell('Number', 8500.5)}${cell('String', 'Mensal')}</Row>
    <Row>${cell('String', 'Receita')}${cell('String', '05/03/2026')}${cell('String', 'Bônus')}<Cell ss:Index="5">${'<Data ss:Type="String">mil</Data>'}</Cell></Row>
  </Table></Worksheet>
</Workbook>`;
    await userEvent.upload(
      canvas.getByLabelText('Enviar planilha'),
      new File([xml], 'planejamento.xml', { type: 'text/xml' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Planilha 'Receitas e despesas', linha 8: valor não numérico ou zero",
    );
    await expect(canvas.getByRole('textbox', { name: 'valor — Linha 1' })).toHaveValue('8.500,50');
    await expect(canvas.getByRole('combobox', { name: 'rep — Linha 1' })).toHaveValue('monthly');
  },
};

/** A file that is no spreadsheet says so. */
export const UploadUnreadable: Story = {
  args: { skipTutorial: true },
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Enviar planilha'),
      new File(['não sou planilha'], 'notas.xlsx'),
    );
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Não foi possível ler este arquivo.',
    );
  },
};

/** The modal /planejamento opens: title, the wizard inside, × closes it. */
export const Modal: Story = {
  render: (args) => <OnboardingModal {...args} open />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Levantamento de informações financeiras',
    });
    await expect(within(dialog).getByRole('button', { name: 'Iniciar' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const onboardingPage = {
  path: '/onboarding-planejamento',
  loader: (queryClient: Parameters<typeof loadOnboarding>[0]) => loadOnboarding(queryClient, ME),
  pending: OnboardingPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="onboarding:loadError" />,
};

/** /onboarding-planejamento: 'lançamentos financeiros', the video, then 'Iniciar'. */
export const Page: Story = {
  parameters: { layout: 'fullscreen', page: onboardingPage },
  render: () => <OnboardingPage userId={ME} onClose={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'lançamentos financeiros' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Iniciar' })).toBeVisible());
  },
};

/** The page knows a survey was saved before: it says so from the video on (decision 006). */
export const PageWithPreviousSurvey: Story = {
  parameters: { layout: 'fullscreen', page: onboardingPage },
  beforeEach: ({ msw }) => {
    msw.use(...previousSurvey(1));
  },
  render: () => <OnboardingPage userId={ME} onClose={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Você já salvou um levantamento financeiro. Ao finalizar este, o anterior será substituído.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Iniciar' })).toBeVisible();
  },
};

export const PageLoading: Story = {
  parameters: { layout: 'fullscreen', page: onboardingPage },
  beforeEach: ({ msw }) => {
    msw.use(neverAnswer('*/users/:id'));
  },
  render: () => <OnboardingPage userId={ME} onClose={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando o levantamento financeiro')).toBeInTheDocument();
  },
};

export const PageLoadError: Story = {
  parameters: { layout: 'fullscreen', page: onboardingPage },
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/users/:id', () => apiError(500, 'Erro')));
  },
  render: () => <OnboardingPage userId={ME} onClose={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível abrir o levantamento financeiro.')).toBeVisible();
  },
};

/** A read row's date error stays on its own step and row: Receitas advances, Despesas fixas is held. */
export const UploadedRowErrorOnItsStep: Story = {
  args: { skipTutorial: true },
  play: async ({ canvas }) => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Receitas e despesas').getRow(14).values = [
      'Despesa fixa',
      '05/01/2030',
      'Aluguel',
      'data fora',
      100,
    ];
    const file = new File([await workbook.xlsx.writeBuffer()], 'linha-14.xlsx');
    await userEvent.upload(canvas.getByLabelText('Enviar planilha'), file);
    await expect(
      await canvas.findByText(
        '1 linha importada. Revise os valores antes de salvar.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByRole('heading', { name: 'Despesas fixas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByRole('heading', { name: 'Despesas fixas' })).toBeVisible();
    await expect(canvas.getByLabelText('data — Linha 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('data — Linha 2')).not.toHaveAttribute('aria-invalid');
  },
};

/** More rows than the contract's list takes: said in words before sending, and nothing is sent. */
export const TooManyRows: Story = {
  args: {
    initialStep: 5,
    initialTable: {
      rows: Array.from({ length: 501 }, () => ({
        ...emptyRow('variable', 'Lazer'),
        date: '2026-03-02' as const,
        cents: 1001,
      })),
      goods: [],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(await canvas.findByText(/O levantamento aceita até 500 lançamentos/)).toBeVisible();
    await expect(saved).toHaveLength(0);
  },
};

/** A refusal in the validator's words is told as a sentence, never by the request's path. */
export const SchemaRefusal: Story = {
  args: { initialStep: 5, initialTable: filledRent() },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/onboarding', () =>
        apiError(400, 'Dados inválidos', [
          { message: 'debit não deve ter mais que 500 elementos', field: 'debit' },
        ]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(await canvas.findByText(/alguns dados do levantamento não foram aceitos/)).toBeVisible();
    await expect(canvas.queryByText(/elementos/)).toBeNull();
  },
};
