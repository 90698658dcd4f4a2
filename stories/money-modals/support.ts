/** Picks an option once the list (loaded from the API) offers it. */
export async function choose(
  canvas: {
    findByLabelText: (label: string) => Promise<HTMLElement>;
    findAllByRole: (role: 'option', options: { name: string }) => Promise<HTMLElement[]>;
  },
  userEvent: { selectOptions: (element: HTMLElement, value: string) => Promise<void> },
  label: string,
  option: string,
) {
  const select = await canvas.findByLabelText(label);
  await canvas.findAllByRole('option', { name: option });
  await userEvent.selectOptions(select, option);
}
