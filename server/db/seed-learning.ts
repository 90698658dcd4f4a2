import { blogCover, initialsPortrait, videoThumbnail } from './seed-artwork.ts';

/**
 * The content every server starts with (decision 260): our own pt-BR texts. Video ids are public
 * YouTube demonstration videos standing in for the brand's own channel; ids are fixed so a user's
 * videosWatched stays meaningful across restarts.
 */
interface SeedVideo {
  videoId: string;
  title: string;
  duration: string;
}
interface SeedItem {
  title: string;
  description: string;
  videos: SeedVideo[];
}

const item = (hue: number, { title, description, videos }: SeedItem) => ({
  title,
  description,
  documents: videos.map((video) => ({
    videoId: video.videoId,
    imgUrl: videoThumbnail(video.title, hue),
    duration: video.duration,
  })),
});

export const SEED_TRAILS = [
  {
    id: 'trilha-saindo-das-dividas',
    position: 1,
    title: 'Saindo das dívidas',
    description: 'Entenda o que você deve, negocie o que está atrasado e não volte para o vermelho.',
    imgUrl: videoThumbnail('Saindo das dívidas', 350),
    items: [
      item(350, {
        title: 'Entenda suas dívidas',
        description: 'Juros, parcelas e o custo real do rotativo do cartão e do cheque especial.',
        videos: [
          { videoId: 'aqz-KE-bpKQ', title: 'O custo do rotativo', duration: '08:32' },
          { videoId: 'ScMzIvxBSi4', title: 'Juros compostos contra você', duration: '11:05' },
        ],
      }),
      item(350, {
        title: 'Negociando com o banco',
        description: 'Como pedir desconto à vista e trocar uma dívida cara por uma mais barata.',
        videos: [
          { videoId: 'M7lc1UVf-VE', title: 'Portabilidade de crédito', duration: '09:47' },
          { videoId: 'YE7VzlLtp-4', title: 'Feirões de renegociação', duration: '06:20' },
        ],
      }),
      item(350, {
        title: 'Fora do vermelho para sempre',
        description: 'Um orçamento simples para não precisar de crédito caro de novo.',
        videos: [{ videoId: 'eRsGyueVLvQ', title: 'Orçamento de base zero', duration: '12:14' }],
      }),
    ],
  },
  {
    id: 'trilha-primeiros-investimentos',
    position: 2,
    title: 'Primeiros investimentos',
    description: 'Da reserva de emergência ao Tesouro Direto, sem complicação.',
    imgUrl: videoThumbnail('Primeiros investimentos', 210),
    items: [
      item(210, {
        title: 'Reserva de emergência',
        description: 'Quanto guardar, onde deixar o dinheiro e quando usar.',
        videos: [
          { videoId: 'R6MlUcmOul8', title: 'Quanto guardar', duration: '07:41' },
          { videoId: 'TLkA0RELQ1g', title: 'Liquidez diária', duration: '05:58' },
        ],
      }),
      item(210, {
        title: 'Renda fixa na prática',
        description: 'Tesouro Selic, CDB e LCI: diferenças, impostos e garantia do FGC.',
        videos: [
          { videoId: 'LXb3EKWsInQ', title: 'Tesouro Selic passo a passo', duration: '10:26' },
          { videoId: 'WO2b03Zdu4Q', title: 'CDB, LCI e o FGC', duration: '09:03' },
        ],
      }),
    ],
  },
];

export const SEED_VIDEOS = [
  {
    id: 'videos-primeiros-passos',
    position: 1,
    ...item(150, {
      title: 'Primeiros passos',
      description: 'Como registrar receitas e despesas e montar o seu primeiro planejamento.',
      videos: [
        { videoId: 'aqz-KE-bpKQ', title: 'Registrando movimentações', duration: '05:10' },
        { videoId: 'M7lc1UVf-VE', title: 'Planejamento do mês', duration: '06:45' },
      ],
    }),
  },
  {
    id: 'videos-familia',
    position: 2,
    ...item(40, {
      title: 'Dinheiro em família',
      description: 'Conversas sobre dinheiro em casa, mesada e objetivos em conjunto.',
      videos: [
        { videoId: 'eRsGyueVLvQ', title: 'Conta família', duration: '04:52' },
        { videoId: 'R6MlUcmOul8', title: 'Objetivos em conjunto', duration: '07:18' },
      ],
    }),
  },
];

