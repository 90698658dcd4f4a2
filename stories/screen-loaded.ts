import { expect, waitFor } from 'storybook/test';

interface Canvas {
  queryAllByRole: (role: 'status', options: { name: string }) => HTMLElement[];
}

/**
 * Resolves once the route's pending view has left (decision 350): its boxes are other elements than
 * the screen's, so a play function that looks inside a box finds it only after this.
 */
export const screenLoaded = (canvas: Canvas) =>
  waitFor(() => expect(canvas.queryAllByRole('status', { name: 'Carregando…' })).toHaveLength(0), {
    timeout: 5000,
  });
