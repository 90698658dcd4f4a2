import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { SYSTEM_TASKS } from './system-tasks.ts';

interface Task {
  _id: string;
  title: string;
  description: string;
  user?: string | null;
}
interface Config {
  _id: string;
  user?: string;
  tasksAccepted: string[];
  tasksRejected: string[];
  tasksDone: string[];
}
interface Profile {
  _id: string;
  user?: string;
  hasSavings?: boolean;
}
type List<T> = { items: T[]; total: number };

let server: TestServer;
let api: Client;
let other: Client;
let me: string;
let otherId: string;
const system = SYSTEM_TASKS[0]?.id as string;
const systemTwo = SYSTEM_TASKS[1]?.id as string;

beforeAll(async () => {
  server = await startTestServer();
  const ana = await createAccount(server, { name: 'Ana Souza' });
  const bruno = await createAccount(server, { name: 'Bruno Lima' });
  api = client(server, ana.token);
  other = client(server, bruno.token);
  me = ana.id;
  otherId = bruno.id;
});
afterAll(() => server.close());

const personal = (who: Client, user: string, title = 'Renegociar plano de celular') =>
  data<Task>(who('POST', '/tasks', { title, description: 'Pedir plano de R$ 49,90.', user }), 201);
const config = async (who: Client) =>
  (await data<List<Config>>(who('GET', '/userconfigs'))).items[0] as Config;

