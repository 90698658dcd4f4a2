/**
 * The colour a token resolves to where `element` sits, in the browser's rgb() form, so a play
 * function can compare it with a computed colour ('the bar is red at 100%').
 */
export function resolvedToken(element: Element, token: `--${string}`): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  element.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
