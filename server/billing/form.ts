/**
 * An x-www-form-urlencoded body as an object, with Iugu's bracket keys nested:
 * `event=a&data[id]=1&data[status]=paid` is `{ event: 'a', data: { id: '1', status: 'paid' } }`.
 * Only one level of nesting and string values: anything deeper stays a flat key.
 */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([A-Za-z0-9_]+)\[([A-Za-z0-9_]+)\]$/.exec(key);
    if (nested?.[1] && nested[2]) {
      const parent = out[nested[1]];
      const group = (typeof parent === 'object' && parent !== null ? parent : {}) as Record<string, unknown>;
      group[nested[2]] = value;
      out[nested[1]] = group;
    } else out[key] = value;
  }
  return { ...out };
}
