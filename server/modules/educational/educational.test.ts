import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Document {
  videoId: string;
  imgUrl?: string;
  duration?: string;
}
interface Item {
  title: string;
  description?: string;
  documents: Document[];
}
interface Trail {
  _id: string;
  title: string;
  items: Item[];
}

let server: TestServer;
let api: Client;
let userId: string;
let other: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  const account = await createAccount(server, { name: 'Ana Souza' });
  userId = account.id;
  api = client(server, account.token);
  other = await createAccount(server);
});
afterAll(() => server.close());

const trails = async () =>
  (await data<{ items: Trail[]; total: number }>(api('GET', '/educational/trails'))).items;
const watch = (videoId: string, id = userId) => api('POST', `/users/${id}/videos_watched`, { videoId });
const watched = async (videoId: string) =>
  (await data<{ videosWatched: string[] }>(watch(videoId))).videosWatched;

describe('trails', () => {
  it('lists the seeded trails in order, each item with its videos and offline thumbnails', async () => {
    const list = await trails();
    expect(list.map((trail) => trail.title)).toEqual(['Saindo das dívidas', 'Primeiros investimentos']);
    const [first] = list;
    expect(first?.items.map((item) => item.title)).toEqual([
      'Entenda suas dívidas',
      'Negociando com o banco',
      'Fora do vermelho para sempre',
    ]);
    const document = first?.items[0]?.documents[0];
    expect(document).toMatchObject({ videoId: 'aqz-KE-bpKQ', duration: '08:32' });
    expect(document?.imgUrl).toMatch(/^data:image\/svg\+xml,/);
  });

  it('reads one trail, and an unknown id is not found', async () => {
    const [first] = await trails();
    const one = await data<Trail>(api('GET', `/educational/trails/${first?._id}`));
    expect(one.items).toHaveLength(3);
    const missing = await api('GET', '/educational/trails/nao-existe');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Registro não encontrado' } });
  });

  it('refuses every write: trails are seeded content', async () => {
    const [first] = await trails();
    const body = { title: 'Minha trilha', items: [{ title: 'Etapa', documents: [{ videoId: 'x' }] }] };
    for (const [method, url, payload] of [
      ['POST', '/educational/trails', body],
      ['PATCH', `/educational/trails/${first?._id}`, { title: 'Outro' }],
      ['PUT', `/educational/trails/${first?._id}`, body],
      ['DELETE', `/educational/trails/${first?._id}`, undefined],
    ] as const)
      expect(await api(method, url, payload)).toMatchObject({
        status: 403,
        body: { message: 'Você não tem permissão para realizar esta ação' },
      });
    expect((await trails()).map((trail) => trail.title)).toContain('Saindo das dívidas');
  });

  it('needs a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/educational/trails' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('videos and blog', () => {
  it('answers the video trails under contendVideo', async () => {
    const videos = await data<{ contendVideo: Item[] }>(api('GET', '/educational/videos'));
    expect(videos.contendVideo.map((group) => group.title)).toEqual([
      'Primeiros passos',
      'Dinheiro em família',
    ]);
    expect(videos.contendVideo[0]?.documents).toHaveLength(2);
  });

  it('lists blog posts, newest first', async () => {
    const blog = await data<{ items: Array<{ id: number; title: string; link: string }>; total: number }>(
      api('GET', '/educational/blog'),
    );
    expect(blog.total).toBe(3);
    expect(blog.items[0]).toMatchObject({
      id: 101,
      title: 'Como montar sua reserva de emergência em 2026',
      link: 'https://blog.exemplo.com.br/reserva-de-emergencia',
    });
  });
});

describe('markVideoWatched', () => {
  it('adds a video once, however often it is sent', async () => {
    expect(await watched('aqz-KE-bpKQ')).toEqual(['aqz-KE-bpKQ']);
    expect(await watched('aqz-KE-bpKQ')).toEqual(['aqz-KE-bpKQ']);
  });

  it('refuses a video of a locked item until the previous item is watched', async () => {
    const locked = await watch('M7lc1UVf-VE');
    // M7lc1UVf-VE is also in the free video list, so it is always open; YE7VzlLtp-4 is not.
    expect(locked.status).toBe(200);
    const refused = await watch('YE7VzlLtp-4');
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: 'Assista a todos os vídeos da etapa anterior antes deste',
        errors: [{ field: 'videoId' }],
      },
    });
    await watched('ScMzIvxBSi4');
    expect(await watched('YE7VzlLtp-4')).toEqual([
      'aqz-KE-bpKQ',
      'M7lc1UVf-VE',
      'ScMzIvxBSi4',
      'YE7VzlLtp-4',
    ]);
  });

  it('refuses an unknown video, another user and a missing id', async () => {
    expect(await watch('nao-existe')).toMatchObject({
      status: 400,
      body: { message: 'Vídeo não encontrado' },
    });
    expect(await watch('aqz-KE-bpKQ', other.id)).toMatchObject({ status: 404 });
    expect((await api('POST', `/users/${userId}/videos_watched`, {})).status).toBe(400);
  });

  it('holds the same locks when the whole list is sent with PATCH /users/{id}', async () => {
    const fresh = await createAccount(server);
    const own = client(server, fresh.token);
    const patch = (videosWatched: string[]) => own('PATCH', `/users/${fresh.id}`, { videosWatched });
    expect(await patch(['YE7VzlLtp-4'])).toMatchObject({
      status: 400,
      body: {
        message: 'Assista a todos os vídeos da etapa anterior antes deste',
        errors: [{ field: 'videosWatched' }],
      },
    });
    expect(await patch(['aqz-KE-bpKQ', 'inventado'])).toMatchObject({
      status: 400,
      body: { message: 'Vídeo não encontrado' },
    });
    expect((await data<{ videosWatched: string[] }>(own('GET', `/users/${fresh.id}`))).videosWatched).toEqual(
      [],
    );
    const inOrder = ['aqz-KE-bpKQ', 'M7lc1UVf-VE', 'ScMzIvxBSi4', 'YE7VzlLtp-4'];
    expect((await data<{ videosWatched: string[] }>(patch(inOrder))).videosWatched).toEqual(inOrder);
  });

  it('keeps both videos when two arrive together', async () => {
    await Promise.all([watch('R6MlUcmOul8'), watch('TLkA0RELQ1g')]);
    const user = await data<{ videosWatched: string[] }>(api('GET', `/users/${userId}`));
    expect(user.videosWatched).toEqual(expect.arrayContaining(['R6MlUcmOul8', 'TLkA0RELQ1g']));
  });
});
