import { HttpResponse, http } from 'msw';
import { spyOn } from 'storybook/test';
import type { BlogPost, Trail, TrailItem, User } from '@/api/gen/model';
import { startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { PLAYER_ORIGIN } from '@/features/learning';
import { createFakeUser } from '@/testing/factories';
import { ME } from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';

/** Thumbnails drawn inline: stories never reach the network. */
const thumb = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="hsl(${hue} 60% 40%)"/></svg>`,
  )}`;
const video = (videoId: string, duration: string, hue = 210) => ({ videoId, duration, imgUrl: thumb(hue) });

export const videoGroups: TrailItem[] = [
  {
    title: 'Primeiros passos',
    description: 'Como registrar receitas e despesas e montar o seu primeiro planejamento.',
    documents: [video('v-registro', '05:10', 150), video('v-plano', '06:45', 150)],
  },
  {
    title: 'Dinheiro em família',
    description: 'Conversas sobre dinheiro em casa.',
    documents: [video('v-familia', '04:52', 40)],
  },
];

export const debtsTrail: Trail = {
  _id: 'trilha-saindo-das-dividas',
  title: 'Saindo das dívidas',
  description: 'Entenda o que você deve e negocie o que está atrasado.',
  imgUrl: thumb(350),
  items: [
    {
      title: 'Entenda suas dívidas',
      description: 'Juros, parcelas e o custo real do rotativo.',
      documents: [video('v-rotativo', '08:32', 350), video('v-juros', '11:05', 350)],
    },
    {
      title: 'Negociando com o banco',
      description: 'Como pedir desconto à vista.',
      documents: [video('v-portabilidade', '09:47', 350), video('v-feirao', '06:20', 350)],
    },
    {
      title: 'Fora do vermelho para sempre',
      description: 'Um orçamento simples para não precisar de crédito caro.',
      documents: [video('v-base-zero', '12:14', 350)],
    },
  ],
};

export const investTrail: Trail = {
  _id: 'trilha-primeiros-investimentos',
  title: 'Primeiros investimentos',
  description: 'Da reserva de emergência ao Tesouro Direto.',
  imgUrl: thumb(210),
  items: [{ title: 'Reserva de emergência', documents: [video('v-reserva', '07:41')] }],
};

export const posts: BlogPost[] = [
  {
    id: 101,
    title: 'Como montar sua reserva de emergência em 2026',
    link: 'https://blog.exemplo.com.br/reserva-de-emergencia',
    image: thumb(150),
  },
  {
    id: 102,
    title: 'Cartão de crédito: 5 erros que custam caro',
    link: 'https://blog.exemplo.com.br/erros-cartao',
  },
];

export function signedIn() {
  startSession({ accessToken: 'story-token', id: ME });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}

/** The signed-in user whose videosWatched the handlers keep, as the server would. */
export function watchState(initial: string[] = []) {
  const state = { watched: [...initial], marked: [] as string[] };
  const user = (): User =>
    createFakeUser({ _id: ME, name: 'Ana Paula Souza', videosWatched: [...state.watched] });
  const handlers = [
    http.get('*/api/users/:id', () => envelope(user())),
    http.post('*/api/users/:id/videos_watched', async ({ request }) => {
      const { videoId } = (await request.json()) as { videoId: string };
      state.marked.push(videoId);
      if (!state.watched.includes(videoId)) state.watched.push(videoId);
      return envelope(user());
    }),
  ];
  return { state, handlers };
}

export const learningHandlers = () => [
  http.get('*/api/educational/videos', () => envelope({ contendVideo: videoGroups })),
  http.get('*/api/educational/trails', () => collection([debtsTrail, investTrail])),
  http.get('*/api/educational/trails/:id', ({ params }) =>
    params.id === debtsTrail._id
      ? envelope(debtsTrail)
      : HttpResponse.json({ message: 'Registro não encontrado' }, { status: 404 }),
  ),
  http.get('*/api/educational/blog', () => collection(posts)),
];

/** What the embedded player sends its page when the video starts, pauses or ends. */
export function playerStateChange(state = 1) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: PLAYER_ORIGIN,
      data: JSON.stringify({ event: 'onStateChange', info: state }),
    }),
  );
}

/** Spies on console.error and console.warn for the story; the router reports its errors there. */
export function consoleSpies() {
  const spies = [spyOn(console, 'error'), spyOn(console, 'warn')];
  return {
    calls: () => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' '))),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
