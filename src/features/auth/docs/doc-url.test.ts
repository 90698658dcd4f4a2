import { describe, expect, it } from 'vitest';
import { docUrl } from './doc-url';

describe('docUrl', () => {
  it('serves the shared document unless the brand ships its own', () => {
    const overrides = { '/brands/demo/docs/termos-de-uso.pdf': '/assets/termos-de-uso-abc123.pdf' };
    expect(docUrl('demo', 'termos-de-uso', overrides)).toBe('/assets/termos-de-uso-abc123.pdf');
    expect(docUrl('demo', 'entenda_dividas', overrides)).toBe('/docs/entenda_dividas.pdf');
    expect(docUrl('default', 'termos-de-uso', overrides)).toBe('/docs/termos-de-uso.pdf');
  });
});
