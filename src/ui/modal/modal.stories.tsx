import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { TextField } from '../text-field';
import { Modal } from './modal';

// Sample content a screen would pass in (screens take it from their locale namespace).
const sample = { open: 'Nova família' };

function ModalExample({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{sample.open}</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Criar família"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Salvar</Button>
          </>
        }
      >
        <TextField label="Nome da família" value={name} onChange={setName} />
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalExample,
} satisfies Meta<typeof ModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const opener = canvas.getByRole('button', { name: 'Nova família' });
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await step('opens with the focus inside', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: 'Criar família' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    await step('keeps the focus inside while tabbing', async () => {
      for (let press = 0; press < 6; press += 1) {
        await userEvent.tab();
        await expect(canvas.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
      }
    });

    await step('closes on Esc and gives the focus back', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    });

    await step('stays open for the second click of a double click on the backdrop (audit J2)', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog');
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
      // Let React draw whatever the click asked for before looking.
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      await expect(canvas.getByRole('dialog')).toBeVisible();
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });

    await step('closes on the × button', async () => {
      await userEvent.click(opener);
      await userEvent.click(await canvas.findByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
  },
};

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Criar família' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome da família')).toBeVisible();
  },
};

/**
 * The opener is out of reach when the dialog closes (a link of the phone's drawer, closed and inert
 * since): the focus goes to the page's title, else to its main landmark, never to the body (audit M4).
 */
function OutOfReachOpener({ withTitle }: { withTitle: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <main>
      {withTitle ? <h1>{t('settings:family.title')}</h1> : null}
      <nav aria-label={t('shell:nav.label')} data-testid="drawer">
        <Button onClick={() => setOpen(true)}>{sample.open}</Button>
      </nav>
      <Modal open={open} onClose={() => setOpen(false)} title={t('settings:family.create.title')}>
        <p>{t('settings:family.noFamily')}</p>
      </Modal>
    </main>
  );
}

const closeWithTheOpenerOutOfReach = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Nova família' }));
  await canvas.findByRole('dialog', { name: 'Criar uma família' });
  // As the shell does to the closed drawer.
  canvas.getByTestId('drawer').inert = true;
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
};

export const OpenerOutOfReachFocusesTheTitle: Story = {
  render: () => <OutOfReachOpener withTitle />,
  play: async ({ canvas, userEvent }) => {
    await closeWithTheOpenerOutOfReach(canvas, userEvent);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conta Família' })).toHaveFocus();
  },
};

export const OpenerOutOfReachFocusesMain: Story = {
  render: () => <OutOfReachOpener withTitle={false} />,
  play: async ({ canvas, userEvent }) => {
    await closeWithTheOpenerOutOfReach(canvas, userEvent);
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