export const SEED_BLOG_POSTS = [
  {
    id: 101,
    title: 'Como montar sua reserva de emergência em 2026',
    link: 'https://blog.exemplo.com.br/reserva-de-emergencia',
    image: blogCover('Reserva de emergência', 150),
    publishedAt: '2026-03-02',
  },
  {
    id: 102,
    title: 'Cartão de crédito: 5 erros que custam caro',
    link: 'https://blog.exemplo.com.br/erros-cartao',
    image: blogCover('Cartão de crédito', 350),
    publishedAt: '2026-02-16',
  },
  {
    id: 103,
    title: 'Décimo terceiro: pagar dívidas ou investir?',
    link: 'https://blog.exemplo.com.br/decimo-terceiro',
    image: blogCover('13º salário', 40),
    publishedAt: '2026-01-20',
  },
];

export const SEED_PRODUCTS = [
  {
    id: 'produto-fgts',
    name: 'Saque-aniversário do FGTS',
    image: 'fgts',
    aboutMessage:
      'Antecipe até 10 parcelas do seu saque-aniversário com taxa reduzida e dinheiro na conta em um dia útil.',
  },
  {
    id: 'produto-consorcio',
    name: 'Consórcio de imóvel',
    image: 'consorcio',
    aboutMessage:
      'Cartas de R$ 150.000,00 a R$ 800.000,00 sem juros, com parcelas que cabem no seu planejamento.',
  },
  {
    id: 'produto-consultoria',
    name: 'Consultoria financeira',
    image: 'consultoria',
    aboutMessage:
      'Quatro encontros com um planejador certificado para organizar suas finanças e definir metas.',
  },
  {
    id: 'produto-curso',
    name: 'Curso Finanças em Ordem',
    image: 'curso',
    aboutMessage:
      'Oito aulas on-line sobre orçamento, dívidas e investimentos, com certificado de conclusão.',
  },
  {
    id: 'produto-emprestimo',
    name: 'Empréstimo com garantia',
    image: 'emprestimo',
    aboutMessage:
      'Troque dívidas caras por um empréstimo com garantia de imóvel e taxas a partir de 1,09% ao mês.',
  },
  {
    id: 'produto-investimento',
    name: 'Carteira de investimentos',
    image: 'investimento',
    aboutMessage: 'Uma carteira montada para o seu perfil, com aportes a partir de R$ 100,00 por mês.',
  },
].map((product, index) => ({ ...product, position: index + 1 }));

export const SEED_EXPERTS = [
  {
    id: 'especialista-juliana-mendes',
    name: 'Juliana Mendes',
    expertizes: ['Investimentos', 'Aposentadoria'],
    stars: '4.8',
    sessionPrice: '180.00',
    baseLikes: 1250,
    image: initialsPortrait('Juliana Mendes', 210),
    aboutMessage: 'Planejadora financeira CFP há 10 anos, especialista em previdência.',
    profileMessage: 'Ajudo famílias a investir com tranquilidade e a planejar uma aposentadoria sem sustos.',
  },
  {
    id: 'especialista-ricardo-alves',
    name: 'Ricardo Alves',
    expertizes: ['Dívidas', 'Orçamento familiar'],
    stars: '4.6',
    sessionPrice: '120.00',
    baseLikes: 842,
    image: initialsPortrait('Ricardo Alves', 350),
    aboutMessage: 'Educador financeiro e mediador de renegociações de dívidas.',
    profileMessage: 'Já ajudei mais de 600 famílias a sair do vermelho com um plano realista.',
  },
  {
    id: 'especialista-patricia-nogueira',
    name: 'Patrícia Nogueira',
    expertizes: ['Impostos', 'Investimentos'],
    stars: '4.9',
    sessionPrice: '220.50',
    baseLikes: 31,
    image: initialsPortrait('Patrícia Nogueira', 150),
    aboutMessage: 'Contadora e consultora de investimentos, foco em declaração de imposto de renda.',
    profileMessage: 'Explico o imposto de renda dos seus investimentos sem juridiquês.',
  },
  {
    id: 'especialista-marcos-oliveira',
    name: 'Marcos Oliveira',
    expertizes: ['Orçamento familiar'],
    stars: '4.2',
    sessionPrice: '90.00',
    baseLikes: 0,
    image: initialsPortrait('Marcos Oliveira', 40),
    aboutMessage: 'Coach financeiro para casais e famílias com filhos pequenos.',
    profileMessage: 'Dinheiro em família é conversa: ajudo a montar o orçamento da casa a quatro mãos.',
  },
];