describe('tasks', () => {
  it('lists the system suggestions to everyone, with no owner', async () => {
    const list = await data<List<Task>>(api('GET', '/tasks'));
    expect(list.total).toBe(SYSTEM_TASKS.length);
    expect(list.items.map((task) => task._id)).toEqual(SYSTEM_TASKS.map((task) => task.id));
    expect(list.items.every((task) => task.user === null)).toBe(true);
  });

  it('creates a personal task for the caller and lists it only to them', async () => {
    const answer = await api('POST', '/tasks', {
      title: ' Vender a bicicleta ',
      description: 'OLX',
      user: me,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Tarefa criada com sucesso');
    const task = answer.body.data as Task;
    expect(task).toMatchObject({ title: 'Vender a bicicleta', description: 'OLX', user: me });
    expect((await data<List<Task>>(api('GET', '/tasks'))).items.map((t) => t._id)).toContain(task._id);
    expect((await data<List<Task>>(other('GET', '/tasks'))).items.map((t) => t._id)).not.toContain(task._id);
    expect((await data<Task>(api('GET', `/tasks/${task._id}`))).title).toBe('Vender a bicicleta');
    expect((await other('GET', `/tasks/${task._id}`)).status).toBe(404);
    expect((await data<Task>(other('GET', `/tasks/${system}`)))._id).toBe(system);
  });

  it('refuses a task without title or description, or for someone else', async () => {
    expect((await api('POST', '/tasks', { title: 'Sem descrição', user: me })).status).toBe(400);
    expect((await api('POST', '/tasks', { title: '', description: 'x', user: me })).status).toBe(400);
    const blank = await api('POST', '/tasks', { title: '   ', description: 'x', user: me });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Informe o título da tarefa' } });
    const blankText = await api('POST', '/tasks', { title: 'x', description: '  ', user: me });
    expect(blankText.body.errors?.[0]?.field).toBe('description');
    const forOther = await api('POST', '/tasks', { title: 'x', description: 'y', user: otherId });
    expect(forOther).toMatchObject({
      status: 403,
      body: { message: 'Só é possível criar tarefas para você mesmo' },
    });
  });

  it('keeps title and description on one line, without bidi overrides or piles of accents (audit AB3)', async () => {
    const created = await data<Task>(
      api('POST', '/tasks', {
        title: "<img src=x onerror=alert('task')> \u202eevil\nlinha 2",
        description: `Pagar\r\n\u202eR$ 54,321 Carl${'\u0301'.repeat(40)}os`,
        user: me,
      }),
      201,
    );
    expect(created).toMatchObject({
      title: "<img src=x onerror=alert('task')> evil linha 2",
      description: 'Pagar R$ 54,321 Carl\u0301\u0301\u0301os',
    });
    const edited = await data<Task>(
      api('PATCH', `/tasks/${created._id}`, {
        title: '\u2067Vender\u2069\nbicicleta',
        description: 'a\u2028b',
      }),
    );
    expect(edited).toMatchObject({ title: 'Vender bicicleta', description: 'a b' });
    expect(await api('POST', '/tasks', { title: '\u202e\n', description: 'x', user: me })).toMatchObject({
      status: 400,
      body: { message: 'Informe o título da tarefa' },
    });
  });

  it('edits own tasks only; system tasks answer 403 and others 404', async () => {
    const task = await personal(api, me);
    const edited = await api('PATCH', `/tasks/${task._id}`, { title: 'Renegociar celular e internet' });
    expect(edited).toMatchObject({ status: 200, body: { message: 'Tarefa editada com sucesso' } });
    expect((edited.body.data as Task).description).toBe('Pedir plano de R$ 49,90.');
    const replaced = await data<Task>(
      api('PUT', `/tasks/${task._id}`, { title: 'Novo', description: 'Nova', user: me }),
    );
    expect(replaced).toMatchObject({ title: 'Novo', description: 'Nova' });
    expect((await api('PATCH', `/tasks/${task._id}`, { description: ' ' })).status).toBe(400);
    expect((await api('PATCH', `/tasks/${task._id}`, { user: otherId })).status).toBe(403);
    const onSystem = await api('PATCH', `/tasks/${system}`, { title: 'Mudar' });
    expect(onSystem).toMatchObject({
      status: 403,
      body: { message: 'Tarefas sugeridas pelo sistema não podem ser editadas' },
    });
    expect((await api('DELETE', `/tasks/${system}`)).status).toBe(403);
    expect((await other('PATCH', `/tasks/${task._id}`, { title: 'Meu' })).status).toBe(404);
    expect((await other('DELETE', `/tasks/${task._id}`)).status).toBe(404);
    expect((await api('PATCH', '/tasks/nao-existe', { title: 'x' })).status).toBe(404);
    expect((await api('DELETE', `/tasks/${task._id}`)).status).toBe(204);
    expect((await api('GET', `/tasks/${task._id}`)).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/userconfigs' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(401);
  });
});

describe('userconfigs', () => {
  it('creates one configuration per user on first use', async () => {
    const first = await config(api);
    expect(first).toMatchObject({ user: me, tasksAccepted: [], tasksRejected: [], tasksDone: [] });
    expect((await config(api))._id).toBe(first._id);
    const created = await data<Config>(api('POST', '/userconfigs', { tasksRejected: [systemTwo] }), 201);
    expect(created._id).toBe(first._id);
    expect(created.tasksRejected).toEqual([systemTwo]);
    expect((await config(other))._id).not.toBe(first._id);
  });

  it('moves a task from new to accepted to done, and another to rejected', async () => {
    const own = await personal(api, me, 'Cortar a TV a cabo');
    const { _id } = await config(api);
    const accepted = await data<Config>(
      api('PATCH', `/userconfigs/${_id}`, { tasksAccepted: [system, own._id] }),
    );
    expect(accepted.tasksAccepted).toEqual([system, own._id]);
    const done = await data<Config>(
      api('PATCH', `/userconfigs/${_id}`, { tasksAccepted: [own._id], tasksDone: [system] }),
    );
    expect(done).toMatchObject({ tasksAccepted: [own._id], tasksDone: [system] });
    expect((await data<Config>(api('GET', `/userconfigs/${_id}`))).tasksDone).toEqual([system]);
    const sold = await personal(api, me, 'Vender o carro');
    const rejected = await data<Config>(
      api('PATCH', `/userconfigs/${_id}`, { tasksRejected: [...done.tasksRejected, sold._id, sold._id] }),
    );
    expect(rejected).toMatchObject({
      tasksAccepted: [own._id],
      tasksRejected: [...done.tasksRejected, sold._id],
      tasksDone: [system],
    });
    // Nothing goes back (spec 3 section 4): lists that drop a move are a tab that missed it (audit S3).
    const back = await api('PATCH', `/userconfigs/${_id}`, {
      tasksAccepted: [],
      tasksRejected: [...rejected.tasksRejected, own._id],
    });
    expect(back).toMatchObject({
      status: 409,
      body: {
        message: 'Essa tarefa já foi alterada em outra aba ou aparelho: ela está em “Tarefas pendentes”.',
      },
    });
    expect((await config(api)).tasksAccepted).toEqual([own._id]);
  });

  it('refuses ids the caller cannot see, a task in two lists, and done before accepted', async () => {
    const { _id, tasksAccepted, tasksRejected } = await config(api);
    const theirs = await personal(other, otherId);
    const hidden = await api('PATCH', `/userconfigs/${_id}`, {
      tasksAccepted: [...tasksAccepted, theirs._id],
    });
    expect(hidden).toMatchObject({ status: 400, body: { message: `Tarefa não encontrada: ${theirs._id}` } });
    expect(
      (await api('PATCH', `/userconfigs/${_id}`, { tasksRejected: [...tasksRejected, 'inventada'] })).status,
    ).toBe(400);
    const twice = await api('PATCH', `/userconfigs/${_id}`, {
      tasksAccepted: [systemTwo],
      tasksRejected: [systemTwo],
    });
    expect(twice.body.message).toBe(`A tarefa ${systemTwo} não pode estar em duas listas`);
    const fresh = await personal(api, me, 'Renegociar o aluguel');
    const jump = await api('PATCH', `/userconfigs/${_id}`, { tasksDone: [system, fresh._id] });
    expect(jump).toMatchObject({
      status: 400,
      body: { message: `Só é possível concluir uma tarefa aceita: ${fresh._id}` },
    });
  });

  it("never reads or writes another user's configuration", async () => {
    const { _id } = await config(api);
    expect((await other('GET', `/userconfigs/${_id}`)).status).toBe(404);
    expect((await other('PATCH', `/userconfigs/${_id}`, { tasksAccepted: [] })).status).toBe(404);
    expect((await other('DELETE', `/userconfigs/${_id}`)).status).toBe(404);
    expect((await api('PATCH', `/userconfigs/${_id}`, { user: otherId })).status).toBe(403);
    expect((await api('POST', '/userconfigs', { user: otherId })).status).toBe(403);
  });

  it('replaces every list at once and deletes the configuration', async () => {
    const { _id } = await config(other);
    const replaced = await data<Config>(other('PUT', `/userconfigs/${_id}`, { tasksRejected: [system] }));
    expect(replaced).toMatchObject({ tasksAccepted: [], tasksRejected: [system], tasksDone: [] });
    expect((await other('DELETE', `/userconfigs/${_id}`)).status).toBe(204);
    expect((await config(other))._id).not.toBe(_id);
  });
});

describe('moving one task (decision 009)', () => {
  const overdraft = 'sistema-cheque-especial';
  const power = 'sistema-energia';
  const shopping = 'sistema-lista-mercado';
  let tab: Client;
  let stranger: Client;

  beforeAll(async () => {
    const carla = await createAccount(server, { name: 'Carla Dias' });
    tab = client(server, carla.token);
    stranger = other;
  });

  const move = (who: Client, id: string, from: string, to: string) =>
    who('POST', `/tasks/${id}/move`, { from, to });

  it("keeps a move another tab made when a stale tab moves another task, and refuses the stale tab's undo", async () => {
    // Both tabs loaded the page with every task new; tab A accepts, then tab B (not reloaded) rejects.
    const accepted = await data<Config>(move(tab, overdraft, 'new', 'accepted'));
    expect(accepted.tasksAccepted).toEqual([overdraft]);
    const rejected = await data<Config>(move(tab, power, 'new', 'rejected'));
    expect(rejected).toMatchObject({ tasksAccepted: [overdraft], tasksRejected: [power], tasksDone: [] });
    // Tab B still shows the overdraft task as new and presses 'Não vou fazer' on it.
    const undo = await move(tab, overdraft, 'new', 'rejected');
    expect(undo).toMatchObject({
      status: 409,
      body: {
        message: 'Essa tarefa já foi alterada em outra aba ou aparelho: ela está em “Tarefas pendentes”.',
      },
    });
    expect(await config(tab)).toMatchObject({
      tasksAccepted: [overdraft],
      tasksRejected: [power],
      tasksDone: [],
    });
  });

  it('never loses a completion to a stale tab; the same move made twice applies once', async () => {
    const done = await move(tab, overdraft, 'accepted', 'done');
    expect(done).toMatchObject({ status: 200, body: { message: 'Tarefa concluída com sucesso' } });
    // A second device that saw it pending completes it too: the same outcome, not a second entry.
    const again = await data<Config>(move(tab, overdraft, 'accepted', 'done'));
    expect(again.tasksDone).toEqual([overdraft]);
    // One that saw it new refuses or accepts it: refused, it stays done.
    const stale = await move(tab, overdraft, 'new', 'accepted');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('“Últimas tarefas cumpridas”');
    expect(await config(tab)).toMatchObject({
      tasksAccepted: [],
      tasksRejected: [power],
      tasksDone: [overdraft],
    });
  });

  it('lets exactly one of two racing moves of the same task through', async () => {
    const answers = await Promise.all([
      move(tab, shopping, 'new', 'accepted'),
      move(tab, shopping, 'new', 'rejected'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lists = await config(tab);
    const places = [lists.tasksAccepted, lists.tasksRejected, lists.tasksDone].filter((ids) =>
      ids.includes(shopping),
    );
    expect(places).toHaveLength(1);
  });

  it('moves only forward, and only tasks the caller sees', async () => {
    const own = await personal(api, me, 'Vender o carro');
    const jump = await move(api, own._id, 'new', 'done');
    expect(jump).toMatchObject({
      status: 400,
      body: { message: `Só é possível concluir uma tarefa aceita: ${own._id}` },
    });
    await data<Config>(move(api, own._id, 'new', 'accepted'));
    expect((await move(api, own._id, 'accepted', 'rejected')).status).toBe(400);
    expect((await move(api, own._id, 'accepted', 'accepted')).status).toBe(400);
    expect((await api('POST', `/tasks/${own._id}/move`, { to: 'done' })).status).toBe(400);
    expect((await move(stranger, own._id, 'accepted', 'done')).status).toBe(404);
    expect((await move(api, 'inventada', 'new', 'accepted')).status).toBe(404);
    expect((await config(other)).tasksDone).not.toContain(own._id);
    expect((await data<Config>(move(api, own._id, 'accepted', 'done'))).tasksDone).toContain(own._id);
  });
});

describe('profiles', () => {
  it('has no profile until the diagnosis is answered, then one per user', async () => {
    expect(await data<List<Profile>>(api('GET', '/profiles'))).toEqual({ items: [], total: 0 });
    const created = await data<Profile>(api('POST', '/profiles', { hasSavings: false }), 201);
    expect(created).toMatchObject({ user: me, hasSavings: false });
    const again = await data<Profile>(api('POST', '/profiles', { hasSavings: true }), 201);
    expect(again._id).toBe(created._id);
    const list = await data<List<Profile>>(api('GET', '/profiles'));
    expect(list.total).toBe(1);
    expect(list.items[0]?.hasSavings).toBe(true);
    expect((await data<List<Profile>>(other('GET', '/profiles'))).total).toBe(0);
  });

  it("edits own profile only and refuses another user's", async () => {
    const [profile] = (await data<List<Profile>>(api('GET', '/profiles'))).items as Profile[];
    const id = profile?._id as string;
    expect((await data<Profile>(api('PATCH', `/profiles/${id}`, { hasSavings: false }))).hasSavings).toBe(
      false,
    );
    expect((await data<Profile>(api('GET', `/profiles/${id}`))).hasSavings).toBe(false);
    expect((await other('GET', `/profiles/${id}`)).status).toBe(404);
    expect((await other('PATCH', `/profiles/${id}`, { hasSavings: true })).status).toBe(404);
    expect((await api('PATCH', `/profiles/${id}`, { user: otherId })).status).toBe(403);
    expect((await api('POST', '/profiles', { hasSavings: true, user: otherId })).status).toBe(403);
    expect((await api('POST', '/profiles', {})).status).toBe(400);
    expect((await other('DELETE', `/profiles/${id}`)).status).toBe(404);
    expect((await api('DELETE', `/profiles/${id}`)).status).toBe(204);
    expect((await data<List<Profile>>(api('GET', '/profiles'))).total).toBe(0);
  });
});
